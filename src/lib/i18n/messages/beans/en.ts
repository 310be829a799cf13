// The beans area's messages in English.

const messages = {
	'base.coffee': 'Coffee Bean',
	'base.wax': 'Wax Bean',
	'base.blue': 'Blue Bean',
	'base.chili': 'Chili Bean',
	'base.stink': 'Stink Bean',
	'base.green': 'Green Bean',
	'base.soy': 'Soy Bean',
	'base.black-eyed': 'Black-eyed Bean',
	'base.red': 'Red Bean',
	'base.garden': 'Garden Bean',
	'base.cocoa': 'Cocoa Bean',
	// The AMIGO 1997 cards print German names (seed 004 names them so in its French text),
	// so every language shows those for that edition.
	'german-cards.coffee': 'Kaffeebohne',
	'german-cards.wax': 'Weinbrandbohne',
	'german-cards.blue': 'Blaue Bohne',
	'german-cards.chili': 'Feuerbohne',
	'german-cards.stink': 'Saubohne',
	'german-cards.green': 'Brechbohne',
	'german-cards.soy': 'Sojabohne',
	'german-cards.black-eyed': 'Augenbohne',
	'german-cards.red': 'Rote Bohne',
	'german-cards.garden': 'Gartenbohne',
	'german-cards.cocoa': 'Kakaobohne',
	'my-first.mean': 'Mean Bean',
	'my-first.sour': 'Sour Bean',
	'my-first.broad': 'Broad Bean',
	'my-first.stink': 'Stink Bean',
	'my-first.sword': 'Sword Bean',
	'my-first.giant': 'Giant Bean',
	'my-first.dwarf': 'Dwarf Bean',
	'my-first.magic': 'Magic Bean',
	'my-first.dragon': 'Dragon Bean',
	'my-first.princess': 'Princess Bean',
	'rabohnzel.pick': 'Pflückbohne',
	'rabohnzel.cape': 'Kapbohne',
	'rabohnzel.mean': 'Gemeine Bohne',
	'rabohnzel.white': 'Weißbohne',
	'rabohnzel.magic': 'Zauberbohne',
	'rabohnzel.princess': 'Prinzessbohne',
	'rabohnzel.sword': 'Schwertbohne'
};

export type Messages = typeof messages;
export default messages;

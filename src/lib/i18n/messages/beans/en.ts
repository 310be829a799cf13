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

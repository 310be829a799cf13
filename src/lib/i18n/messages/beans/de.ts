// The beans area's messages in German.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	'base.coffee': 'Kaffeebohne',
	'base.wax': 'Weinbrandbohne',
	'base.blue': 'Blaue Bohne',
	'base.chili': 'Feuerbohne',
	'base.stink': 'Saubohne',
	'base.green': 'Brechbohne',
	'base.soy': 'Sojabohne',
	'base.black-eyed': 'Augenbohne',
	'base.red': 'Rote Bohne',
	'base.garden': 'Gartenbohne',
	'base.cocoa': 'Kakaobohne',
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
	'rabohnzel.sword': 'Schwertbohne',
	// German readers read the printed names themselves: a gloss equal to the name is not shown.
	gloss: (words: string) => `„${words}“`,
	'rabohnzel-gloss.pick': 'Pflückbohne',
	'rabohnzel-gloss.cape': 'Kapbohne',
	'rabohnzel-gloss.mean': 'Gemeine Bohne',
	'rabohnzel-gloss.white': 'Weißbohne',
	'rabohnzel-gloss.magic': 'Zauberbohne',
	'rabohnzel-gloss.princess': 'Prinzessbohne',
	'rabohnzel-gloss.sword': 'Schwertbohne'
};

export default messages;

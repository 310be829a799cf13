// The beans area's messages in German.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	base_coffee: 'Kaffeebohne',
	base_wax: 'Weinbrandbohne',
	base_blue: 'Blaue Bohne',
	base_chili: 'Feuerbohne',
	base_stink: 'Saubohne',
	base_green: 'Brechbohne',
	base_soy: 'Sojabohne',
	'base_black-eyed': 'Augenbohne',
	base_red: 'Rote Bohne',
	base_garden: 'Gartenbohne',
	base_cocoa: 'Kakaobohne',
	// The AMIGO 1997 cards print German names (seed 004 names them so in its French text),
	// so every language shows those for that edition.
	'german-cards_coffee': 'Kaffeebohne',
	'german-cards_wax': 'Weinbrandbohne',
	'german-cards_blue': 'Blaue Bohne',
	'german-cards_chili': 'Feuerbohne',
	'german-cards_stink': 'Saubohne',
	'german-cards_green': 'Brechbohne',
	'german-cards_soy': 'Sojabohne',
	'german-cards_black-eyed': 'Augenbohne',
	'german-cards_red': 'Rote Bohne',
	'german-cards_garden': 'Gartenbohne',
	'german-cards_cocoa': 'Kakaobohne',
	'my-first_mean': 'Mean Bean',
	'my-first_sour': 'Sour Bean',
	'my-first_broad': 'Broad Bean',
	'my-first_stink': 'Stink Bean',
	'my-first_sword': 'Sword Bean',
	'my-first_giant': 'Giant Bean',
	'my-first_dwarf': 'Dwarf Bean',
	'my-first_magic': 'Magic Bean',
	'my-first_dragon': 'Dragon Bean',
	'my-first_princess': 'Princess Bean',
	rabohnzel_pick: 'Pflückbohne',
	rabohnzel_cape: 'Kapbohne',
	rabohnzel_mean: 'Gemeine Bohne',
	rabohnzel_white: 'Weißbohne',
	rabohnzel_magic: 'Zauberbohne',
	rabohnzel_princess: 'Prinzessbohne',
	rabohnzel_sword: 'Schwertbohne',
	// German readers read the printed names themselves: a gloss equal to the name is not shown.
	gloss: (words: string) => `„${words}“`,
	'rabohnzel-gloss_pick': 'Pflückbohne',
	'rabohnzel-gloss_cape': 'Kapbohne',
	'rabohnzel-gloss_mean': 'Gemeine Bohne',
	'rabohnzel-gloss_white': 'Weißbohne',
	'rabohnzel-gloss_magic': 'Zauberbohne',
	'rabohnzel-gloss_princess': 'Prinzessbohne',
	'rabohnzel-gloss_sword': 'Schwertbohne'
};

export default messages;

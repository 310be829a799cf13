// The beans area's messages in French.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	base_coffee: 'Harry Cogné',
	base_wax: 'Harry Coché',
	base_blue: 'Harry Colt',
	base_chili: 'Harry Cauchemar',
	base_stink: 'Harry Cochon',
	base_green: 'Harry Colique',
	base_soy: 'Harry Copain',
	'base_black-eyed': 'Harry Chaos',
	base_red: 'Harry Comique',
	base_garden: 'Harry Coriace',
	base_cocoa: 'Harry Choco',
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
	// Une courte glose en français à côté des noms allemands imprimés sur les cartes de Rabohnzel.
	gloss: (words: string) => `« ${words} »`,
	'rabohnzel-gloss_pick': 'haricot cueilleur',
	'rabohnzel-gloss_cape': 'haricot pigé',
	'rabohnzel-gloss_mean': 'haricot commun',
	'rabohnzel-gloss_white': 'haricot blanc',
	'rabohnzel-gloss_magic': 'haricot magique',
	'rabohnzel-gloss_princess': 'haricot princesse',
	'rabohnzel-gloss_sword': 'haricot épée'
};

export default messages;

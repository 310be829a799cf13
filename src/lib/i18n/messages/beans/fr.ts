// The beans area's messages in French.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	'base.coffee': 'Harry Cogné',
	'base.wax': 'Harry Coché',
	'base.blue': 'Harry Colt',
	'base.chili': 'Harry Cauchemar',
	'base.stink': 'Harry Cochon',
	'base.green': 'Harry Colique',
	'base.soy': 'Harry Copain',
	'base.black-eyed': 'Harry Chaos',
	'base.red': 'Harry Comique',
	'base.garden': 'Harry Coriace',
	'base.cocoa': 'Harry Choco',
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
	// Une courte glose en français à côté des noms allemands imprimés sur les cartes de Rabohnzel.
	gloss: (words: string) => `« ${words} »`,
	'rabohnzel-gloss.pick': 'haricot cueilleur',
	'rabohnzel-gloss.cape': 'haricot du Cap',
	'rabohnzel-gloss.mean': 'haricot commun',
	'rabohnzel-gloss.white': 'haricot blanc',
	'rabohnzel-gloss.magic': 'haricot magique',
	'rabohnzel-gloss.princess': 'haricot princesse',
	'rabohnzel-gloss.sword': 'haricot épée'
};

export default messages;

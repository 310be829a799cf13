// The teachCards area's messages in German.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	basic_1:
		'Gespielt wird mit den vier Bohnen, die unten einen Taler zeigen. Alle anderen Karten sind die Taler.',
	basic_2: 'Deine fünf Karten liegen offen in einer Reihe. Ändere nie ihre Reihenfolge.',
	basic_3: 'Baue vom linken Ende deiner Reihe auf deinen zwei Feldern an.',
	basic_4:
		'Ein Feld mit genug Bohnen für einen Taler wird sofort geerntet, auch wenn du nicht dran bist. Nimm einen Taler vom Talervorrat.',
	basic_5:
		'Eine dritte Bohnensorte, und beide Felder sind belegt? Lege sie oben auf ein Feld. Die Bohnen darunter warten.',
	basic_6: 'Wer die meisten Taler hat, gewinnt. Haben mehrere Kinder die meisten, gewinnen alle.',
	'two-coin_1':
		'Jetzt wird mit den sechs anderen Bohnen gespielt. Die ersten vier Bohnen sind die Taler.',
	'two-coin_2': 'Diese Bohnen bringen einen Taler oder zwei.',
	'two-coin_3':
		'Du entscheidest, wann du erntest: jetzt für einen Taler, oder du wartest auf mehr Bohnen und zwei Taler.',
	'two-coin_4': 'Am Ende darf jedes Feld, das einen Taler wert ist, noch geerntet werden.',
	'step-1_1': 'Mischt alle zehn Bohnensorten zusammen.',
	'step-1_2': 'Klappt das Brett auf: Alle haben drei Felder.',
	'step-1_3':
		'Es gibt keinen Talervorrat mehr. Beim Ernten drehst du für jeden Taler eine geerntete Karte um. Der Rest kommt auf den Ablagestapel.',
	'step-2_1': 'Keine Bohnen mehr auf Bohnen: Auf einem Feld wächst nur eine Sorte.',
	'step-2_2':
		'Eine neue Sorte muss angebaut werden und alle Felder sind belegt? Ernte zuerst ein Feld.',
	'step-2_3': 'Zu wenige Bohnen für einen Taler? Dann kommen alle auf den Ablagestapel.',
	'step-3_1': 'Alle beginnen wieder mit zwei Feldern.',
	'step-3_2': 'Wann du willst, zahlst du drei Taler und klappst dein drittes Feld auf.',
	'step-3_3': 'Die drei Taler kommen mit der Bohnenseite nach oben auf den Ablagestapel.',
	'step-4_1': 'Halte deine Karten in der Hand, statt sie auszulegen.',
	'step-4_2': 'Behalte ihre Reihenfolge: Neue Karten kommen nach hinten.',
	'step-4_3': 'Baue die Karte ganz vorne in deiner Hand an.',
	'step-4_4': 'Zu viele Karten für kleine Hände? Lasst diesen Schritt aus und legt sie offen aus.',
	'step-5_1': 'Ein Feld mit nur einer Bohne ist geschützt.',
	'step-5_2': 'Du darfst es nur ernten, wenn keins deiner Felder mehr als eine Bohne hat.',
	'step-5_3': 'Jetzt kennst du alle Regeln von Bohnanza!',
	'rule_face-up-line_title': 'Karten in einer Reihe',
	'rule_face-up-line':
		'Lege deine Karten offen in eine Reihe. Ändere nie die Reihenfolge. Neue Karten kommen rechts dazu.',
	'rule_hand-cards_title': 'Karten auf der Hand',
	'rule_hand-cards':
		'Halte deine Karten in der Hand und behalte die Reihenfolge. Neue Karten kommen nach hinten; du baust von vorne an.',
	'rule_mixed-patch_title': 'Die Mischfeld-Regel',
	'rule_mixed-patch':
		'Lege die neue Bohne oben auf eins der Felder. Die Bohnen darunter warten, bis die neuen geerntet sind.',
	'rule_harvest-may-earn-nothing_title': 'Platz machen',
	'rule_harvest-may-earn-nothing':
		'Ernte zuerst ein Feld. Zu wenige Bohnen für einen Taler? Dann kommen alle auf den Ablagestapel.',
	'rule_auto-harvest_title': 'Sofort ernten',
	'rule_auto-harvest': 'Ernte dieses Feld sofort, auch wenn du nicht dran bist.',
	'rule_choose-harvest-time_title': 'Du entscheidest, wann',
	'rule_choose-harvest-time':
		'Ernte jetzt für einen Taler, oder warte auf mehr Bohnen und zwei Taler.',
	'rule_coin-supply_title': 'Taler vom Talervorrat',
	'rule_coin-supply':
		'Nimm einen Taler vom Talervorrat. Die geernteten Bohnen kommen auf den Ablagestapel.',
	'rule_harvested-cards-are-coins_title': 'Bohnen werden Taler',
	'rule_harvested-cards-are-coins':
		'Drehe für jeden Taler eine geerntete Karte um. Der Rest kommt auf den Ablagestapel.',
	'rule_third-field-buyable_title': 'Ein drittes Feld kaufen',
	'rule_third-field-buyable':
		'Für drei Taler gibt es ein drittes Feld, wann du willst. Die Taler kommen auf den Ablagestapel.',
	'rule_protection-rule_title': 'Die einsame Bohne',
	'rule_protection-rule':
		'Ein Feld mit einer Bohne darf nur geerntet werden, wenn keins deiner Felder mehr als eine hat.',
	'rule_end-harvest_title': 'Die letzte Ernte',
	'rule_end-harvest': 'Ernte jedes Feld, das einen Taler wert ist. Dann zähl deine Taler.'
};

export default messages;

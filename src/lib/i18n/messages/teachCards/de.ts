// The teachCards area's messages in German.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	'basic.1':
		'Gespielt wird mit den vier Bohnen, die unten einen Taler zeigen. Alle anderen Karten sind die Taler.',
	'basic.2': 'Deine fünf Karten liegen offen in einer Reihe. Ändere nie ihre Reihenfolge.',
	'basic.3': 'Baue vom linken Ende deiner Reihe auf deinen zwei Feldern an.',
	'basic.4':
		'Ein Feld mit genug Bohnen für einen Taler wird sofort geerntet, auch wenn du nicht dran bist. Nimm einen Taler vom Talervorrat.',
	'basic.5':
		'Eine dritte Bohnensorte, und beide Felder sind belegt? Lege sie oben auf ein Feld. Die Bohnen darunter warten.',
	'basic.6': 'Wer die meisten Taler hat, gewinnt. Haben mehrere Kinder die meisten, gewinnen alle.',
	'two-coin.1':
		'Jetzt wird mit den sechs anderen Bohnen gespielt. Die ersten vier Bohnen sind die Taler.',
	'two-coin.2': 'Diese Bohnen bringen einen Taler oder zwei.',
	'two-coin.3':
		'Du entscheidest, wann du erntest: jetzt für einen Taler, oder du wartest auf mehr Bohnen und zwei Taler.',
	'two-coin.4': 'Am Ende darf jedes Feld, das einen Taler wert ist, noch geerntet werden.',
	'step-1.1': 'Mischt alle zehn Bohnensorten zusammen.',
	'step-1.2': 'Klappt das Brett auf: Alle haben drei Felder.',
	'step-1.3':
		'Es gibt keinen Talervorrat mehr. Beim Ernten drehst du für jeden Taler eine geerntete Karte um. Der Rest kommt auf den Ablagestapel.',
	'step-2.1': 'Keine Bohnen mehr auf Bohnen: Auf einem Feld wächst nur eine Sorte.',
	'step-2.2':
		'Eine neue Sorte muss angebaut werden und alle Felder sind belegt? Ernte zuerst ein Feld.',
	'step-2.3': 'Zu wenige Bohnen für einen Taler? Dann kommen alle auf den Ablagestapel.',
	'step-3.1': 'Alle beginnen wieder mit zwei Feldern.',
	'step-3.2': 'Wann du willst, zahlst du drei Taler und klappst dein drittes Feld auf.',
	'step-3.3': 'Die drei Taler kommen mit der Bohnenseite nach oben auf den Ablagestapel.',
	'step-4.1': 'Halte deine Karten in der Hand, statt sie auszulegen.',
	'step-4.2': 'Behalte ihre Reihenfolge: Neue Karten kommen nach hinten.',
	'step-4.3': 'Baue die Karte ganz vorne in deiner Hand an.',
	'step-4.4': 'Zu viele Karten für kleine Hände? Lasst diesen Schritt aus und legt sie offen aus.',
	'step-5.1': 'Ein Feld mit nur einer Bohne ist geschützt.',
	'step-5.2': 'Du darfst es nur ernten, wenn keins deiner Felder mehr als eine Bohne hat.',
	'step-5.3': 'Jetzt kennst du alle Regeln von Bohnanza!',
	'rule.face-up-line.title': 'Karten in einer Reihe',
	'rule.face-up-line':
		'Lege deine Karten offen in eine Reihe. Ändere nie die Reihenfolge. Neue Karten kommen rechts dazu.',
	'rule.hand-cards.title': 'Karten auf der Hand',
	'rule.hand-cards':
		'Halte deine Karten in der Hand und behalte die Reihenfolge. Neue Karten kommen nach hinten; du baust von vorne an.',
	'rule.mixed-patch.title': 'Die Mischfeld-Regel',
	'rule.mixed-patch':
		'Lege die neue Bohne oben auf eins der Felder. Die Bohnen darunter warten, bis die neuen geerntet sind.',
	'rule.harvest-may-earn-nothing.title': 'Platz machen',
	'rule.harvest-may-earn-nothing':
		'Ernte zuerst ein Feld. Zu wenige Bohnen für einen Taler? Dann kommen alle auf den Ablagestapel.',
	'rule.auto-harvest.title': 'Sofort ernten',
	'rule.auto-harvest': 'Ernte dieses Feld sofort, auch wenn du nicht dran bist.',
	'rule.choose-harvest-time.title': 'Du entscheidest, wann',
	'rule.choose-harvest-time':
		'Ernte jetzt für einen Taler, oder warte auf mehr Bohnen und zwei Taler.',
	'rule.coin-supply.title': 'Taler vom Talervorrat',
	'rule.coin-supply':
		'Nimm einen Taler vom Talervorrat. Die geernteten Bohnen kommen auf den Ablagestapel.',
	'rule.harvested-cards-are-coins.title': 'Bohnen werden Taler',
	'rule.harvested-cards-are-coins':
		'Drehe für jeden Taler eine geerntete Karte um. Der Rest kommt auf den Ablagestapel.',
	'rule.third-field-buyable.title': 'Ein drittes Feld kaufen',
	'rule.third-field-buyable':
		'Für drei Taler gibt es ein drittes Feld, wann du willst. Die Taler kommen auf den Ablagestapel.',
	'rule.protection-rule.title': 'Die einsame Bohne',
	'rule.protection-rule':
		'Ein Feld mit einer Bohne darf nur geerntet werden, wenn keins deiner Felder mehr als eine hat.',
	'rule.end-harvest.title': 'Die letzte Ernte',
	'rule.end-harvest': 'Ernte jedes Feld, das einen Taler wert ist. Dann zähl deine Taler.'
};

export default messages;

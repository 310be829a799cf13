// The new-game form's messages in German.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	'variant_beginners-third-field': 'Einsteiger beginnen mit drittem Feld',
	'variant_cheap-third-field': 'Drittes Feld kostet 2 Taler (5 Spieler)',
	'variant_coins-in-trades': 'Taler dürfen beim Handeln eingesetzt werden (Profis)',
	newHeading: 'Neue Partie',
	editionHeading: 'Ausgabe',
	variantsHeading: 'Varianten',
	playerCountHeading: 'Wie viele spielen mit?',
	playerLabel: (seat: number) => `Spieler ${seat}`,
	moveUp: (name: string) => `${name} nach oben`,
	moveDown: (name: string) => `${name} nach unten`,
	rememberedNames: 'Schon mitgespielt (antippen zum Hinzufügen):',
	addName: (name: string) => `${name} hinzufügen`,
	quickNames: (first: string, second: string) =>
		`Ein leer gelassener Name wird zu „${first}“, „${second}“ … Die Statistik hält einen Namen in allen Partien für dieselbe Person: Jeder „${first}“ einer schnellen Partie zählt dort als ein Spieler.`,
	nameInvisible:
		'Dieser Name besteht nur aus unsichtbaren Zeichen (etwa Leerzeichen ohne Breite): Gib Buchstaben ein, die alle lesen können.',
	nameTooLong: (max: number) =>
		`Namen dürfen höchstens ${plural('de', max, { one: '# Zeichen', other: '# Zeichen' })} lang sein.`,
	nameTaken: 'Zwei Spieler haben diesen Namen: Hänge einen Buchstaben an, um sie zu unterscheiden.',
	startHeading: 'Wer beginnt?',
	startAny: 'Entscheide, wie du willst, oder lass die App zufällig wählen.',
	pickRandom: 'Zufällig wählen',
	dealerHeading: 'Wer gibt?',
	startDealer: 'Markiere den Geber: Wer links neben dem Geber sitzt, beginnt.',
	startDealerOldest:
		'Markiere den ältesten Spieler, er gibt: Wer links neben dem Geber sitzt, beginnt.',
	startYoungest: 'Der jüngste Spieler beginnt. Wer ist am jüngsten?',
	startSpell:
		'Jeder bekommt eine Zauberkarte. Zähl von 10 abwärts („Wer hat eine Zauberkarte im Wert von 10? 9? …“): Wer meldet sich zuerst?',
	dealerStarts: (dealer: string, starter: string) => `${dealer} gibt: ${starter} beginnt.`,
	startMissing: 'Wähle, wer beginnt (oder wer gibt).',
	createGame: 'Partie anlegen',
	notCreated: 'Die Partie konnte nicht angelegt werden.',
	stepLabel: 'Welche Stufe von My First Bohnanza?',
	playersHeading: 'Spieler, im Uhrzeigersinn um den Tisch'
};

export default messages;

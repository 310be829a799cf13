// The teach area's messages in German.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	heading: 'Kindern das Spiel beibringen',
	intro:
		'My First Bohnanza führt Kinder Schritt für Schritt vom einfachen ersten Spiel zu allen Regeln. Lege eine Gruppe für die Kinder an, die zusammen spielen; die App merkt sich, wo sie stehen.',
	groupsHeading: 'Deine Gruppen',
	noGroups: 'Noch keine Gruppe. Lege unten eine an.',
	groupStep: (step: string) => `Jetzt: ${step}`,
	createHeading: 'Neue Gruppe',
	createHint:
		'Gib die Vornamen der Kinder ein. Eine Farbe hilft Kindern, die noch nicht lesen können.',
	childName: (n: number) => `Kind ${n}`,
	childColour: (n: number) => `Farbe von Kind ${n}`,
	noColour: 'Keine Farbe',
	addChild: 'Noch ein Kind',
	createGroup: 'Gruppe anlegen',
	colour_red: 'Rot',
	colour_orange: 'Orange',
	colour_yellow: 'Gelb',
	colour_green: 'Grün',
	colour_blue: 'Blau',
	colour_purple: 'Lila',
	colour_pink: 'Rosa',
	'error_no-names': 'Gib mindestens einen Namen ein.',
	'error_too-many-children': 'Höchstens fünf Kinder spielen My First Bohnanza zusammen.',
	'error_name-invisible':
		'Ein Name besteht nur aus unsichtbaren Zeichen (etwa Leerzeichen ohne Breite): Gib Buchstaben ein, die die Kinder lesen können.',
	'error_name-too-long': 'Ein Name darf höchstens 30 Buchstaben haben.',
	'error_duplicate-name':
		'Zwei Kinder haben denselben Namen. Hänge einen Buchstaben an, um sie zu unterscheiden.',
	'error_unknown-colour': 'Wähle eine der Farben aus der Liste.',
	groupNotFound: 'Diese Gruppe gibt es nicht (mehr).',
	backToGroups: 'Alle Gruppen',
	pathHeading: 'Der Weg',
	stepPlays: (n: number) => plural('de', n, { one: 'Einmal gespielt', other: '#-mal gespielt' }),
	currentStep: 'Wird gerade gespielt',
	playedStep: 'Geschafft',
	suggestNext: (n: number, next: string) =>
		`${plural('de', n, { one: 'Einmal gespielt', other: '#-mal gespielt' })}. Bereit für „${next}“? Du entscheidest zusammen mit den Kindern.`,
	goToStep: (step: string) => `Weiter zu „${step}“`,
	makeCurrent: 'Diesen Schritt jetzt spielen',
	addManual: 'Ohne App gespieltes Spiel hinzufügen',
	removeManual: 'Von Hand hinzugefügtes Spiel zurücknehmen',
	manualAdded: 'Spiel hinzugefügt.',
	ruleCardHeading: 'Was neu ist',
	readAloud: 'Vorlesen',
	stopReading: 'Vorlesen beenden',
	playThisStep: 'Begleitetes Spiel dieses Schritts starten',
	bridgeHeading: 'Weiter zum echten Bohnanza',
	bridgeIntro:
		'Nach Stufe 5 kennen die Kinder alle Regeln. Tausche Bohnen aus My First Bohnanza gegen Bohnanza-Bohnen mit gleich vielen Karten. Tausche so viele Sorten, wie die Kinder möchten: Die Regeln bleiben gleich, nur die Bohnometer werden schwieriger.',
	bridgeSwap: (cards: number) => plural('de', cards, { one: '# Karte', other: '# Karten' }),
	bridgeNone: (cards: number) =>
		`Keine Bohnanza-Bohne hat ${plural('de', cards, { one: '# Karte', other: '# Karten' })}: Diese bleibt.`,
	deleteGroup: 'Diese Gruppe löschen',
	confirmDelete: 'Gruppe löschen? Ihre Spiele bleiben in der Spieleliste.',
	coach_heading: 'Zug-Helfer',
	coach_turnOf: (name: string) => `${name} ist dran`,
	'coach_plant-first': 'Baue die erste Karte deiner Reihe an',
	'coach_plant-first-hand': 'Baue die erste Karte deiner Hand an',
	'coach_plant-second': 'Noch eine Karte anbauen? Du darfst.',
	'coach_turn-over-and-trade': (n: number) =>
		`Decke ${plural('de', n, { one: '# Karte', other: '# Karten' })} auf und handle`,
	coach_draw: (n: number) =>
		plural('de', n, { one: 'Ziehe # Karte', other: 'Ziehe # Karten, eine nach der anderen' }),
	'coach_draw-line': (n: number) =>
		plural('de', n, {
			one: 'Ziehe # Karte und lege sie rechts an deine Reihe',
			other: 'Ziehe # Karten und lege sie rechts an deine Reihe'
		}),
	coach_done: 'Fertig',
	coach_skip: 'Nein, weiter',
	coach_turnDone: 'Dein Zug ist fertig.',
	coach_nextUp: (name: string) => `Dein Zug ist fertig. Jetzt ist ${name} dran!`,
	coach_partOf: (n: number, total: number) => `Teil ${n} von ${total}`,
	coach_helpHeading: 'Ist etwas passiert?',
	'situation_third-type': 'Eine neue Bohnensorte, und alle Felder sind belegt?',
	'situation_field-full': 'Ein Feld hat genug Bohnen für einen Taler?',
	situation_harvest: 'Bohnen ernten?',
	'situation_three-coins': 'Hat jemand drei Taler?',
	'situation_single-bean': 'Ein Feld mit einer Bohne ernten?',
	'situation_game-end': 'Ist das Spiel zu Ende?',
	'situation_game-start': 'Bevor es losgeht',
	kids_heading: 'Die Taler von allen',
	kids_coins: (name: string, n: number) =>
		`${name}: ${plural('de', n, { one: '# Taler', other: '# Taler' })}`,
	kids_wins: 'Gewinnt!',
	kids_allWin: 'Gleich viele Taler ganz vorne: Alle gewinnen!',
	kids_wellPlayed: 'Gut gespielt, alle zusammen!',
	start_heading: 'Begleitetes Spiel starten',
	start_step: (title: string) => `Nächste Partie: ${title}`,
	start_who: 'Wer spielt heute mit?',
	start_extras: 'Spielen Erwachsene mit?',
	start_extra: (n: number) => `Weitere Person, Nummer ${n} (zum Beispiel ein Erwachsener)`,
	start_youngest: 'Wer ist am jüngsten? Das Kind fängt an.',
	start_go: 'Spiel starten',
	'start_error_players-out-of-range':
		'My First Bohnanza braucht 3 bis 5 Personen. Nimm einen Erwachsenen dazu oder lass mehr Kinder mitspielen.',
	'start_error_no-start-player': 'Tippe auf die jüngste Person: Sie fängt an.',
	'start_error_duplicate-name': 'Zwei Personen haben denselben Namen. Hänge einen Buchstaben an.',
	'start_error_not-saved': 'Das Spiel konnte nicht gespeichert werden. Es wurde nichts gestartet.',
	coach_newRule: 'Eine Regel für diesen Moment',
	gotIt: 'Verstanden',
	teachModeHeading: 'Regeln lernen',
	teachModeSwitch: 'Jeden Teil des Zugs erklären, wenn er in diesem Spiel zum ersten Mal drankommt',
	teachModeOff: 'Erklärungen sind ausgeschaltet.',
	phase_plant: (must: number, may: number) =>
		`Anbauen: Baue ${plural('de', must, { one: 'die erste Karte', other: 'die ersten # Karten' })} vorne aus deiner Hand auf deinen Feldern an. Du darfst auch ${plural('de', may, { one: 'die nächste', other: '# weitere' })} anbauen. Die Reihenfolge deiner Hand änderst du nie.`,
	phase_trade: (flip: number) =>
		`Handeln: Decke ${plural('de', flip, { one: '# Karte', other: '# Karten' })} vom Zugstapel auf. Alle dürfen mit dir (nur mit dir) um sie und um Karten aus ihrer Hand handeln.`,
	'phase_plant-traded':
		'Gehandelte Karten anbauen: Alle bauen die Karten an, die sie bekommen haben, und du baust die aufgedeckten Karten an, die du behalten hast.',
	phase_draw: (draw: number) =>
		plural('de', draw, {
			one: 'Nachziehen: Ziehe # Karte und stecke sie hinten in deine Hand.',
			other:
				'Nachziehen: Ziehe # Karten, eine nach der anderen, und stecke jede hinten in deine Hand.'
		}),
	'phase_take-offer':
		'Angebot nehmen: Die Karten, die dein Gegenüber ausgelegt hat, gehören dir. Baue an, welche du willst, und wirf den Rest ab. Nicht im allerersten Zug.',
	'phase_discard-optional': (upTo: number) =>
		`Du darfst ${plural('de', upTo, { one: 'eine Karte', other: 'bis zu # Karten' })} von irgendwo aus deiner Hand offen abwerfen.`,
	'phase_turn-up': (flip: number) =>
		`Decke ${plural('de', flip, { one: '# Karte', other: '# Karten' })} auf. Solange die oberste Karte des Ablagestapels zu einer davon passt, lege sie dazu. Baue davon an, was du willst; der Rest bleibt als Angebot für dein Gegenüber liegen.`,
	phase_spell:
		'Zauber: Deine angebauten Bohnen dürfen jetzt zaubern, und jede Zauberbohne, die du aus der Hand ausspielst, aktiviert eine deiner Zauberkarten.',
	setupTeachSwitch: 'Regeln lernen: jeden Teil des Zugs erklären, wenn er zum ersten Mal drankommt',
	setupCoachSwitch: 'Zug-Helfer: alle Schritt für Schritt durch ihren Zug begleiten',
	'start_error_name-invisible':
		'Ein Name besteht nur aus unsichtbaren Zeichen (etwa Leerzeichen ohne Breite): Tippe Buchstaben, die alle lesen können.'
};

export default messages;

// The statistics screen's messages in German.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	heading: 'Statistik',
	intro: 'Zahlen beendeter Partien, je Spielrunde und je Person.',
	loading: 'Partien werden gelesen …',
	none: 'Beende eine Partie, um die Statistik zu sehen.',
	groupsHeading: 'Spielrunden',
	playersHeading: 'Personen',
	groupGames: (games: number) => plural('de', games, { one: '# Partie', other: '# Partien' }),
	allGroups: 'Alle Spielrunden und Personen',
	groupHeading: (names: string) => `Spielrunde: ${names}`,
	playerHeading: (name: string) => `Person: ${name}`,
	filters: 'Welche Partien',
	edition: 'Ausgabe',
	allEditions: 'Alle Ausgaben',
	period: 'Zeitraum',
	period_all: 'Gesamte Zeit',
	period_year: 'Letzte 12 Monate',
	period_month: 'Letzte 30 Tage',
	moreColumns: (columns: number) =>
		plural('de', columns, {
			one: '→ # weitere Spalte seitlich',
			other: '→ # weitere Spalten seitlich'
		}),
	counted: (games: number) =>
		plural('de', games, {
			one: '# beendete Partie gezählt.',
			other: '# beendete Partien gezählt.'
		}),
	unfinished: (games: number) =>
		plural('de', games, {
			one: '# nicht beendete Partie (abgebrochen oder laufend) zählt nicht.',
			other: '# nicht beendete Partien (abgebrochen oder laufend) zählen nicht.'
		}),
	noneHere: 'Keine beendeten Partien dieser Personen mit dieser Auswahl.',
	figuresHeading: 'Siege und Summen',
	player: 'Person',
	games: 'Partien',
	wins: 'Siege',
	winRate: 'Siegquote',
	sharedWins: 'Geteilte Siege',
	average: 'Taler im Schnitt',
	best: 'Meiste Taler',
	streak: 'Längste Siegesserie',
	headToHeadHeading: 'Direkter Vergleich',
	ahead: (name: string, count: number) =>
		plural('de', count, { one: `${name} vorn: #`, other: `${name} vorn: #` }),
	level: (count: number) => plural('de', count, { one: 'Gleich: #', other: 'Gleich: #' }),
	tiesHeading: 'Gleichstand an der Spitze, je Ausgabe',
	tiesGames: 'Partien',
	tied: 'Meiste Taler gleich',
	decided: 'Durch Gleichstandsregel entschieden',
	shared: 'Sieg geteilt',
	lastHeading: 'Letzte Partie',
	lastGame: (date: string, edition: string) => `${date}, ${edition}`,
	wonBy: (names: string) => `Gewonnen von ${names}`,
	coinsOf: (name: string, coins: number) =>
		plural('de', coins, { one: `${name}: # Taler`, other: `${name}: # Taler` }),
	totalsHeading: 'Taler Partie für Partie',
	totalsSummary: (shown: number, leader: string, average: string) =>
		plural('de', shown, { one: 'Die letzte Partie. ', other: 'Die letzten # Partien. ' }) +
		`Höchster Schnitt darin: ${leader} mit ${average} Talern.`,
	winsHeading: 'Siege je Person',
	winsSummary: (list: string) => `Siege: ${list}.`,
	winsItem: (name: string, wins: number) =>
		plural('de', wins, { one: `${name} #`, other: `${name} #` }),
	showTable: 'Zahlen zeigen',
	hideTable: 'Zahlen verbergen',
	gameColumn: 'Partie',
	winnerColumn: 'Sieg',
	gameAxis: 'Partien, die älteste links',
	coinsAxis: 'Taler',
	winnerMark: 'gefülltes Zeichen: Sieg',
	loadingPlots: 'Diagramme werden gezeichnet …',
	plotsFailed: 'Die Diagramme konnten nicht geladen werden. Lade die Seite einmal mit Netz neu.',
	namesHeading: 'Person umbenennen oder zusammenführen',
	namesHelpGroup:
		'Ein neuer Name steht sofort in jeder Partie dieser Spielrunde; derselbe Name in einer anderen Spielrunde bleibt eine andere Person. Ein Tippfehler, in den richtigen Namen umbenannt, bringt seine Partien in die richtige Spielrunde. Die Partien selbst bleiben, wie sie eingegeben wurden.',
	namesHelpPlayer:
		'Ein neuer Name steht sofort in jeder Partie jeder Spielrunde, in der diese Person spielt. Die Partien selbst bleiben, wie sie eingegeben wurden.',
	renameFrom: 'Person',
	renameTo: 'Neuer Name',
	renameButton: 'Umbenennen',
	renamed: (from: string, to: string) => `${from} heißt jetzt ${to}.`,
	correctionsHeading: 'Korrekturen',
	correction: (from: string, to: string) => `${from} → ${to}`,
	undoCorrection: (from: string) => `${from} wieder zeigen`,
	'rename_name-empty': 'Gib den neuen Namen ein.',
	'rename_name-invisible': 'Der neue Name hat keine sichtbaren Zeichen.',
	'rename_name-too-long': 'Der neue Name ist länger als 40 Zeichen.',
	'rename_name-taken': 'Dieser Name ist vergeben.',
	'rename_same-name': 'So heißt die Person schon.',
	'rename_played-together':
		'Die beiden haben in derselben Partie gespielt, sind also zwei Personen: nicht zusammengeführt.',
	'rename_not-saved': 'Speichern ist fehlgeschlagen: nichts wurde geändert.',
	'rename_no-games':
		'Keine gespeicherte Partie dieser Spielrunde oder Person: nichts wurde umbenannt.'
};

export default messages;

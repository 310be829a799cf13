// The referee area's messages in German.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	heading: 'Regelfragen',
	intro:
		'Die Regelfragen, über die am Tisch gestritten wird, je Ausgabe beantwortet, mit dem Abschnitt der Spielregel zum Nachlesen.',
	searchLabel: 'Fragen durchsuchen',
	searchHint: 'Ein paar Wörter genügen, zum Beispiel „drittes Feld“ oder „Gleichstand“.',
	editionLabel: 'Ausgabe',
	allEditions: 'Alle Ausgaben',
	playersLabel: 'Spieler',
	anyPlayers: 'Beliebig viele',
	stepLabel: 'My-First-Stufe',
	anyStep: 'Jede Stufe',
	topicsLabel: 'Themen',
	allTopics: 'Alle Themen',
	loading: 'Antworten werden geladen …',
	loadFailed: 'Die Antworten konnten nicht geladen werden. Lade die Seite neu.',
	noResults: (query: string) =>
		`Keine Frage passt zu „${query}“. Versuch andere oder weniger Wörter.`,
	resultCount: (count: number) =>
		new Intl.PluralRules('de').select(count) === 'one' ? `${count} Frage` : `${count} Fragen`,
	otherEditions: (count: number) =>
		new Intl.PluralRules('de').select(count) === 'one'
			? `${count} Antwort für andere Ausgaben`
			: `${count} Antworten für andere Ausgaben`,
	sourceLabel: 'Zum Nachlesen',
	silentNote: 'Die Spielregel schweigt hier: So hält es die App.',
	players: (min: number, max: number) => (min === max ? `${min} Spieler` : `${min}–${max} Spieler`),
	steps: (first: string, last: string) => `${first} bis ${last}`
};

export default messages;

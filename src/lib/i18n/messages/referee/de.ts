// The referee area's messages in German.
import { plural } from '../../format';
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
	resultCount: (count: number) => plural('de', count, { one: '# Frage', other: '# Fragen' }),
	unknown: (query: string) => `Auf „${query}“ gibt es hier keine Antwort.`,
	unknownTopics: 'Die nächsten Themen zum Stöbern:',
	unknownRulebook:
		'Bei einer Regelfrage schau in der Spielregel deiner Ausgabe bei dem Teil des Zuges nach, in dem sie aufkam (Anbauen, Handeln, Ziehen oder Spielende). Sagt die Spielregel nichts, einigt euch am Tisch, bevor ihr weiterspielt.',
	otherEditions: (count: number) =>
		plural('de', count, {
			one: '# Antwort für andere Ausgaben',
			other: '# Antworten für andere Ausgaben'
		}),
	sourceLabel: 'Zum Nachlesen',
	silentNote: 'Die Spielregel schweigt hier: So hält es die App.',
	players: (min: number, max: number) =>
		min === max
			? plural('de', min, { one: '# Spieler', other: '# Spieler' })
			: `${min}–${plural('de', max, { one: '# Spieler', other: '# Spieler' })}`,
	steps: (first: string, last: string) => `${first} bis ${last}`,
	close: 'Schließen'
};

export default messages;

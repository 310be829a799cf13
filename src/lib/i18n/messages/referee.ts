import { defineMessages } from '../define';

/** The referee's page chrome ("Ask the referee"); the questions and answers live in src/lib/referee. */
export const referee = defineMessages({
	en: {
		heading: 'Ask the referee',
		intro:
			'The rules questions that stop a game at the table, answered for each edition, with the rulebook section to check.',
		searchLabel: 'Search the questions',
		searchHint: 'A few words are enough, for example “third field” or “tie”.',
		editionLabel: 'Edition',
		allEditions: 'All editions',
		playersLabel: 'Players',
		anyPlayers: 'Any number',
		stepLabel: 'My First step',
		anyStep: 'Any step',
		topicsLabel: 'Topics',
		allTopics: 'All topics',
		loading: 'Loading the answers…',
		loadFailed: 'The answers could not be loaded. Reload the page to try again.',
		noResults: (query: string) => `No question matches “${query}”. Try other words or fewer.`,
		resultCount: (count: number) =>
			new Intl.PluralRules('en').select(count) === 'one'
				? `${count} question`
				: `${count} questions`,
		otherEditions: (count: number) =>
			new Intl.PluralRules('en').select(count) === 'one'
				? `${count} answer for other editions`
				: `${count} answers for other editions`,
		sourceLabel: 'Where to read it',
		silentNote: 'The rulebook is silent here: this is what the app assumes.',
		players: (min: number, max: number) =>
			min === max ? `${min} players` : `${min}–${max} players`,
		// A range of My First steps (the component shows a single step by its name alone).
		steps: (first: string, last: string) => `${first} to ${last}`
	},
	de: {
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
		players: (min: number, max: number) =>
			min === max ? `${min} Spieler` : `${min}–${max} Spieler`,
		steps: (first: string, last: string) => `${first} bis ${last}`
	},
	fr: {
		heading: 'Questions de règles',
		intro:
			'Les questions de règles qui arrêtent une partie, avec la réponse de chaque édition et la section de la règle à consulter.',
		searchLabel: 'Chercher une question',
		searchHint: 'Quelques mots suffisent, par exemple « troisième champ » ou « égalité ».',
		editionLabel: 'Édition',
		allEditions: 'Toutes les éditions',
		playersLabel: 'Joueurs',
		anyPlayers: 'Peu importe',
		stepLabel: 'Étape de My First',
		anyStep: 'Toutes les étapes',
		topicsLabel: 'Thèmes',
		allTopics: 'Tous les thèmes',
		loading: 'Chargement des réponses…',
		loadFailed: 'Les réponses n’ont pas pu être chargées. Rechargez la page pour réessayer.',
		noResults: (query: string) =>
			`Aucune question ne correspond à « ${query} ». Essayez d’autres mots, ou moins de mots.`,
		resultCount: (count: number) =>
			new Intl.PluralRules('fr').select(count) === 'one'
				? `${count} question`
				: `${count} questions`,
		otherEditions: (count: number) =>
			new Intl.PluralRules('fr').select(count) === 'one'
				? `${count} réponse pour d’autres éditions`
				: `${count} réponses pour d’autres éditions`,
		sourceLabel: 'Où le lire',
		silentNote: 'La règle ne dit rien ici : voici ce que suppose l’application.',
		players: (min: number, max: number) =>
			min === max ? `${min} joueurs` : `${min} à ${max} joueurs`,
		steps: (first: string, last: string) => `${first} à ${last}`
	}
});

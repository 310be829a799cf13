// The referee area's messages in English.
import { plural } from '../../format';

const messages = {
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
	resultCount: (count: number) => plural('en', count, { one: '# question', other: '# questions' }),
	// No question fits the query well enough: say so, offer the closest topics and the rulebook.
	unknown: (query: string) => `The referee has no answer for “${query}”.`,
	unknownTopics: 'The closest topics to browse:',
	unknownRulebook:
		'For a rules question, look in your edition’s rulebook at the part of the turn where it came up (planting, trading, drawing, or the end of the game). If the rulebook says nothing, agree on it as a table before you play on.',
	otherEditions: (count: number) =>
		plural('en', count, {
			one: '# answer for other editions',
			other: '# answers for other editions'
		}),
	sourceLabel: 'Where to read it',
	silentNote: 'The rulebook is silent here: this is what the app assumes.',
	players: (min: number, max: number) =>
		min === max
			? plural('en', min, { one: '# player', other: '# players' })
			: `${min}–${plural('en', max, { one: '# player', other: '# players' })}`,
	// A range of My First steps (the component shows a single step by its name alone).
	steps: (first: string, last: string) => `${first} to ${last}`,
	close: 'Close'
};

export type Messages = typeof messages;
export default messages;

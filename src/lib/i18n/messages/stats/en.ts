// The statistics screen's messages in English.
import { plural } from '../../format';

const messages = {
	heading: 'Statistics',
	intro: 'Figures of finished games, per group of players and per player.',
	loading: 'Reading the games…',
	none: 'Finish a game to see statistics.',
	groupsHeading: 'Groups',
	playersHeading: 'Players',
	groupGames: (games: number) => plural('en', games, { one: '# game', other: '# games' }),
	allGroups: 'All groups and players',
	groupHeading: (names: string) => `Group: ${names}`,
	playerHeading: (name: string) => `Player: ${name}`,
	filters: 'Which games',
	edition: 'Edition',
	allEditions: 'All editions',
	period: 'Period',
	period_all: 'All time',
	period_year: 'Last 12 months',
	period_month: 'Last 30 days',
	moreColumns: (columns: number) =>
		plural('en', columns, {
			one: '→ # more column to the side',
			other: '→ # more columns to the side'
		}),
	counted: (games: number) =>
		plural('en', games, { one: '# finished game counted.', other: '# finished games counted.' }),
	unfinished: (games: number) =>
		plural('en', games, {
			one: '# game not finished (abandoned or under way) is not counted.',
			other: '# games not finished (abandoned or under way) are not counted.'
		}),
	noneHere: 'No finished games of these players with this choice.',
	figuresHeading: 'Wins and totals',
	player: 'Player',
	games: 'Games',
	wins: 'Wins',
	winRate: 'Win rate',
	sharedWins: 'Shared wins',
	average: 'Average total',
	best: 'Best total',
	streak: 'Longest winning streak',
	headToHeadHeading: 'Head to head',
	ahead: (name: string, count: number) =>
		plural('en', count, { one: `${name} ahead: #`, other: `${name} ahead: #` }),
	level: (count: number) => plural('en', count, { one: 'Level: #', other: 'Level: #' }),
	tiesHeading: 'Ties at the top, per edition',
	tiesGames: 'Games',
	tied: 'Top coins tied',
	decided: 'Decided by the tie-break',
	shared: 'Win shared',
	lastHeading: 'Last game',
	lastGame: (date: string, edition: string) => `${date}, ${edition}`,
	wonBy: (names: string) => `Won by ${names}`,
	coinsOf: (name: string, coins: number) =>
		plural('en', coins, { one: `${name}: # coin`, other: `${name}: # coins` }),
	totalsHeading: 'Totals game by game',
	totalsSummary: (shown: number, leader: string, average: string) =>
		plural('en', shown, { one: 'The last game. ', other: 'The last # games. ' }) +
		`Highest average in them: ${leader} with ${average} coins.`,
	winsHeading: 'Wins per player',
	winsSummary: (list: string) => `Wins: ${list}.`,
	winsItem: (name: string, wins: number) =>
		plural('en', wins, { one: `${name} #`, other: `${name} #` }),
	showTable: 'Show the numbers',
	hideTable: 'Hide the numbers',
	gameColumn: 'Game',
	winnerColumn: 'Winner',
	gameAxis: 'games, oldest on the left',
	coinsAxis: 'coins',
	winnerMark: 'filled mark: the winner',
	loadingPlots: 'Drawing the plots…',
	plotsFailed: 'The plots could not be loaded. Reload the page while online once.',
	namesHeading: 'Rename or merge a player',
	namesHelpGroup:
		'A new name shows at once in every game of this group; the same name in another group stays another person. A typo renamed to the right name joins its games to the right group. The games themselves stay as they were typed in.',
	namesHelpPlayer:
		'A new name shows at once in every game of every group this player plays in. The games themselves stay as they were typed in.',
	renameFrom: 'Player',
	renameTo: 'New name',
	renameButton: 'Rename',
	renamed: (from: string, to: string) => `${from} is now shown as ${to}.`,
	correctionsHeading: 'Corrections',
	correction: (from: string, to: string) => `${from} → ${to}`,
	undoCorrection: (from: string) => `Show ${from} again`,
	'rename_name-empty': 'Type the new name.',
	'rename_name-invisible': 'The new name has no visible letters.',
	'rename_name-too-long': 'The new name is longer than 40 characters.',
	'rename_name-taken': 'That name is taken.',
	'rename_same-name': 'That is already the player’s name.',
	'rename_played-together':
		'These two played in the same game, so they are two people: not merged.',
	'rename_not-saved': 'Saving failed: nothing was changed.',
	'rename_no-games': 'No stored game of this group or player: nothing was renamed.'
};

export type Messages = typeof messages;
export default messages;

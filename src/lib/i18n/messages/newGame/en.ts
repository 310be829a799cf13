// The new-game form's messages in English.
import { plural } from '../../format';

const messages = {
	'variant_beginners-third-field': 'Beginners start with a third field',
	'variant_cheap-third-field': 'Third field costs 2 coins (5 players)',
	'variant_coins-in-trades': 'Coins may be used in trades (experts)',
	newHeading: 'New game',
	editionHeading: 'Edition',
	variantsHeading: 'Variants',
	playerCountHeading: 'How many players?',
	playerLabel: (seat: number) => `Player ${seat}`,
	moveUp: (name: string) => `Move ${name} up`,
	moveDown: (name: string) => `Move ${name} down`,
	rememberedNames: 'Played before (tap to add):',
	addName: (name: string) => `Add ${name}`,
	quickNames: (first: string, second: string) =>
		`A name left empty becomes “${first}”, “${second}”… The statistics take a name for the same player in every game, so every quick game’s “${first}” counts as one player there.`,
	nameInvisible:
		'This name is made only of invisible characters (such as zero-width spaces): type letters others can read.',
	nameTooLong: (max: number) =>
		`Names can be at most ${plural('en', max, { one: '# character', other: '# characters' })} long.`,
	nameTaken: 'Two players have this name: add an initial to tell them apart.',
	startHeading: 'Who starts?',
	startAny: 'Decide any way you like, or let the app pick at random.',
	pickRandom: 'Pick at random',
	dealerHeading: 'Who deals?',
	startDealer: 'Mark the dealer: the player to the dealer’s left starts.',
	startDealerOldest: 'Mark the oldest player, who deals: the player to the dealer’s left starts.',
	startYoungest: 'The youngest player starts. Who is the youngest?',
	startSpell:
		'Deal each player one spell card. Count down from 10 (“Who has a spell card worth 10? 9? …”): who answers first?',
	dealerStarts: (dealer: string, starter: string) => `${dealer} deals, so ${starter} starts.`,
	startMissing: 'Choose who starts (or who deals).',
	createGame: 'Create the game',
	notCreated: 'The game could not be created.',
	stepLabel: 'Which step of My First Bohnanza?',
	playersHeading: 'Players, clockwise around the table'
};

export type Messages = typeof messages;
export default messages;

// The teach area's messages in English.
import { plural } from '../../format';

const messages = {
	heading: 'Teach children to play',
	intro:
		'My First Bohnanza leads children from a simple first game to the full rules, one step at a time. Make a group for the children who play together; the app remembers where they are.',
	groupsHeading: 'Your groups',
	noGroups: 'No group yet. Make one below.',
	groupStep: (step: string) => `Now: ${step}`,
	createHeading: 'New group',
	createHint: 'Type the children’s first names. A colour helps children who cannot read yet.',
	childName: (n: number) => `Child ${n}`,
	childColour: (n: number) => `Colour of child ${n}`,
	noColour: 'No colour',
	addChild: 'Add a child',
	createGroup: 'Make the group',
	colour_red: 'Red',
	colour_orange: 'Orange',
	colour_yellow: 'Yellow',
	colour_green: 'Green',
	colour_blue: 'Blue',
	colour_purple: 'Purple',
	colour_pink: 'Pink',
	'error_no-names': 'Type at least one name.',
	'error_too-many-children': 'At most five children play My First Bohnanza together.',
	'error_name-invisible':
		'A name is made only of invisible characters (such as zero-width spaces): type letters the children can read.',
	'error_name-too-long': 'A name can have at most 30 letters.',
	'error_duplicate-name': 'Two children have the same name. Add an initial to tell them apart.',
	'error_unknown-colour': 'Pick one of the colours in the list.',
	groupNotFound: 'This group does not exist (any more).',
	backToGroups: 'All groups',
	pathHeading: 'The path',
	stepPlays: (n: number) => plural('en', n, { one: 'Played once', other: 'Played # times' }),
	currentStep: 'Now playing',
	playedStep: 'Done',
	suggestNext: (n: number, next: string) =>
		`${plural('en', n, { one: 'Played once', other: 'Played # times' })}. Ready for “${next}”? You decide together with the children.`,
	goToStep: (step: string) => `Move on to “${step}”`,
	makeCurrent: 'Play this step now',
	addManual: 'Add a game played without the app',
	removeManual: 'Take back a game added by hand',
	manualAdded: 'Game added.',
	ruleCardHeading: 'What is new',
	readAloud: 'Read aloud',
	stopReading: 'Stop reading',
	playThisStep: 'Start a coached game of this step',
	bridgeHeading: 'On to real Bohnanza',
	bridgeIntro:
		'After step 5 the children know every rule. Swap My First beans for Bohnanza beans with the same number of cards. Swap as many kinds as the children like: the rules stay the same, only the beanometers get harder.',
	bridgeSwap: (cards: number) => plural('en', cards, { one: '# card', other: '# cards' }),
	bridgeNone: (cards: number) =>
		`No Bohnanza bean has ${plural('en', cards, { one: '# card', other: '# cards' })}: keep this one.`,
	deleteGroup: 'Delete this group',
	confirmDelete: 'Delete the group? Its games stay in the game list.',
	coach_heading: 'Turn coach',
	coach_turnOf: (name: string) => `${name}’s turn`,
	'coach_plant-first': 'Plant the first card of your line',
	'coach_plant-first-hand': 'Plant the first card of your hand',
	'coach_plant-second': 'Plant one more card? You may.',
	'coach_turn-over-and-trade': (n: number) =>
		`Turn over ${plural('en', n, { one: '# card', other: '# cards' })} and trade`,
	coach_draw: (n: number) =>
		plural('en', n, { one: 'Draw # card', other: 'Draw # cards, one after the other' }),
	'coach_draw-line': (n: number) =>
		plural('en', n, {
			one: 'Draw # card and put it at the right end of your line',
			other: 'Draw # cards and put them at the right end of your line'
		}),
	coach_done: 'Done',
	coach_skip: 'No, go on',
	coach_turnDone: 'Your turn is done.',
	coach_nextUp: (name: string) => `Your turn is done. Now it’s ${name}’s turn!`,
	coach_partOf: (n: number, total: number) => `Part ${n} of ${total}`,
	coach_helpHeading: 'Something happened?',
	'situation_third-type': 'A new kind of bean, and every field is taken?',
	'situation_field-full': 'A field has enough beans for a coin?',
	situation_harvest: 'Harvesting beans?',
	'situation_three-coins': 'Someone has three coins?',
	'situation_single-bean': 'Harvest a field with one bean?',
	'situation_game-end': 'Is the game over?',
	'situation_game-start': 'Before you start',
	kids_heading: 'Everyone’s coins',
	kids_coins: (name: string, n: number) =>
		`${name}: ${plural('en', n, { one: '# coin', other: '# coins' })}`,
	kids_wins: 'Wins!',
	kids_allWin: 'Same number of coins at the top: they all win!',
	kids_wellPlayed: 'Well played, everyone!',
	start_heading: 'Start a coached game',
	start_step: (title: string) => `Next game: ${title}`,
	start_who: 'Who plays today?',
	start_extras: 'Grown-ups playing too?',
	start_extra: (n: number) => `Another player, number ${n} (for example a grown-up)`,
	start_youngest: 'Who is the youngest? They start.',
	start_go: 'Start the game',
	'start_error_players-out-of-range':
		'My First Bohnanza needs 3 to 5 players. Add a grown-up, or let more children play.',
	'start_error_no-start-player': 'Tap the youngest player: they start.',
	'start_error_duplicate-name': 'Two players have the same name. Add an initial.',
	'start_error_not-saved': 'The game could not be saved. Nothing was started.',
	coach_newRule: 'A rule for this moment',
	gotIt: 'Got it',
	teachModeHeading: 'Learning the rules',
	teachModeSwitch: 'Explain each part of the turn the first time it comes up in this game',
	teachModeOff: 'Explanations are switched off.',
	phase_plant: (must: number, may: number) =>
		`Plant: plant ${plural('en', must, { one: 'the first card', other: 'the first # cards' })} from the front of your hand into your fields. You may plant ${plural('en', may, { one: 'the next one', other: '# more' })} too. Never change the order of your hand.`,
	phase_trade: (flip: number) =>
		`Trade: turn over ${plural('en', flip, { one: '# card', other: '# cards' })} from the draw pile. Everyone may trade with you (only with you) for them and for cards from their hands.`,
	'phase_plant-traded':
		'Plant the traded cards: everyone plants the cards they got, and you plant the turned-over cards you kept.',
	phase_draw: (draw: number) =>
		plural('en', draw, {
			one: 'Draw: take # card and put it at the back of your hand.',
			other: 'Draw: take # cards, one at a time, and put each at the back of your hand.'
		}),
	'phase_take-offer':
		'Take the offer: the cards your opponent left out are yours. Plant the ones you want, discard the rest. Not on the very first turn.',
	'phase_discard-optional': (upTo: number) =>
		`You may discard ${plural('en', upTo, { one: 'one card', other: 'up to # cards' })} from anywhere in your hand, face up.`,
	'phase_turn-up': (flip: number) =>
		`Turn up ${plural('en', flip, { one: '# card', other: '# cards' })}. While the top card of the discard pile matches one of them, add it. Plant any of them; the rest stay out as an offer to your opponent.`,
	phase_spell:
		'Magic: your planted beans may now cast their magic, and each Zauberbohne (magic bean) you play from your hand activates one of your spell cards.',
	setupTeachSwitch: 'Learning the rules: explain each part of the turn the first time it comes up',
	setupCoachSwitch: 'Turn coach: walk each player through their turn, one part at a time',
	'start_error_name-invisible':
		'A name is made only of invisible characters (such as zero-width spaces): type letters everyone can read.'
};

export type Messages = typeof messages;
export default messages;

// The tracker area's messages in English.
import { plural } from '../../format';

const messages = {
	startsLabel: (name: string) => `${name} starts.`,
	playHeading: (edition: string) => `Game: ${edition}`,
	loadingGame: 'Loading the game…',
	gameMissing: 'This game does not exist on this device (it may have been deleted).',
	backToGames: 'All games',
	fields: (n: number) =>
		plural('en', n, {
			one: 'Each player has # bean field.',
			other: 'Each player has # bean fields.'
		}),
	thirdFieldDiscard: (cost: number) =>
		`Each player may buy a third field once, for ${plural('en', cost, { one: '# coin', other: '# coins' })}; the coins go on the discard pile.`,
	thirdFieldBox: (cost: number) =>
		`Each player may buy a third field once, for ${plural('en', cost, { one: '# coin', other: '# coins' })}; the coins go back in the box.`,
	thirdFieldAnyTime:
		'The third field may be bought at any moment of the game, during other players’ turns too.',
	spellCards: (total: number, each: number) =>
		`Shuffle the ${plural('en', total, { one: '# spell card', other: '# spell cards' })} and deal ${plural('en', each, { one: '# face down', other: '# face down' })} to each player; the rest form a face-down pile.`,
	'phase_take-offer': 'Take the offer',
	phase_plant: 'Plant',
	'phase_discard-optional': 'Discard',
	phase_spell: 'Spell phase',
	phase_trade: 'Turn over and trade',
	'phase_turn-up': 'Turn up',
	'phase_plant-traded': 'Plant traded cards',
	phase_draw: 'Draw',
	'remind_take-offer':
		'Take the cards your opponent left on offer: plant any of them, discard the rest.',
	remind_plant: 'Plant your first hand card; you may plant the next one too.',
	'remind_plant-line': 'Plant the first card of your line; you may plant the next one too.',
	'remind_discard-optional': 'You may discard one hand card from anywhere, face up.',
	remind_spell:
		'Use the magic of your planted beans and play Zauberbohnen from your hand to activate spell cards.',
	remind_trade: (flip: number) =>
		`Turn over ${plural('en', flip, { one: '# card', other: '# cards' })} from the draw pile, then trade and give away cards.`,
	'remind_turn-up': (flip: number) =>
		`Turn up ${plural('en', flip, { one: '# card', other: '# cards' })}; add each matching top card of the discard pile. Plant any, leave the rest on offer.`,
	'remind_plant-traded': 'Everyone plants the cards they turned over, got or traded.',
	remind_draw: (draw: number) =>
		`Draw ${plural('en', draw, { one: '# card', other: '# cards' })}, one by one, to the back of your hand.`,
	'remind_draw-line': (draw: number) =>
		`Draw ${plural('en', draw, { one: '# card', other: '# cards' })} and add them to the end of your line, in the order drawn.`,
	// Rabohnzel's cards print German names, so every language shows those.,
	spellValue: (value: number) => `value ${value}`,
	turnOf: (name: string, turn: number) => `Turn ${turn}: ${name}`,
	passOf: (pass: number, passes: number) => `Pass ${pass} of ${passes}`,
	passOnly: 'The draw pile is used once: the game ends when it runs out.',
	lastPass: 'Last pass',
	phaseHeading: 'Phase',
	nextTurn: (name: string) => `Next turn: ${name}`,
	saving: 'Saving…',
	ranOut: 'The draw pile ran out',
	ranOutQuestion: 'When did it run out?',
	ranOutTrade: 'While turning over cards (trading)',
	ranOutTurnUp: 'While turning up cards (the offer)',
	ranOutDraw: 'While drawing',
	cancel: 'Cancel',
	outcome_reshuffle: (pass: number, passes: number) =>
		pass === passes
			? `Shuffle the discard pile: it is the new draw pile. Last pass (${pass} of ${passes})!`
			: `Shuffle the discard pile: it is the new draw pile. Pass ${pass} of ${passes}.`,
	'outcome_finish-trade-and-plant': 'Finish trading and planting, then the game ends.',
	'outcome_finish-one-card':
		'If only one card was left to turn over, trade and plant with that one card, then the game ends.',
	'outcome_finish-turn': 'The player finishes this turn, then the game ends.',
	'outcome_end-now': 'The game ends now.',
	pileHeading: 'Draw pile (estimate)',
	pileEstimate: (cards: number, turns: number) =>
		`About ${plural('en', cards, { one: '# card', other: '# cards' })}, about ${plural('en', turns, { one: '# turn', other: '# turns' })} left in this pass.`,
	pileEstimateLast: (cards: number, turns: number) =>
		`About ${plural('en', cards, { one: '# card', other: '# cards' })}: the game ends in about ${plural('en', turns, { one: '# turn', other: '# turns' })}.`,
	pileUnknown: 'New pile: count or estimate its cards and type the number to see the turns left.',
	reshuffleEstimate: (cards: number) =>
		`The app’s estimate: about ${plural('en', cards, { one: '# card', other: '# cards' })}.`,
	reshuffleAssumes: (hands: number, fields: number, harvested: number, coins: number) =>
		`An estimate, not a count. It assumes ${plural('en', hands, { one: '# card', other: '# cards' })} in the hands (as dealt), ${plural('en', fields, { one: '# card', other: '# cards' })} in the fields (2 in each), and that of the ${plural('en', harvested, { one: '# card', other: '# cards' })} harvested during the last pass ${plural('en', coins, { one: '# was', other: '# were' })} kept as coins (one in four).`,
	reshuffleAssumesSupply: (hands: number, fields: number) =>
		`An estimate, not a count. It assumes ${plural('en', hands, { one: '# card', other: '# cards' })} in the hands (as dealt) and ${plural('en', fields, { one: '# card', other: '# cards' })} in the fields (2 in each); coins come from the supply, so every harvested card is back in the pile.`,
	reshufflePaid: (coins: number) =>
		`${plural('en', coins, { one: '# coin paid for a third field is', other: '# coins paid for third fields are' })} back in the pile.`,
	reshuffleUse: (cards: number) =>
		`Use the estimate: ${plural('en', cards, { one: '# card', other: '# cards' })}`,
	tableHeading: 'Table mode',
	tableIntro:
		'For a phone or tablet lying in the middle of the table: the turn faces the player whose turn it is. Place each player on a side of the device: this side is the edge its text reads upright from, left and right as seen from there.',
	tableDuelIntro:
		'For a phone or tablet lying between the two players: the screen splits into two halves, each facing its player, with that player’s buttons.',
	tableUse: 'Use table mode in this game',
	tableWhere: (name: string) => `Where ${name} sits`,
	tableSide_near: 'This side',
	tableSide_left: 'Left',
	tableSide_far: 'Across',
	tableSide_right: 'Right',
	tableShow: 'Show the table view',
	tableLeave: 'Show the whole game',
	tableYourTurn: (name: string) => `Your turn, ${name}`,
	tableTheirTurn: (name: string) => `${name}’s turn`,
	tableSide: (name: string) => `${name}’s side`,
	pileTyped: 'Based on the number you typed.',
	pileNote: 'An estimate from the cards each turn takes; mistakes are not counted.',
	pileNoteSpells:
		'An estimate from the cards each turn takes; cards taken by bean magic or spells, and mistakes, are not counted.',
	pileInput: 'Cards in the draw pile now',
	pileSave: 'Save count',
	pileInvalid: 'Type a whole number from 0 to 200.',
	thirdFieldHeading: 'Third field',
	thirdFieldBought: (name: string) => `${name} bought a third field`,
	thirdFieldHas: (names: string) => `Already bought: ${names}.`,
	fieldCheckerLink: 'Check a player’s fields',
	undo: 'Undo',
	redo: 'Redo',
	undoWhat: (what: string) => `Undo: ${what}`,
	redoWhat: (what: string) => `Redo: ${what}`,
	changedElsewhere:
		'This game was changed on another screen, so your tap was not saved. Here is the game as it is now: tap again if it is still needed.',
	wakeLockOn: 'The screen stays on during the game.',
	wakeLockUnsupported: 'This browser cannot keep the screen on; it may dim during the game.',
	finishingDone: 'Trading and planting are done: final harvest',
	harvestHeading: 'Final harvest',
	coinsEarned: 'Coins earned during the game',
	showWinner: 'Show the winner',
	playerHeader: 'Player',
	sendGame: 'Send this game to another phone',
	barNext: (name: string) => `Next: ${name}`,
	barCards: (cards: number) =>
		`about ${plural('en', cards, { one: '# card', other: '# cards' })} left`,
	turnBarLabel: 'Turn controls',
	moreActions: 'More',
	harvestDoneCount: (done: number, total: number) => `${done} of ${total} saved`,
	'outcome_finish-turn-up':
		'Finish turning up and planting (what is not planted stays on offer), then the game ends.',
	countHeading: 'Counting the coins',
	finishingCount: 'The last turn is over: count the coins',
	finishingDoneDuel: 'Turning up and planting are done: final harvest',
	tapRepeated: 'Tapped twice: counted once.',
	exported: (file: string) =>
		`Saved as ${file} in your downloads folder. Keep it somewhere safe: it holds your games.`,
	rematch: 'Rematch: same players and seats'
};

export type Messages = typeof messages;
export default messages;

// The calculator area's messages in English.
import { plural } from '../../format';

const messages = {
	fieldsLink: 'Check a player’s fields: which may be harvested now?',
	editionLegend: 'Your edition',
	stepLabel: 'Step you play',
	beansHeading: 'Tap your bean',
	beansHint: 'Find it by the number printed on your card: how many cards of it the game has.',
	beansHintMyFirst:
		'Find it by the number printed on your card: how many cards of it the game has. Two pairs share a number (12 and 8): then look at the picture.',
	tileUnknown: 'numbers unknown',
	tilePartial: 'partly unknown',
	enteredBadge: 'entered from your cards',
	pickBean: 'Tap a bean above to see what a field of it is worth.',
	cardsLabel: 'Cards in the field',
	fewer: 'One card fewer',
	more: 'One card more',
	notWholeNumber: 'Type a whole number of cards, 0 or more (like 5). Nothing was changed.',
	tooMany: (max: number) =>
		`The game has only ${plural('en', Number(max), { one: '# card', other: '# cards' })} of this bean. Nothing was changed.`,
	coinsSentence: (cards: number, bean: string, coins: number) =>
		`${plural('en', Number(cards), { one: '# card', other: '# cards' })} of ${bean}: ${coins === 0 ? 'no coin' : plural('en', Number(coins), { one: '# coin', other: '# coins' })}.`,
	coinsUnknown: (cards: number, bean: string) =>
		`${plural('en', Number(cards), { one: '# card', other: '# cards' })} of ${bean}: not known, the beanometer’s numbers are missing.`,
	coinsPicture: (coins: number) =>
		coins === 0 ? 'no coin' : plural('en', Number(coins), { one: '# coin', other: '# coins' }),
	nextCoin: (more: number, coins: number, cards: number) =>
		`${plural('en', Number(more), { one: '# more card', other: '# more cards' })} for the next coin (${plural('en', Number(coins), { one: '# coin', other: '# coins' })} at ${plural('en', cards, { one: '# card', other: '# cards' })}).`,
	maximumReached: 'Maximum reached: more cards earn nothing more.',
	nextUnknown: 'The next step of this beanometer is not known.',
	protectedSingle:
		'A single card like this may not be harvested while one of your other fields holds more than one card.',
	noProtectionYet:
		'In this step a single card is not protected: it may be harvested at any time, even if it earns nothing.',
	singleNeedsCoin:
		'In this step a single card is not protected, but a field may be harvested only once it holds enough beans for a coin.',
	meterHeading: 'Beanometer on the card',
	meterCards: (cards: number) => plural('en', Number(cards), { one: '# card', other: '# cards' }),
	meterStep: (coins: number) => plural('en', Number(coins), { one: '# coin', other: '# coins' }),
	meterNotPrinted: 'not printed',
	meterUnknown: 'unknown',
	meterReached: 'reached',
	meterNext: 'next',
	notPrintedNote: (coins: number) =>
		`A dash means the card prints no such step: this bean never pays exactly ${plural('en', Number(coins), { one: '# coin', other: '# coins' })}.`,
	reverseLegend: 'How many cards for',
	reverseSentence: (coins: number, cards: number) =>
		`${plural('en', Number(coins), { one: '# coin needs', other: '# coins need' })} ${plural('en', Number(cards), { one: '# card', other: '# cards' })}.`,
	reverseUnreachable: (coins: number) =>
		`This bean never pays ${plural('en', Number(coins), { one: '# coin', other: '# coins' })}.`,
	reverseUnknown: (coins: number) =>
		`Not known how many cards ${plural('en', Number(coins), { one: '# coin needs', other: '# coins need' })}.`,
	meterUnknownNotice:
		'No published source gives this bean’s beanometer, so the app does not guess.',
	meterPartialNotice:
		'Published sources give only part of this bean’s beanometer; the app does not guess the rest.',
	meterEnteredNotice: 'These numbers were entered from your cards.',
	enterFromCard: 'Enter the numbers from your card',
	meterFormLegend: (bean: string) => `Beanometer of ${bean}, as printed on your card`,
	meterFormHintFixed: 'Type the number of cards printed beside each coin.',
	meterFormHintOpen:
		'Type the number of cards printed beside 1, 2, 3 and 4 coins; leave a box empty where your card prints nothing.',
	meterStepLabel: (coins: number) =>
		`Cards for ${plural('en', Number(coins), { one: '# coin', other: '# coins' })}`,
	meterKnown: 'known',
	save: 'Save',
	cancel: 'Cancel',
	editMeter: 'Edit the numbers',
	removeMeter: 'Remove the numbers',
	meterSaved: 'Saved. The calculator now uses your numbers.',
	meterRemoved: 'Removed. This bean’s beanometer is unknown again.',
	storageError: 'Not saved: the device’s storage refused it. Your numbers are still in the form.',
	'meterError_not-a-meter': 'Type the numbers from your card.',
	'meterError_wrong-length': 'Fill in every box: your card prints a number beside each coin.',
	'meterError_too-many-steps': 'This bean pays at most 4 coins: type at most 4 numbers.',
	'meterError_not-whole-number': 'Type whole numbers of cards only (like 4).',
	'meterError_not-positive': 'Every number must be 1 or more.',
	'meterError_more-than-cards':
		'That is more cards than this bean has in the game: check the number on your card.',
	'meterError_missing-step': 'Fill in every box: your card prints a number beside each coin.',
	'meterError_not-increasing': 'Each number must be larger than the one before it.',
	'meterError_contradicts-source':
		'That differs from the number known for this bean; check your card.',
	playersLabel: 'Players',
	thirdFieldBought: 'I bought a third field',
	ownTurn: 'It is this player’s turn',
	fieldLegend: (n: number) => `Field ${n}`,
	beanLabel: 'Bean',
	noBean: 'Empty',
	fieldWorth: (coins: number) =>
		coins === 0
			? 'Worth nothing now.'
			: `Worth ${plural('en', Number(coins), { one: '# coin', other: '# coins' })} now.`,
	fieldWorthUnknown: 'Value not known: enter the numbers from your card in the calculator.',
	verdict_allowed: 'May be harvested now.',
	verdict_empty: 'Empty: nothing to harvest.',
	'verdict_protected-single':
		'Not now: a single card is protected while another of your fields holds more than one card.',
	'verdict_below-first-coin': 'Not yet: this field does not earn a coin yet.',
	'verdict_meter-unknown': 'Not known: enter the numbers from your card in the calculator.',
	'verdict_duel-not-own-turn':
		'Not now: in the bean duel you may harvest only during your own turn.',
	finalHeading: 'At the end of the game',
	finalTotal: (coins: number) =>
		`Harvesting every field would earn ${plural('en', Number(coins), { one: '# coin', other: '# coins' })}.`,
	finalAtLeast: (coins: number, unknown: number) =>
		`Harvesting every field would earn at least ${plural('en', Number(coins), { one: '# coin', other: '# coins' })}; ${plural('en', Number(unknown), { one: '# field has', other: '# fields have' })} an unknown value.`,
	noFinalHarvest: 'In this step beans left in the fields at the end earn nothing.',
	'verdict_bean-needed':
		'Choose the bean: in this step whether a field may be harvested depends on its bean.',
	verdictBelowFirstCoin: (bean: string, needs: number, has: number) =>
		`Not yet: ${bean} needs ${plural('en', needs, { one: '# card', other: '# cards' })} for a coin and this field has ${plural('en', has, { one: '# card', other: '# cards' })}. Keep planting, or cover it under the Mixed Patch Rule. Harvests that earn nothing come only at Step 2.`,
	verdictBelowFirstCoinAutomatic: (bean: string, needs: number, has: number) =>
		`Not yet: ${bean} needs ${plural('en', needs, { one: '# card', other: '# cards' })} for a coin and this field has ${plural('en', has, { one: '# card', other: '# cards' })}. It is harvested by itself the moment it holds that many; until then keep planting, or cover it under the Mixed Patch Rule.`,
	verdictAllowedAutomatic: (needs: number) =>
		`It holds enough for a coin (${plural('en', needs, { one: '# card', other: '# cards' })}): in the first games it is harvested right away.`,
	verdictMeterUnknown: (bean: string) =>
		`Not known yet: in this step a field may be harvested only once it earns a coin, and the app does not know how many ${bean} cards that takes. Enter the numbers from your card in the calculator.`,
	fieldWorthNeedsBean: 'Choose the bean to see what this field pays.',
	playersPreset: (players: number) =>
		plural('en', Number(players), { one: '# player', other: '# players' })
};

export type Messages = typeof messages;
export default messages;

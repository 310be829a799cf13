// The trackerPanels area's messages in English.
import { plural } from '../../format';

const messages = {
	beanMagicHeading: 'Bean magic (active player)',
	spellCardsHeading: 'Spell cards',
	magicLine: (bean: string, planted: number, effect: string) =>
		`${bean} (${plural('en', planted, { one: '# or more planted', other: '# or more planted' })}): ${effect}`,
	'effect_steal-last-hand-card': 'take the last card of an opponent’s hand.',
	'effect_draw-to-hand': 'draw a card to the back of your hand.',
	'effect_may-plant-drawn-card': 'draw a card; you may plant it instead of keeping it.',
	'effect_activate-spell-card': 'activate one of your spell cards.',
	'effect_activate-two-spell-cards': 'activate two of your spell cards.',
	'effect_attack-for-coin': 'draw a coin from an opponent; the bean on it decides what happens.',
	'effect_opponents-reveal-coin':
		'each opponent with coins shuffles them and turns one up at random; whoever turned up the highest number among those coins keeps it, everyone else puts theirs on the discard pile.',
	capeBonus: (bean: string) =>
		`${bean}: no magic. Harvesting at least 2 lets you draw a new spell card from the spell pile, while it lasts; harvesting at least 3 also earns the coins of its beanometer.`,
	'spell_attack-spell':
		'The Gemeine Bohne’s magic needs only one of them planted. A Schwertbohne attack in the spell phase draws two of the opponent’s coins: pick the one that counts and hand back the other, which does nothing. Each activation helps either the Gemeine Bohnen or the Schwertbohnen, not both; if both coins show a Schwertbohne or a Pflückbohne, one of them must still count.',
	'spell_bean-field-spell':
		'Open a temporary third field when planting; it is gone once you harvest any field.',
	'spell_spell-swap':
		'Hand this card to another player and take one of their face-down spell cards in exchange.',
	'spell_trade-spell':
		'Turn over a third card when trading; turned-over cards may go to the discard pile instead of being planted.',
	'spell_magic-card-flow': 'Play your front hand card as many times in a row as you like.',
	'spell_pile-spell': 'When trading, take the top discard and use it like a turned-over card.',
	'spell_enchant-beans':
		'In the planting phase of your turn (phase 3), put a bean on the first bean of any field: that first bean becomes this bean’s kind at once.',
	'spell_enchant-players':
		'All other players plant the front card of their hand right away; you may do the same.',
	'spell_rearrange-spell': 'Move one of your hand cards to another place in your hand.',
	'spell_hand-card-spell':
		'If you skip trading, draw 5 cards instead of 3 at the end of your turn.',
	'spell_random-spell':
		'Activate the top card of the spell pile; it is shuffled back at the end of your turn (if it is the Zauberkartentausch and you use it, the card you took goes back instead).',
	logHeading: 'What happened',
	logEmpty: 'Nothing yet.',
	logShowAll: (count: number) =>
		plural('en', count, { one: 'Show the only entry', other: 'Show all # entries' }),
	logUndone: 'undone',
	logIgnored: 'not applied',
	harvestIntro: 'Everyone harvests all fields, even single cards. Cards in hand are worth nothing.',
	fieldLabel: (n: number) => `Field ${n}`,
	emptyField: 'Empty',
	fieldCoins: (coins: number) => plural('en', coins, { one: '# coin', other: '# coins' }),
	unknownMeter:
		'The app does not know this bean’s beanometer: type the coins your card shows for this many cards.',
	unknownCoinsLabel: 'Coins for this field',
	harvestNoFields: 'In these first games, beans left in the fields earn nothing.',
	harvestTotal: (coins: number) =>
		`Total: ${plural('en', coins, { one: '# coin', other: '# coins' })}`,
	saveHarvest: (name: string) => `Save ${name}`,
	harvestSaved: (name: string, coins: number) =>
		`${name}: ${plural('en', coins, { one: '# coin', other: '# coins' })} saved.`,
	tieHeading: 'Breaking the tie',
	tieHandCards: (coins: number) =>
		`Tie at ${plural('en', coins, { one: '# coin', other: '# coins' })}: the most cards in hand decides. Count your hand cards.`,
	tieSpell: (coins: number) =>
		`Tie at ${plural('en', coins, { one: '# coin', other: '# coins' })}: the spell cards decide. Add up the values of your spell cards.`,
	handCardsOf: (name: string) => `Cards in ${name}’s hand`,
	spellValueOf: (name: string) => `Spell card value of ${name}`,
	saveTie: 'Save',
	resultHeading: 'Result',
	winnerOne: (name: string, coins: number) =>
		`${name} wins with ${plural('en', coins, { one: '# coin', other: '# coins' })}!`,
	winnersShared: (names: string, coins: number) =>
		`${names} share the win with ${plural('en', coins, { one: '# coin', other: '# coins' })}!`,
	'decided_furthest-from-start': (name: string) =>
		`${name} wins the tie: sitting furthest clockwise from the start player.`,
	'decided_most-hand-cards': (name: string, cards: number) =>
		`${name} wins the tie with the most cards in hand (${plural('en', cards, { one: '# card', other: '# cards' })}).`,
	'decided_spell-value': (name: string, value: number) =>
		`${name} wins the tie with spell cards worth ${value}.`,
	'decided_all-tied-win': 'In My First Bohnanza all tied players win.',
	decided_shared: 'The rules break this tie no further: the win is shared.',
	placeHeader: 'Place',
	coinsHeader: 'Coins',
	handHeader: 'Hand cards',
	spellHeader: 'Spell value',
	sendBgStats: 'Send to BG Stats',
	exportGame: 'Export this game',
	totalCoinsOf: (name: string) => `Total coins of ${name}`,
	totalCoinsHint: 'The total: coins earned during the game plus the final harvest.',
	enterFields: (name: string) => `Count ${name}’s fields instead`,
	typeTotal: 'Type the total instead',
	log_setupDone: 'Setup done.',
	sharedPlacesNote:
		'Players with the same coins share a place; the edition’s tie rule decides only the winner.',
	spellTickHint: 'Tick the spell cards already used this turn.',
	swordAttackHeading: 'Sword attack: the bean on the drawn coin decides',
	swordAttackIntro:
		'The attacked player shuffles their coins and the attacker draws one and shows it. Until the attack is over, the attacked player may not harvest.',
	harvestIntroNone:
		'In this game nothing is harvested at the end: beans in the lines and in the fields are worth nothing. Only the coins each player collected count.',
	totalCoinsHintNone: 'The coins this player collected during the game.',
	harvestIntroCoin:
		'A field with enough beans for at least one coin may still be harvested; smaller fields and the cards in the lines are worth nothing.',
	spellFieldNote:
		'A Bohnenfeldzauber field that is still standing counts as a third field now: it would have gone at its owner’s next harvest, and this harvest is the last.',
	spellDetail: (value: number, text: string) => `(value ${value}): ${text}`,
	attackCoinPick: 'Which bean is on the drawn coin?',
	logShowMore: (count: number) =>
		plural('en', count, { one: 'Show # more entry', other: 'Show # more entries' }),
	// Short English glosses shown beside the German names printed on Rabohnzel's cards.
	'spellGloss_attack-spell': 'attack spell',
	'spellGloss_bean-field-spell': 'bean-field spell',
	'spellGloss_spell-swap': 'spell-card swap',
	'spellGloss_trade-spell': 'trade spell',
	'spellGloss_magic-card-flow': 'magic card flow',
	'spellGloss_pile-spell': 'pile spell',
	'spellGloss_enchant-beans': 'enchanting the beans',
	'spellGloss_enchant-players': 'enchanting the players',
	'spellGloss_rearrange-spell': 'rearranging spell',
	'spellGloss_hand-card-spell': 'hand-card spell',
	'spellGloss_random-spell': 'random spell',
	rematchFailed: 'The rematch could not be saved: nothing was started.',
	shareResult: 'Share the result',
	resultTitle: (edition: string) => `${edition}: the result`,
	resultRow: (place: string, name: string, coins: number) =>
		`${place} ${name}: ${plural('en', coins, { one: '# coin', other: '# coins' })}`,
	resultShared: 'The result is shared.',
	resultCopied: 'The result is copied: paste it into a message.',
	resultShareFailed: 'The result could not be shared or copied.'
};

export type Messages = typeof messages;
export default messages;

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
		'In phase 3 (planting after trading), open a temporary third field; it is gone once you harvest any field.',
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
	// The spell phase folds each spell card's text behind its name and this label.
	spellWhyHeading: 'What each spell card does',
	spellWhy: 'what it does',
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
	resultShareFailed: 'The result could not be shared or copied.',
	source_S000: 'AMIGO rules',
	source_S001: 'My First Bohnanza rules',
	source_S002: '2-7 player summary',
	source_S003: 'Rabohnzel rules',
	source_S004: 'AMIGO 1997 rules',
	source_RGG: 'Rio Grande rulebook',
	source_WP: 'card tables',
	source_CODE: 'card tables',
	source_FR: 'card tables',
	ruleFrom: (labels: string) => `Rule: ${labels}`,
	checklistHeading: 'Setup checklist',
	checklistProgress: (done: number, total: number) => `${done} of ${total} done`,
	'item_remove-beans': 'Beans to take out',
	'item_coin-supply': 'Coin supply',
	'item_deck-size': 'Deck',
	item_fields: 'Fields',
	'item_third-field': 'Third field',
	'item_spell-cards': 'Spell cards',
	'item_start-player': 'Start player',
	item_deal: 'Deal',
	'item_draw-pile': 'Draw pile',
	'item_draw-pile-counter': 'Draw-pile counter',
	'item_bean-duel': 'Bean duel',
	'item_step-rules': 'This step’s rules',
	'item_coins-in-trades': 'Coins in trades',
	item_turn: 'A turn',
	'item_game-end': 'End of the game',
	'item_tie-break': 'Ties',
	removeBeans: (list: string) => `Take these out of the box; they are not used: ${list}.`,
	deckSize: (cards: number, kinds: number) =>
		`Shuffle together ${plural('en', kinds, { one: '# kind of bean', other: '# kinds of bean' })}: ${plural('en', cards, { one: '# card', other: '# cards' })}.`,
	thirdFieldNo: 'Nobody can buy a third field in this game.',
	thirdFieldUnsaid: 'These rules never mention buying a third field; the app assumes nobody can.',
	startAnyItem: 'Any method decides who starts; the start player stays the same all game.',
	startDealerItem: 'The dealer’s left-hand neighbour takes the first turn.',
	startDealerOldestItem: 'The oldest player deals; the player to their left starts.',
	startYoungestItem: 'The youngest player starts.',
	startSpellItem: 'Whoever holds the highest spell card (counting down from 10) starts.',
	dealIntro: 'Deal clockwise, starting with the start player:',
	dealLine: (name: string, cards: number) =>
		`${name}: ${plural('en', cards, { one: '# card', other: '# cards' })}`,
	dealHand: 'Nobody may reorder their hand: cards stay in the order they arrived.',
	dealFaceUp: 'Lay each player’s cards face up in a line, in the order dealt.',
	drawPile: (cards: number) =>
		`The rest is the draw pile: ${plural('en', cards, { one: '# card', other: '# cards' })}.`,
	duelIntro: 'With two players, the bean duel changes the game:',
	stepRulesIntro: 'Rules in play at this step:',
	'myFirst_face-up-line': 'Cards lie face up in a line; their order is kept.',
	'myFirst_mixed-patch':
		'Mixed Patch Rule: a kind of bean that fits none of the fields may be laid over one of them.',
	'myFirst_auto-harvest': 'A field is harvested as soon as it reaches its coin, even out of turn.',
	'myFirst_coin-supply': 'Coins come from the coin supply.',
	'myFirst_choose-harvest-time': 'Players choose when to harvest (for 1 or 2 coins).',
	'myFirst_end-harvest': 'At the end, fields worth a coin may still be harvested.',
	'myFirst_harvested-cards-are-coins': 'Harvested cards are turned over and become coins.',
	'myFirst_harvest-may-earn-nothing': 'A harvest may earn nothing, as in the full game.',
	'myFirst_third-field-buyable': 'A third field can be bought for 3 coins at any time.',
	'myFirst_hand-cards': 'Cards are held in hand, in order.',
	'myFirst_protection-rule':
		'A single card may not be harvested while another field holds more than one.',
	turnItem: (phases: string) => `Each turn: ${phases}.`,
	gameEndItem: (passes: number) =>
		plural('en', passes, {
			one: 'The draw pile is used once: the game ends when it runs out.',
			other:
				'The draw pile is used # times: it is reshuffled from the discard pile, and the game ends when it runs out the last time.'
		}),
	'tie_furthest-from-start':
		'On a tie, the tied player furthest clockwise from the start player wins.',
	'tie_most-hand-cards': 'On a tie, the tied player with the most cards in hand wins.',
	'tie_spell-value': 'On a tie, the tied player whose spell cards are worth the most wins.',
	'tie_all-tied-win': 'On a tie, all tied players win.',
	tie_none: 'The rules name no tie-break; the app assumes the tied players share the win.',
	startGame: 'Start the game',
	log_checklistTicked: (item: string) => `Ticked: ${item}`,
	log_checklistUnticked: (item: string) => `Unticked: ${item}`,
	log_gameStarted: (name: string) => `The game started; ${name} begins.`,
	log_turnAdvanced: (name: string, turn: number) => `Turn ${turn}: ${name}.`,
	log_phaseSet: (phase: string) => `Phase: ${phase}.`,
	log_ranOutTrade: (outcome: string) => `The draw pile ran out while trading. ${outcome}`,
	log_ranOutTurnUp: (outcome: string) => `The draw pile ran out while turning up cards. ${outcome}`,
	log_ranOutDraw: (outcome: string) => `The draw pile ran out while drawing. ${outcome}`,
	log_pileSize: (cards: number) =>
		`Draw pile counted: ${plural('en', cards, { one: '# card', other: '# cards' })}.`,
	log_thirdField: (name: string) => `${name} bought a third field.`,
	log_harvestStarted: 'Trading and planting done: final harvest.',
	log_harvest: (name: string, coins: number) =>
		`Final harvest of ${name}: ${plural('en', coins, { one: '# coin', other: '# coins' })}.`,
	log_finished: 'The game is over.',
	log_undo: (what: string) => `Undone: ${what}`,
	log_redo: (what: string) => `Redone: ${what}`,
	log_harvestCorrection: (name: string, coins: number) =>
		`Correction: final harvest of ${name}: ${plural('en', coins, { one: '# coin', other: '# coins' })}.`,
	placeShared: (place: string) => `=${place}`,
	log_harvestStartedDuel: 'Turning up and planting done: final harvest.',
	log_countStarted: 'The last turn is over: the coins are counted.',
	log_count: (name: string, coins: number) =>
		`Coins of ${name}: ${plural('en', coins, { one: '# coin', other: '# coins' })}.`,
	log_tieHandCards: (name: string, cards: number) =>
		`For the tie: ${name} holds ${plural('en', cards, { one: '# hand card', other: '# hand cards' })}.`,
	log_tieSpellValue: (name: string, value: number) =>
		`For the tie: ${name}’s spell cards are worth ${plural('en', value, { one: '# Bohnenpfennig', other: '# Bohnenpfennige' })}.`,
	log_spellUsed: (spell: string) => `Spell card used: ${spell}.`,
	log_spellUnused: (spell: string) => `Spell card not used after all: ${spell}.`,
	keepPersisted: 'Your browser will keep the games on this device, even when space runs low.',
	keepOffer:
		'This browser may clear the games stored here after weeks without use or when space runs low. Keep a backup of every game somewhere safe.',
	keepOfferAgain: 'This offer comes back at most once a week.',
	beanWithCards: (name: string, cards: number) =>
		`${name} (${plural('en', cards, { one: '# card', other: '# cards' })})`,
	coinSupply: (list: string) =>
		`Set these aside face down as the coin supply: ${list}. Coins are taken from there.`,
	drawPileCounter:
		'Lay the draw pile face down on the counter card. Each time it runs out, the reshuffled discard pile goes back on the card so that it shows which pile is now in play: the 2nd, then (on its back) the 3rd and the 4th.',
	'duel_no-trading': 'No trading at all.',
	'duel_harvest-own-turn-only': 'Harvest only during your own turn.',
	'duel_third-field-coins-to-box': 'Coins paid for a third field go back in the box.',
	coinsInTrades: 'Variant: players may also offer coins in trades.',
	'spellName_attack-spell': 'Angriffszauber',
	'spellName_bean-field-spell': 'Bohnenfeldzauber',
	'spellName_spell-swap': 'Zauberkartentausch',
	'spellName_trade-spell': 'Handelszauber',
	'spellName_magic-card-flow': 'Magischer Kartenfluss',
	'spellName_pile-spell': 'Stapelzauber',
	'spellName_enchant-beans': 'Verzauberung der Bohnen',
	'spellName_enchant-players': 'Verzauberung der Mitspieler',
	'spellName_rearrange-spell': 'Umsteckzauber',
	'spellName_hand-card-spell': 'Handkartenzauber',
	'spellName_random-spell': 'Zufallszauber',
	beanLabel: 'Bean',
	cardsLabel: 'Cards',
	numberInvalid: 'Type a whole number, 0 or more.',
	attackLine: (beans: string, outcome: string) => `${beans}: ${outcome}`,
	'attack_coin-to-attacker': 'the attacker gets the coin. The attack is over.',
	'attack_counter-attack':
		'the coin stays; the attacked player may strike back the same way, even without Schwertbohnen of their own, and the active player may not harvest meanwhile. A counter-attack can be answered by another.',
	'attack_defender-steals-last-hand-card':
		'the coin stays; the attacked player takes the last card of the attacker’s hand and says which bean it is. The rulebook says it goes to the back of their hand and is planted; the app reads this as one or the other, as for the Pflückbohne’s own magic. Its magic is not used. The attack is over.',
	'attack_attacker-activates-spell-card':
		'the coin stays; the attacker may activate one of their spell cards (in a counter-attack, the player hitting back activates it at once and keeps it active until the end of their own next turn). The attack is over.',
	attack_nothing: 'nothing happens and the coin stays. The attack is over.',
	coinTerm1997: 'The 1997 rules call a coin a “taler” (Bohnentaler).'
};

export type Messages = typeof messages;
export default messages;

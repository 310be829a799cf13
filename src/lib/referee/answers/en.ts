// The referee's texts in English: written for this app, never copied from a rulebook.
// `{key}` shows a fact's number (or step name) from questions/, `{key:ord}` as an ordinal.
import type { RefereeTexts } from '../texts';

export const en: RefereeTexts = {
	topics: {
		turn: 'Your turn',
		trading: 'Trading',
		harvesting: 'Harvesting',
		fields: 'Fields',
		end: 'End of the game',
		'tie-break': 'Ties',
		children: 'My First steps',
		spells: 'Spells (Rabohnzel)'
	},
	books: {
		S000: 'AMIGO current rules (English)',
		S004: 'AMIGO 1997 rules (French translation)',
		S002: 'Rio Grande 2–7 rules summary (English)',
		RGG: 'Rio Grande 2–7 rulebook (English)',
		S001: 'My First Bohnanza rules (AMIGO, English)',
		S003: 'Rabohnzel rules (German)'
	},
	steps: {
		basic: 'the first games',
		'two-coin': 'the two-coin games',
		'step-1': 'Step 1',
		'step-2': 'Step 2',
		'step-3': 'Step 3',
		'step-4': 'Step 4',
		'step-5': 'Step 5'
	},
	quote: (heading) => `“${heading}”`,
	questions: {
		'harvest-other-turn': {
			question: 'Can I harvest a field on another player’s turn?',
			keywords: 'out of turn harvest sell field when',
			answers: {
				'any-time':
					'Yes. You may harvest one of your fields at any moment of the game, whoever’s turn it is; the single-bean protection rule still applies.',
				rabohnzel:
					'Yes, at any time, with one exception: once the active player names you for a sword attack, you may not harvest until that attack is over (and the attacker may not harvest during your counter-attack).',
				duel: 'No. In the two-player duel you harvest only during your own turn. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.',
				'my-first-auto':
					'In the first games nobody chooses: a field is harvested the moment it holds enough beans for a coin, even on someone else’s turn.',
				'my-first-choose':
					'From the two-coin games on you choose when to harvest. The rulebook does not say whether that includes other players’ turns; the app allows it, as in full Bohnanza.',
				rio: 'Not in the one-page summary; the app assumes, as the full Rio Grande rulebook has it, that you may harvest one of your fields at any moment, also on other players’ turns. The single-bean protection rule still applies.'
			}
		},
		'third-field': {
			question: 'Can I buy a third field, when, and how often?',
			keywords: 'third bean field buy purchase cost coins extra field',
			answers: {
				amigo:
					'These rules never mention buying a field: the mats give everyone {three} fields with three players and {two} with four or five. The app assumes no third field can be bought.',
				'amigo-1997':
					'Yes, once per player, at any time, even during someone else’s turn: pay {cost} coins onto the discard pile, coin side down. Printed variants: beginners may start with it, and with five players it may cost only {cheap}.',
				'rio-3':
					'With three players everyone starts with {fields} fields, so there is nothing to buy.',
				'rio-4-7':
					'Yes, at any time: the one-page summary says so. It prints neither the price nor how often; the app assumes the full Rio Grande rulebook’s: once per player, for {cost} coins ({cost67} with six or seven players), paid onto the discard pile.',
				duel: 'Yes, once, for {cost} coins; in the duel those coins go back into the box instead of onto the discard pile. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.',
				'my-first-two':
					'Not yet: these games use {fields} fields and the third stays folded under. It comes into play in the advanced steps.',
				'my-first-three':
					'You already have it: from this step everyone unfolds the board and plays with {fields} fields.',
				'my-first-buy':
					'Yes: everyone starts with two fields and may buy the third at any moment for {cost} coins, put bean side up on the discard pile.',
				rabohnzel:
					'No permanent third field can be bought in Rabohnzel. Only the Bohnenfeldzauber (bean-field spell) opens one for a while, in the third phase (the planting after trading): it stays, also into later turns, until you harvest any of your fields.'
			}
		},
		'trade-hand-cards': {
			question: 'May I trade cards from my hand, and which ones?',
			keywords: 'trade hand cards any position offer swap exchange',
			answers: {
				classic:
					'Yes, any card from anywhere in your hand, but the rest keep their order and a card leaves your hand only once the deal is agreed. The active player may also offer the turned-over cards; cards in fields can never be traded.',
				'my-first':
					'Yes, any card from your line (or your hand from {step}), wherever it sits, without reordering the others. The active player may also offer the turned-over cards.',
				duel: 'No. The two-player duel has no trading at all; cards reach the other player only as the offer you leave after turning cards up. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.'
			}
		},
		'others-trade': {
			question: 'May two players who are not active trade with each other?',
			keywords: 'trade between other players not active player',
			answers: {
				no: 'No. Every trade and every gift involves the active player; the others may only deal with them.',
				duel: 'There is no trading in the two-player duel. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.'
			}
		},
		'received-cards': {
			question: 'What happens to cards I receive in a trade? Can I trade them on?',
			keywords: 'received traded cards plant trade again hand',
			answers: {
				classic:
					'Lay them aside next to your fields, not in your hand. You may not pass them on in another trade or as a gift, and you must plant them in the planting phase after trading.',
				'my-first':
					'Plant them straight away; they never go into your line or hand and cannot be traded on.'
			}
		},
		'plant-order': {
			question: 'In which order do I plant the cards I received, and may I harvest in between?',
			keywords: 'order planting traded cards harvest between',
			answers: {
				all: 'Each player picks the order of their own cards, and may harvest a field between two plantings to make room.'
			}
		},
		gifts: {
			question: 'May I give cards away?',
			keywords: 'gift donate give away donation',
			answers: {
				amigo:
					'Yes, a gift is a kind of trade: the active player is still part of it, and the receiver must agree to take the cards.',
				directed:
					'Yes, during trading. The active player may give turned-over or hand cards to anyone; the others may give hand cards only to the active player. Nobody has to accept a gift.',
				'my-first':
					'Yes: on your turn you may give cards from your line or the cards you turned over, asking nothing back, and nobody has to accept. The rulebook speaks only of the active player giving; the app assumes the others may give line cards to the active player only, as in full Bohnanza.',
				rio: 'Yes, a trade may be a donation with nothing in return, always with the active player, and the other side may refuse it.'
			}
		},
		'flipped-cards': {
			question: 'Must the turned-over cards end up planted?',
			keywords: 'turned over cards face up plant keep must',
			answers: {
				classic:
					'The {flip} turned-over cards belong to the active player: trade or give them away, or plant them. Whatever is still theirs after trading must be planted in their own fields.',
				rabohnzel:
					'Normally yes: the {flip} cards are traded, given away or planted by the active player. With the Handelszauber (trade spell) you may turn up one more and may discard turned-up cards you do not want instead of planting them.',
				'my-first':
					'The {flip} cards are yours to trade or give away; any you keep, or nobody takes, you plant at once.',
				duel: 'No. You turn up {flip}, plant as many as you like, and the rest stay on offer for your opponent. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.'
			}
		},
		'trade-goes-on': {
			question: 'Can trading go on after the turned-over cards are gone?',
			keywords: 'continue trading after turned cards end trading phase',
			answers: {
				'active-stops':
					'Yes, hand cards may still change hands. The trading phase lasts until the active player tells the table it is over.',
				'no-more-offers':
					'Yes, hand cards may still change hands. The phase is over once nobody wants to trade or give anything more.',
				'my-first':
					'Yes, cards from the lines (or hands) may still change hands. Trading stops when the active player does not want to go on, or when nobody offers anything more.',
				rio: 'Yes, hand cards may still change hands. When the phase ends is not in the one-page summary; the app assumes the full Rio Grande rulebook’s answer: once nobody wants to trade or give anything more.'
			}
		},
		promises: {
			question: 'Do promises made in a trade count?',
			keywords: 'promise future deal binding',
			answers: {
				stated: 'You may promise anything, but nobody is bound to keep a promise.',
				silent:
					'These rules do not mention promises. The app does not track them; only the cards that change hands count.'
			}
		},
		'coins-in-trades': {
			question: 'May coins be used in trades?',
			keywords: 'coins money trade pay',
			answers: {
				variant:
					'Not in the normal rules. A printed variant says that a table of experienced players may allow coins in trades.',
				others:
					'These rules list only bean cards as things to trade and never mention coins; the app assumes coins cannot be traded.'
			}
		},
		'second-card': {
			question: 'Must I plant the second card from my hand?',
			keywords: 'plant second card optional first card',
			answers: {
				all: 'No. The front card must be planted; the next one is your choice; a third is never allowed.',
				rabohnzel:
					'No: the front card is compulsory, the next optional, no more. The Magischer Kartenfluss (magic card flow) spell is the exception: it lets you keep playing your front card as often as you like.'
			}
		},
		'first-card-no-field': {
			question: 'What if the card I must plant fits none of my fields?',
			keywords: 'first card does not fit no field harvest make room',
			answers: {
				harvest:
					'Harvest one of your fields first to make room, even if it earns nothing, respecting the protection rule; then plant.',
				'my-first-patch':
					'You have two ways out. Lay the new bean over any one of your fields by the Mixed Patch Rule (the covered beans wait until the new ones are harvested); or, if one of your fields already holds enough beans for a coin, harvest it and plant there (in the first games such a field has already been harvested by itself). This holds up to and including {until}.',
				'my-first-harvest':
					'From {from} the Mixed Patch Rule no longer holds: harvest a field to make room, even if it earns nothing.'
			}
		},
		'empty-hand': {
			question: 'What if my hand is empty when my turn starts?',
			keywords: 'no cards empty hand skip planting',
			answers: {
				skip: 'Skip the planting from your hand and go straight to turning cards over.',
				rabohnzel:
					'Only the planting from your hand is skipped. The spell phase still follows as usual, then you turn cards over.',
				silent:
					'The rulebook does not say. The app assumes what the other rulebooks say: skip that planting and carry on with the turn.'
			}
		},
		'hand-order': {
			question: 'May I change the order of my hand cards?',
			keywords: 'sort hand order rearrange',
			answers: {
				classic: 'Never. Keep cards in the order you received them; new cards go to the back.',
				rabohnzel:
					'Never, except with the Umsteckzauber (rearranging spell), which lets you move one hand card to another place.',
				'my-first':
					'Never. Your line stays in the order the cards arrived, new ones added on the right; with cards in hand the same order rule applies.'
			}
		},
		'drawn-cards': {
			question: 'How many cards do I draw, and where do they go?',
			keywords: 'draw cards end of turn back of hand',
			answers: {
				classic:
					'At the end of your turn draw {draw} cards one at a time and put each behind the last card in your hand.',
				'rio-6-7':
					'With six or seven players you draw {draw} cards, each to the back of your hand.',
				duel: 'In the duel you draw {draw} cards at the end of your turn, to the back of your hand. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.',
				'my-first':
					'Draw {draw} cards one after another and add each to the right end of your line (from {step}, the back of your hand).',
				rabohnzel:
					'Draw {draw} cards, one at a time, to the back of your hand. The Handkartenzauber (hand-card spell) lets you draw more if you traded nothing that turn.'
			}
		},
		protection: {
			question: 'When is a single bean protected from harvesting?',
			keywords: 'protection rule single bean one card field cannot harvest',
			answers: {
				classic:
					'A field with just one card may not be harvested while another of your fields holds more than one. If none of your fields has more than one card, you may harvest any single card.',
				'my-first':
					'Only from {step}: then a field holding a single card may be harvested only while none of your fields holds more than one card. Before that, a lone bean may be harvested like any field.'
			}
		},
		'harvest-nothing': {
			question: 'Can a harvest earn nothing?',
			keywords: 'harvest zero coins nothing sell too few',
			answers: {
				classic:
					'Yes. If the field has fewer beans than its first coin needs, all of them go to the discard pile for nothing; you may still choose to do it.',
				'my-first-early':
					'No, not yet: a field is harvested only once it holds enough beans for a coin. Harvests that pay nothing start at {from}.',
				'my-first-later':
					'Yes, from this step: a field you must clear earns nothing if it is too short, and its cards are discarded.'
			}
		},
		'whole-field': {
			question: 'May I harvest only part of a field?',
			keywords: 'part of field partial harvest all cards',
			answers: {
				stated:
					'No. A harvest always takes every card in the field; the field is empty afterwards.',
				'my-first-patch':
					'With the Mixed Patch Rule a field may hold kinds stacked on each other: you harvest the kind on top, and the covered beans stay until that is done. The rulebook speaks of harvesting the row and says nothing of taking only part of it; the app assumes all beans of the top kind go. This holds up to and including {until}.',
				'my-first':
					'The rulebook speaks only of harvesting a field’s row; the app assumes the whole field, as in full Bohnanza.'
			}
		},
		coins: {
			question: 'Where do the coins come from when I harvest?',
			keywords: 'coins money beanometer turn over card',
			answers: {
				classic:
					'Read the beanometer on the field’s top card, turn that many harvested cards over to their coin side onto your coin pile, and discard the rest.',
				'my-first-supply':
					'From the coin pile: the beans not used in this game. The harvested beans all go to the discard pile. From {step}, harvested cards become the coins.',
				'my-first-cards':
					'From the harvest itself: turn one or two of the harvested cards over as coins and discard the others.'
			}
		},
		'one-kind-per-field': {
			question: 'May a field hold two kinds of bean, or one kind be in two fields?',
			keywords: 'same bean two fields mixed kinds one field',
			answers: {
				classic: 'One kind per field, never two. The same kind may grow in two fields at once.',
				'two-fields-unsaid':
					'One kind per field, never two. The rules do not say whether one kind may grow in two fields at once; the app allows it, as the current AMIGO rules do.',
				rabohnzel:
					'One kind per field. Whether the same kind may grow in two fields at once, the Bohnanza digest does not say; Rabohnzel plays by the Bohnanza rules, and the app allows it, as the current AMIGO rules do. The Verzauberung der Bohnen (enchanting the beans) spell can turn a field’s first bean into another kind.',
				'my-first-patch':
					'Yes, by the Mixed Patch Rule: a kind that fits none of your fields may cover one of them, which then holds several kinds stacked. This holds up to and including {until}.',
				'my-first-later':
					'No: the Mixed Patch Rule no longer holds, one kind per field as in Bohnanza.'
			}
		},
		passes: {
			question: 'How many times does the draw pile run out before the game ends?',
			keywords: 'draw pile passes deck reshuffle end game how many times',
			answers: {
				amigo:
					'The {passes:ord} time the last card is taken from the draw pile, the game is over. Every earlier time, the shuffled discards become the new draw pile.',
				duel: 'The duel ends the {passes:ord} time the draw pile runs out: there is no reshuffle. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.',
				'rio-3':
					'With three players the game ends when the draw pile runs out the {passes:ord} time.',
				'rio-4-7':
					'Play through the draw pile until it is empty for the {passes:ord} time, which ends the game; each earlier time, shuffle the discards into a new pile.',
				'my-first':
					'Three players: the {p3:ord} time, and the player who turns over the last card still finishes the turn. Four players: the {p4:ord}; five players: the {p5:ord}. For four or five the rulebook does not say whether that turn is finished; the app assumes it is, as with three.',
				rabohnzel:
					'Three players: the {p3:ord} time; four or five players: the {p45:ord}. The counter card under the pile shows which pile you are on.'
			}
		},
		'run-out-trading': {
			question:
				'The draw pile runs out for the last time while cards are being turned over: what now?',
			keywords: 'draw pile empty during trading last card turned end',
			answers: {
				classic:
					'Finish trading and planting for this turn, even if only one card could be turned over, then the game ends. An earlier run-out just means reshuffling the discards.',
				rio: 'The game ends at once, with no more trading or planting; then everyone harvests. The one-page summary ends the game the moment a card cannot be taken from the draw pile, and turning cards over takes them from that pile too (its second step is “draw and trade”); the app follows it.',
				duel: 'The duel ends at the {passes:ord} run-out. If it comes while turning cards up, the app lets that turn-up and its planting finish, as in trading; the duel rules do not spell this case out.',
				'my-first':
					'With three players the rulebook lets the player who turned the last card finish the turn. It says nothing for four or five players; the app does the same there.'
			}
		},
		'run-out-drawing': {
			question: 'The draw pile runs out for the last time while I am drawing: what now?',
			keywords: 'draw pile empty during drawing end immediately',
			answers: {
				stated: 'The game ends right away; then everyone harvests.',
				'my-first':
					'The rulebook does not say. Drawing is the last thing in a turn, so the app ends the game at once.'
			}
		},
		'hand-cards-at-end': {
			question: 'Do the cards in my hand count at the end?',
			keywords: 'hand cards end score count worth',
			answers: {
				classic: 'No. Only coins count; cards left in hand are worth nothing.',
				rabohnzel:
					'No, bean cards in hand are worth nothing. Coins count, and so do your spell cards: they are worth Bohnenpfennige ({perCoin} make one coin), which decide a tie on coins.',
				rio: 'Not as coins. Ties are not in the one-page summary; the app assumes the full Rio Grande rulebook’s tie-break, in which the tied player with more cards left in hand wins.',
				'my-first': 'No. Cards in your line or hand, and beans left unharvested, are worth nothing.'
			}
		},
		'final-harvest': {
			question: 'Do we harvest our fields when the game ends?',
			keywords: 'final harvest end fields sell',
			answers: {
				classic: 'Yes. Everyone harvests all fields and counts the coins.',
				'my-first-basic':
					'No: fields are harvested automatically during play, and whatever beans are left at the end earn nothing.',
				'my-first-later':
					'Yes: whoever has a field worth at least a coin may still harvest it before counting.'
			}
		},
		'tie-break': {
			question: 'Who wins a tie on coins?',
			keywords: 'tie draw same coins winner',
			answers: {
				amigo:
					'The tied player sitting furthest from the start player, counting clockwise, wins. That is why the start player card never moves.',
				'amigo-1997':
					'The rules name no tie-break. The app assumes the tied players share the win.',
				rio: 'Not in the one-page summary. The app assumes the full Rio Grande rulebook’s tie-break: the tied player with the most cards left in hand wins; if that is tied too, the app shares the win.',
				'my-first': 'Everyone tied for the most coins wins.',
				rabohnzel:
					'The tied player whose spell cards are worth more Bohnenpfennige wins. If that is tied too, the rules say nothing more and the app shares the win.'
			}
		},
		'start-player': {
			question: 'Who starts, and does the start player card move?',
			keywords: 'start player first player card who begins',
			answers: {
				amigo:
					'Choose any way you like. The start player card stays with that player all game; it decides ties.',
				dealer: 'The player to the dealer’s left starts.',
				'my-first': 'The youngest player begins.',
				rabohnzel:
					'Count down the spell card values from the highest: whoever holds the first one called shows it and starts.',
				rio: 'Not in the one-page summary; the app assumes the full Rio Grande rulebook’s way: the oldest player deals, and the player to the dealer’s left starts.'
			}
		},
		'my-first-line': {
			question: 'Do the children hold their cards or lay them in a line?',
			keywords: 'line face up cards in hand children',
			answers: {
				line: 'In a face-up line, never reordered: plant from the left end, add new cards on the right. Cards move into the hand at {step}.',
				hand: 'In the hand, in the order received; the front card is planted. Groups who find that hard may skip this step and keep playing with open cards.'
			}
		},
		'my-first-steps': {
			question: 'What changes from one My First step to the next?',
			keywords: 'steps progression advanced rules children',
			answers: {
				all: 'First games use the one-coin beans, then the two-coin beans. Next all beans join in, on {fields} fields; then come harvests that pay nothing, a bought third field ({buy}), cards in hand, and the protection rule ({last}).'
			}
		},
		'duel-turn': {
			question: 'What does a turn look like in the two-player duel?',
			keywords: 'duel two players turn order',
			answers: {
				duel: 'Take the cards your opponent left on offer (plant any, discard the rest); plant your front card and maybe the next; you may discard one hand card face up; turn up {flip} cards and add any matching top discards; plant what you like and leave the rest on offer; draw {draw}. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.'
			}
		},
		'duel-offer': {
			question: 'In the duel, what happens to the cards my opponent left on offer?',
			keywords: 'duel offer leftover cards take discard',
			answers: {
				duel: 'At the start of your turn you take them: plant any you want and discard the rest. The start player skips this on the very first turn. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.'
			}
		},
		'spell-when': {
			question: 'When can spell cards be activated and used?',
			keywords: 'spell card activate use when spell phase magic',
			answers: {
				rabohnzel:
					'Mostly in the spell phase, after planting from your hand and before trading: each Zauberbohne (magic bean) you play from anywhere in your hand lets you turn up one spell card, and the magic of your planted Zauberbohnen turns up one more, or two with four or more of them planted. Two exceptions: a card you take with the Zauberkartentausch (spell-card swap) and lay face up is active at once, and a Zauberbohne coin drawn in a counter-attack lets that player activate a card straight away, active until the end of their own next turn. Each active spell may be used once at any moment of your own turn; unused ones turn face down at its end.'
			}
		},
		'bean-magic': {
			question: 'Do I have to harvest beans to use their magic?',
			keywords: 'bean magic effect harvest planted',
			answers: {
				rabohnzel:
					'No. In your spell phase each kind you have planted offers its effect once, without harvesting: planted Zauberbohnen (magic beans), for one, activate one spell card, or two with four or more of them. A kind offers its effect again only when a new bean of it lands on a field you emptied during the phase. A kind you harvested before the spell phase no longer helps you.'
			}
		},
		'sword-attack': {
			question: 'How does a sword attack work?',
			keywords: 'sword attack coin steal counter attack',
			answers: {
				rabohnzel:
					'The defender shuffles their coins and you draw one; from the moment they are named they may not harvest. A Prinzessbohne (princess bean) coin goes to you; a Schwertbohne (sword bean) lets the defender strike back at you; a Pflückbohne (picking bean) lets the defender steal your last hand card; a Zauberbohne (magic bean) lets you activate a spell; anything else does nothing. With the Angriffszauber (attack spell) you draw two coins, choose which one counts and hand the other back without effect.'
			}
		},
		'temporary-field': {
			question: 'How does the temporary field of the Bohnenfeldzauber (bean-field spell) work?',
			keywords: 'bean field spell temporary third field',
			answers: {
				rabohnzel:
					'Once activated in the spell phase, it lets you open a third field in the third phase, the planting after trading. That field stays, also into your next turns, until you harvest any of your three fields; then you are back to two. It cannot help with the card you must plant first, since spells are activated only later.'
			}
		},
		'spell-value': {
			question: 'What are spell cards worth at the end?',
			keywords: 'spell cards worth value Bohnenpfennige end score',
			answers: {
				rabohnzel:
					'Each spell card is worth between {min} and {max} Bohnenpfennige (bean pennies); {perCoin} make one coin. In practice they only decide ties on coins.'
			}
		},
		'final-harvest-single': {
			question: 'At the final harvest, is a single bean still protected?',
			keywords: 'end game final harvest single bean lone card last',
			answers: {
				classic:
					'No. When the game ends every player harvests all of their fields, so a lone bean is harvested too and earns whatever its beanometer pays, usually nothing. The protection rule only decides which field may go during play.',
				'my-first-basic':
					'Nothing is harvested at the end of the first games: beans still in the fields earn nothing.',
				'my-first':
					'At the end, any field worth at least one coin may still be harvested. The rulebook does not say whether the protection rule of {step} holds back a lone bean then; the app assumes it does not, as at the end of full Bohnanza.'
			}
		},
		'single-next-to-empty': {
			question: 'May I harvest a single bean when my other field is empty?',
			keywords: 'single bean lone card empty field harvest alone',
			answers: {
				stated:
					'Yes. A lone bean is protected only while another of your fields holds more than one card; an empty field holds none, so the lone bean may go.',
				'amigo-1997':
					'These rules allow a single card to be sold when every field holds just one card, and do not mention an empty field. The app allows it, as the current AMIGO rules do: no other field holds more than one card.',
				'my-first-early':
					'Yes: the protection rule comes only at {step}, so a lone bean is never protected before it. Before {from}, though, a field is harvested only once it holds enough beans for a coin.',
				'my-first-5':
					'Yes. The protection rule lets a lone bean go when none of your fields holds more than one card, and an empty field holds none.'
			}
		},
		'reshuffle-when': {
			question: 'The draw pile runs out in the middle of a turn: when do we reshuffle?',
			keywords: 'reshuffle discard pile new draw pile empty middle of turn when shuffle',
			answers: {
				'at-once':
					'Straight away, unless this run-out ends the game: shuffle the discard pile into a new draw pile and take the cards still to be turned over or drawn from it.',
				duel: 'Never: the duel ends the {passes:ord} time the draw pile runs out. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.',
				'my-first':
					'With three players the game ends the {p3:ord} time the pile runs out, so there is no reshuffle. With four or five the discard pile becomes a new draw pile; the rulebook does not say when within a turn, and the app assumes at once, as the other rulebooks do.'
			}
		},
		'covered-beans': {
			question: 'May I plant on covered beans, or harvest them?',
			keywords: 'covered beans mixed patch under plant harvest first kind',
			answers: {
				'my-first-patch':
					'Not while they are covered. The beans underneath wait until the kind on top of them has been harvested; only then may you plant their kind on them again or harvest them. This holds up to and including {until}.',
				'my-first-later':
					'From this step nothing is covered any more: each field holds one kind, as in Bohnanza.'
			}
		},
		'others-give': {
			question: 'May players who are not active give cards away?',
			keywords: 'gift donate give not active player other players children',
			answers: {
				amigo:
					'Only to the active player: a gift is a special kind of trade, and every trade involves the active player. The receiver may refuse it.',
				'to-active':
					'Yes, cards from their hand, but only to the active player, who may refuse them.',
				'my-first':
					'The rulebook speaks only of the active player giving cards away. The app assumes the other children may give cards from their line to the active player only, as in full Bohnanza; a table may keep gifts to the active player’s own cards.',
				duel: 'No: the duel has no trading and no gifts. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.'
			}
		},
		'magic-new-field': {
			question: 'A bean lands on a field I just emptied: can I use its magic in the same phase?',
			keywords: 'new bean empty field magic same phase pick white planted again',
			answers: {
				rabohnzel:
					'Yes, if it lands on an empty field during the spell phase (you may harvest a field just before): a bean taken with the Pflückbohne (picking bean), drawn with four or more Weißbohnen (white beans), or played with the Magischer Kartenfluss (magic card flow) then offers its magic at once. Added to a field that already holds beans, it brings no extra use.'
			}
		},
		'magic-two-fields': {
			question: 'Do four beans of one kind count if they stand in two fields?',
			keywords: 'four beans two fields spread count magic planted Gemeine Weißbohne Zauberbohne',
			answers: {
				rabohnzel:
					'The rulebook asks for four or more beans of the kind planted and does not say whether they must share a field. The app counts every bean of that kind in your fields, so two and two make four. Each kind still offers its magic once per spell phase, unless a new bean of it lands on a field you just emptied.'
			}
		},
		'hand-card-spell-gifts': {
			question: 'Does the Handkartenzauber (hand-card spell) forbid gifts, or only trades?',
			keywords: 'hand card spell five cards gifts trade forbidden Handkartenzauber',
			answers: {
				rabohnzel:
					'It asks you to give up trading in the trading phase: talking is fine, but no cards may be exchanged. It does not mention gifts. The app assumes gifts stay allowed, since the rulebook names giving apart from trading; a table may rule them out too.'
			}
		},
		'swap-after-draw': {
			question: 'May I use the Zauberkartentausch (spell-card swap) after drawing my last card?',
			keywords: 'spell card swap after drawing end of turn last card Zauberkartentausch',
			answers: {
				rabohnzel:
					'The rulebook names only the Umsteckzauber (rearranging spell) as usable after your last card is drawn. It says nothing of the swap then; the app assumes your turn ends with the last card drawn for every other spell, so swap before that.'
			}
		},
		'random-draws-swap': {
			question:
				'The Zufallszauber (random spell) turns up the Zauberkartentausch: which card goes back?',
			keywords: 'random spell draws spell swap shuffled back which card Zufallszauber',
			answers: {
				rabohnzel:
					'If you use the swap, the card you took from the other player is shuffled back into the spell pile at the end of your turn, used or not. The Zauberkartentausch stays with that player and the Zufallszauber with you.'
			}
		},
		'pile-spell-magic-bean': {
			question:
				'I activated the Stapelzauber (pile spell) by playing a Zauberbohne: what is on the discard pile?',
			keywords: 'pile spell discard pile top card magic bean activated Stapelzauber',
			answers: {
				rabohnzel:
					'That Zauberbohne (magic bean), so it is the card the Stapelzauber lets you take. To offer another bean you must first harvest one of your fields, which puts its beans on top.'
			}
		},
		'enchanted-coin': {
			question: 'May an enchanted bean be turned over as a coin?',
			keywords: 'enchanted bean coin harvest first card Verzauberung der Bohnen',
			answers: {
				rabohnzel:
					'No. When you harvest a field whose first bean was changed by the Verzauberung der Bohnen (enchanting the beans), that card may not be one of the coins; turn over other cards of the field.'
			}
		},
		'flow-trading': {
			question: 'May I trade while using the Magischer Kartenfluss (magic card flow)?',
			keywords: 'magic card flow trade plant front card in a row Magischer Kartenfluss',
			answers: {
				rabohnzel:
					'No. While you play your front cards one after another, only bean magic (in the spell phase) and harvesting may come between them: no trading, and no planting of traded beans.'
			}
		},
		'attack-no-coins': {
			question: 'Can I attack a player who has no coins?',
			keywords: 'sword attack no coins empty Schwertbohne defender nothing',
			answers: {
				rabohnzel:
					'The rulebook does not say; it says so only for the Gemeine Bohne (common bean), whose magic leaves players without coins alone. With no coin to draw an attack can do nothing, so the app assumes you choose a player who has coins; if nobody has any, the Schwertbohnen (sword beans) do nothing this turn.'
			}
		},
		'third-field-in-box': {
			question: 'Rio Grande: is the third field in play at all?',
			keywords: 'third field box preparation buy card rio grande summary',
			answers: {
				'rio-4-7':
					'Yes, once bought. At setup the third-field cards go into the box, and the one-page summary says a third field can be bought at any time. Price and limit are not in the summary; the app assumes the full Rio Grande rulebook’s: once per player, {cost} coins ({cost67} with six or seven players), paid onto the discard pile; from then on you plant on it.'
			}
		},
		deal: {
			question: 'How many cards does each player get, and which beans leave the deck?',
			keywords:
				'deal dealt cards start hand size setup remove take out beans deck how many each player',
			answers: {
				amigo:
					'Deal {deal} cards to each player from all {deck}: no bean leaves the deck, whatever the number of players.',
				duel: 'Take out the Garden and Cocoa Beans, leaving {deck} cards, and deal {deal} to each of you. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.',
				'rio-3':
					'Take out the Cocoa Beans, leaving {deck} cards, and deal {deal} to each player. With three, everyone also starts with {fields} fields.',
				'rio-4-5':
					'Take out the Coffee Beans, leaving {deck} cards, and deal {deal} to each player.',
				'rio-6-7':
					'Take out the Cocoa and Garden Beans, leaving {deck} cards. The deal is uneven, clockwise from the start player: {first} cards, then {second}, then {third}, and {rest} to everyone else.',
				rabohnzel:
					'No bean leaves the deck: deal {deal} cards to each player from all {deck}. Each player also gets {spells} spell card face down; the others form the spell pile.',
				'my-first-basic':
					'Play with the four one-coin beans only ({deck} cards); the six two-coin beans are set aside as the coin supply. Deal {deal} to each player, laid face up in a line.',
				'my-first-two-coin':
					'Play with the six two-coin beans only ({deck} cards); the four one-coin beans are set aside as the coin supply. Deal {deal} to each player, face up in a line.',
				'my-first-all':
					'All beans are in play ({deck} cards), none set aside. Deal {deal} to each player: face up in a line, or into the hand from {step}.'
			}
		},
		'second-card-before-flip': {
			question: 'Must I plant my second card before turning cards over?',
			keywords: 'second card plant before after turning over flip later decide optional wait',
			answers: {
				classic:
					'Yes. The phases come in order: the optional second card belongs to the planting from your hand, which is over once you turn the first card. You cannot wait to see what comes up and plant it then.',
				rabohnzel:
					'Yes: the optional second card belongs to the first phase, which ends before the spell phase and before any card is turned over. Only the Magischer Kartenfluss (magic card flow) lets you play front cards later in the turn.',
				duel: 'Yes: you plant your front card and maybe the next, may then discard one hand card, and only then turn up cards. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.'
			}
		},
		'trade-outside-phase': {
			question: 'May we trade or give cards outside the trading phase?',
			keywords: 'trade gift give outside trading phase later during planting drawing other time',
			answers: {
				classic:
					'No. Trades and gifts happen in the active player’s trading phase; the rules describe them nowhere else, and what you receive is planted right after it. At other moments cards do not change hands.',
				duel: 'No: the duel has no trading and no gifts at all. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.'
			}
		},
		'trade-withdraw': {
			question: 'Can an agreed trade be taken back before the cards change hands?',
			keywords: 'take back trade cancel deal agreed withdraw offer change mind undo',
			answers: {
				classic:
					'The rules say both players must agree and that cards leave the hand once the deal is made; they do not say whether a deal can be called off in between. The app assumes an agreed trade is carried out at once, so there is nothing left to take back; an offer not yet accepted may still be withdrawn.',
				'my-first':
					'The rulebook does not say. The app assumes as in Bohnanza: once both agree, the cards change hands at once; until then, an offer may be withdrawn.'
			}
		},
		'show-hand': {
			question: 'May I show my hand cards, or lie about what I have?',
			keywords: 'show hand reveal cards lie bluff tell truth secret hand',
			answers: {
				promises:
					'The rules do not say. They let you promise anything without having to keep it, so the app assumes talk is free: you may show or describe your hand cards, and nothing makes you tell the truth. Only the cards that change hands count.',
				silent:
					'The rules do not say. The app assumes talk is free: you may show or describe your hand cards, and nothing makes you tell the truth. Only the cards that change hands count; a table may agree on stricter manners.',
				'my-first':
					'Before {step} the cards lie face up in a line, so everyone sees them. For cards in hand the rulebook does not say; the app assumes talk is free, as in Bohnanza: show or describe them as you like.'
			}
		},
		'discard-and-coins': {
			question: 'May we look through the discard pile, and are coin piles secret?',
			keywords:
				'discard pile look search through peek public open coins secret count hidden money pile',
			answers: {
				all: 'The rules say neither. The discard pile lies bean side up and only its top card is ever used; the app assumes it is not searched. Coins lie on each player’s own pile; the app assumes nobody has to say how many they hold until the count at the end. Many tables allow both; agree before you start.'
			}
		},
		'third-field-final-harvest': {
			question: 'Can I buy a third field during the final harvest, with the coins it earns?',
			keywords: 'third field buy final harvest end of game coins last moment',
			answers: {
				'amigo-1997':
					'The rules let you buy it at any time but say nothing of the final harvest. Once the game has ended nothing more is planted, so a field bought then would only cost coins; the app assumes none can be bought after the end, and the final harvest counts the fields you had when the game ended.',
				'rio-4-7':
					'The one-page summary lets you buy it at any time but says nothing of the final harvest. Once the game has ended nothing more is planted, so a field bought then would only cost coins; the app assumes none can be bought after the end, and the final harvest counts the fields you had when the game ended.',
				'my-first':
					'The rulebook lets you buy it at any moment but says nothing of the final harvest. Once the game has ended nothing more is planted, so a field bought then would only cost coins; the app assumes none can be bought after the end, and the final harvest counts the fields you had when the game ended.'
			}
		},
		'spell-twice': {
			question: 'May a spell card be activated twice in one turn?',
			keywords: 'spell card twice again same turn activate second time reuse',
			answers: {
				rabohnzel:
					'Only the Angriffszauber (attack spell) is said to be allowed more than once a turn. For every other card the rulebook says only that an active spell is used once and then turns face down, not whether it may be activated again. The app assumes not: each other spell card works at most once per turn.'
			}
		},
		'cape-final-harvest': {
			question: 'Does harvesting Kapbohnen at the end of the game still draw a spell card?',
			keywords: 'Kapbohne final harvest end game spell card draw two last',
			answers: {
				rabohnzel:
					'The rulebook does not say. Its rule names no exception: a harvest of two or more Kapbohnen draws a spell card while the spell pile lasts, and the final harvest is a harvest. So the app assumes you still draw one then; its Bohnenpfennige count if coins are tied. Agree before the game if your table reads it otherwise.'
			}
		},
		'run-out-spell': {
			question:
				'The draw pile runs out for the last time in the spell phase or on the trade spell’s third card: what now?',
			keywords:
				'draw pile empty spell phase trade spell Handelszauber third card Weißbohne last run-out end',
			answers: {
				rabohnzel:
					'The Bohnanza digest covers two cases: a last run-out while trading lets that trading and planting finish; one while drawing at the end of the turn ends the game at once. The Handelszauber’s (trade spell) third card is turned up at the start of trading, so it is the first case. The spell phase (a Weißbohne, white bean, drawing a card, say) is not covered; the app assumes the game ends at once, as when drawing, since the card would go to a hand. If you track the game in the app, choose “While drawing”.'
			}
		},
		'steal-empty-hand': {
			question: 'May I steal with a Pflückbohne from a player with no cards in hand?',
			keywords: 'Pflückbohne steal empty hand no cards pick last card attack nothing',
			answers: {
				rabohnzel:
					'The rulebook does not say. With no hand card there is nothing to take, so the app assumes you pick a player who holds cards; if nobody does, the Pflückbohne (picking bean) does nothing. Likewise, when a sword attack draws a Pflückbohne coin and the attacker’s hand is empty, the defender takes nothing and the attack is over.'
			}
		}
	}
};

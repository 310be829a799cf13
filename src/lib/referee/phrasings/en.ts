// How players ask each question in English, in their own words and misspellings (see types.ts).
import type { Phrasings } from './types.ts';

export const en: Phrasings = {
	'harvest-other-turn': [
		'can i sell beans during someone elses turn',
		'harvest when its not my go',
		'is harvesting allowed out of turn',
		'cash in a field on another players turn',
		'can ben sell his field on my turn',
		'do i have to wait for my turn to harvest'
	],
	'third-field': [
		'buying a 3rd bean field',
		'how many coins for the third field',
		'when can i get a third field',
		'extra field price',
		'can i purchase another field',
		'third feild cost'
	],
	'trade-hand-cards': [
		'which hand cards can i offer in a trade',
		'trade cards from anywhere in my hand',
		'do i have to trade the front card',
		'offer any card from hand',
		'swap cards out of my hand',
		'can i trade hand cards not just the face up ones'
	],
	'others-trade': [
		'can the other players trade among themselves',
		'two non active players swapping cards',
		'trading between people whose turn it isnt',
		'may bob and alice trade with each other',
		'do all trades have to involve the active player',
		'side deals between other players'
	],
	'received-cards': [
		'cards i got in a trade, can i trade them again',
		'pass on traded cards',
		'what happens to beans i recieved',
		'do i keep cards i get from a trade in my hand',
		'trade on cards i was just given',
		'recieved cards must be planted?'
	],
	'plant-order': [
		'which order do i plant the traded beans',
		'can i harvest while planting the cards from trades',
		'order of planting after trading',
		'plant traded cards in what order',
		'sell a field in the middle of planting traded cards',
		'do i choose the order to plant what i got'
	],
	gifts: [
		'can i just give a card to someone',
		'giving beans for nothing',
		'is a gift allowed',
		'hand a card over for free',
		'get rid of a card by giving it away',
		'free cards to another player'
	],
	'flipped-cards': [
		'the two face up cards, do they have to be planted',
		'what happens to the flipped cards nobody wants',
		'must i plant the turned over cards',
		'can the face up cards go into my hand',
		'drawn face up cards keep or plant',
		'turned cards must end up in fields?'
	],
	'trade-goes-on': [
		'does trading stop once the face up cards are gone',
		'can we still trade after the 2 cards are placed',
		'is trading over when the turned cards are taken',
		'continue swapping hand cards after the flip cards',
		'when does the trading phase end',
		'more trades after the face up cards are dealt with'
	],
	promises: [
		'do i have to keep a promise in a trade',
		'future deals allowed',
		'promise a card later',
		'can i break a deal i made',
		'is a deal for next turn binding',
		'trade now, pay later'
	],
	'coins-in-trades': [
		'can i pay coins in a trade',
		'buy a card with coins',
		'trading money for beans',
		'give a card for coins',
		'use my coins to get a card',
		'offer gold for a card'
	],
	'second-card': [
		'is the second card compulsory',
		'do i have to plant two beans',
		'may i plant only one card',
		'must i plant the next card too',
		'plant one or two cards',
		'second bean from my hand optional?'
	],
	'first-card-no-field': [
		'the bean i must plant matches none of my fields',
		'first card has nowhere to go',
		'both fields full with other beans',
		'front card doesnt fit, must i harvest',
		'no matching field for my first card',
		'have to plant but all fields are taken'
	],
	'empty-hand': [
		'i have no cards in my hand on my turn',
		'what if i have zero hand cards',
		'hand is empty, skip planting?',
		'no hand cards at the start of my turn',
		'do i plant if i have nothing',
		'out of cards at the beginning of my turn'
	],
	'hand-order': [
		'may i rearrange my hand',
		'can i reorder my hand cards',
		'sorting hand cards allowed',
		'change the order of cards in hand',
		'move cards around in my hand',
		'put my cards in another order'
	],
	'drawn-cards': [
		'how many cards do i draw',
		'where do new cards go in my hand',
		'draw cards at the end of turn',
		'cards go to the back of the hand',
		'how many do i take at the end of my turn',
		'new cards front or back'
	],
	protection: [
		'is a field with one bean protected',
		'single bean rule',
		'can i harvest a one card field',
		'lonely bean cant be harvested',
		'protection rule',
		'harvest field with just one bean in it'
	],
	'harvest-nothing': [
		'harvesting for no coins',
		'can i sell beans for zero',
		'too few beans for a coin',
		'harvest with no money',
		'do i get anything for 1 bean',
		'selling a field worth nothing'
	],
	'whole-field': [
		'can i harvest part of a field',
		'sell only a few beans',
		'do i have to sell all beans in a field',
		'partial harvest',
		'keep some beans when harvesting',
		'take half the beans off a field'
	],
	coins: [
		'where do coins come from',
		'how does the beanometer work',
		'which cards become coins',
		'flip cards over as coins',
		'coin side of the cards',
		'how do you get money from harvesting'
	],
	'one-kind-per-field': [
		'same bean in two fields',
		'can i plant two kinds in one field',
		'mixed beans in a field',
		'two fields with the same type',
		'plant different beans together',
		'can a field have two types of bean'
	],
	passes: [
		'how many times do we go through the draw pile',
		'game ends after how many shuffles',
		'how many passes of the deck',
		'when is the game over',
		'how often is the deck reshuffled before the end',
		'number of times the pile runs out'
	],
	'run-out-trading': [
		'draw pile runs out while flipping cards',
		'last card gone during the trading phase',
		'deck empty when turning cards over the last time',
		'pile runs out on the face up cards',
		'game over while trading?',
		'no more cards to flip at the end'
	],
	'run-out-drawing': [
		'the pile runs out while i draw',
		'not enough cards to draw at the end',
		'deck finished during drawing',
		'last draw pile empty at end of turn',
		'game ends during the draw',
		'cant draw my cards, pile is empty'
	],
	'hand-cards-at-end': [
		'are hand cards worth anything at the end',
		'do cards in hand score',
		'leftover cards in hand',
		'does my hand count for points',
		'hand cards at game end',
		'what are the cards in my hand worth when the game ends'
	],
	'final-harvest': [
		'do we sell our fields at the end',
		'final harvest',
		'harvest everything when the game ends',
		'last harvest of all fields',
		'what happens to the beans in the fields at the end',
		'cash in fields at game end'
	],
	'tie-break': [
		'who wins a tie',
		'two players with the same coins',
		'tie on money',
		'draw at the end who wins',
		'equal number of coins',
		'tie break rule'
	],
	'start-player': [
		'who starts the game',
		'first player',
		'who plays first',
		'start player card',
		'who begins',
		'how is the starting player chosen'
	],
	'my-first-line': [
		'do kids hold cards in their hand',
		'children lay cards out in a line',
		'my first cards face up in a row',
		'open line of cards for children',
		'do the children keep a hand',
		'cards in a row in front of each kid'
	],
	'my-first-steps': [
		'what changes at each step',
		'my first steps explained',
		'next step rules',
		'what is new in step 3',
		'moving up a step with the kids',
		'difference between my first levels'
	],
	'duel-turn': [
		'two player game rules',
		'how does a turn go with 2 players',
		'duel turn order',
		'bean duel how to play',
		'playing with two people',
		'2 players turn'
	],
	'duel-offer': [
		'cards my opponent offered in the duel',
		'what to do with the offered cards',
		'leftover offer cards duel',
		'take or discard the cards on offer',
		'opponent left cards for me',
		'duel offer cards nobody took'
	],
	'spell-when': [
		'when do i activate a spell',
		'spell phase timing',
		'how do spell cards work',
		'when can magic cards be played',
		'activate spell cards when',
		'using spells in rabohnzel',
		'using a spell, at what point is that allowed'
	],
	'bean-magic': [
		'does bean magic need a harvest',
		'beans magic effect when planted',
		'do i sell beans to use their power',
		'magic of the beans how it works',
		'planted beans give magic?',
		'use a beans effect without harvesting'
	],
	'sword-attack': [
		'how do sword beans attack',
		'sword attack rules',
		'steal coins with swords',
		'counter attack how it works',
		'attacking another player',
		'schwertbohne attack'
	],
	'temporary-field': [
		'bean field spell',
		'temporary third field',
		'extra field from a spell',
		'bohnenfeldzauber how does it work',
		'how long does the spell field last',
		'third field for a while'
	],
	'spell-value': [
		'spell cards worth at the end',
		'what do spells score',
		'value of spell cards',
		'bohnenpfennige',
		'do spell cards count for points',
		'spells at end of game'
	],
	'final-harvest-single': [
		'single bean at the final harvest',
		'is the protection rule off at the end',
		'one bean field at game end',
		'lone card in the last harvest',
		'can i sell a single bean at the end',
		'protection in the final harvest'
	],
	'single-next-to-empty': [
		'harvest a single bean if the other field is empty',
		'one bean and an empty field',
		'lone bean, other field empty',
		'my other field has nothing, can i sell one card',
		'single card field next to an empty one',
		'protection with an empty second field'
	],
	'reshuffle-when': [
		'when do we reshuffle',
		'draw pile empty in the middle of a turn',
		'shuffle the discard pile when',
		'deck runs out mid turn',
		'new draw pile from discards',
		'when to make a new deck'
	],
	'covered-beans': [
		'beans under other beans',
		'mixed patch covered cards',
		'plant on covered beans',
		'harvest covered beans',
		'cards underneath in the patch',
		'can i use the beans that are covered'
	],
	'others-give': [
		'can non active players give cards away',
		'gifts from other players',
		'can the others give me a card',
		'giving cards when its not your turn',
		'other players donating cards',
		'gift between players not on turn'
	],
	'magic-new-field': [
		'new bean on an emptied field magic',
		'use magic again after replanting',
		'bean planted on field i just harvested',
		'same phase magic from a new bean',
		'magic twice after emptying a field',
		'replanted field effect'
	],
	'magic-two-fields': [
		'four beans split over two fields',
		'do beans in two fields add up',
		'count beans across fields for magic',
		'magic with beans in both fields',
		'4 of a kind in two fields',
		'beans spread out count together'
	],
	'hand-card-spell-gifts': [
		'hand card spell gifts',
		'handkartenzauber gift allowed',
		'does the hand spell stop gifting',
		'five cards spell no trading',
		'hand card spell trade ban',
		'can i still give cards with the hand spell'
	],
	'swap-after-draw': [
		'spell card swap after drawing',
		'zauberkartentausch at end of turn',
		'swap spells after my last card',
		'use the swap spell after the draw',
		'spell swap timing',
		'swap a spell card when i finished drawing'
	],
	'random-draws-swap': [
		'random spell turns up the swap',
		'zufallszauber draws zauberkartentausch',
		'which card is shuffled back',
		'random spell swap card',
		'random spell picks the swap spell',
		'swap card from the random spell'
	],
	'pile-spell-magic-bean': [
		'pile spell with a magic bean',
		'stapelzauber discard pile top card',
		'what is on top of the discards after the pile spell',
		'played a zauberbohne for the pile spell',
		'pile spell activated by magic bean',
		'top of discard pile with stapelzauber'
	],
	'enchanted-coin': [
		'enchanted bean as a coin',
		'turn an enchanted bean into a coin',
		'enchanted beans when harvesting',
		'verzauberung der bohnen coins',
		'can the enchanted card be money',
		'enchanted card coin side'
	],
	'flow-trading': [
		'trade during magic card flow',
		'magischer kartenfluss trading',
		'card flow and trades',
		'can i swap cards while using the flow spell',
		'flow spell plant front cards in a row',
		'trading with the magic flow active'
	],
	'attack-no-coins': [
		'attack a player with no coins',
		'sword attack on someone broke',
		'defender has no money',
		'can i attack a player with nothing',
		'attack somebody without coins',
		'sword beans versus empty coin pile'
	],
	'third-field-in-box': [
		'rio grande third field card',
		'is there a third field in rio grande',
		'third field in the box',
		'rio grande buy field',
		'third field rio grande rules',
		'does rio grande have third fields'
	],
	deal: [
		'how many cards do we deal',
		'starting hand how many cards',
		'which beans do we take out for 4 players',
		'do we remove any beans with 6 ppl',
		'cards per player at the start',
		'what beans come out of the deck with 3 players'
	],
	'second-card-before-flip': [
		'can i plant my 2nd card after i flip',
		'plant second card later after turning over',
		'do i decide the second card before the two are turned',
		'wait and see the flipped cards then plant second',
		'second hand card after the trade cards are up',
		'too late to plant the next card once cards are turned'
	],
	'trade-outside-phase': [
		'can we trade during the draw phase',
		'trade when its not trading time',
		'give someone a card during planting',
		'swap cards after the trading is over',
		'trade on someone elses planting step',
		'late trade after phase 2'
	],
	'trade-withdraw': [
		'can i back out of a trade',
		'take back a deal we agreed',
		'changed my mind after agreeing a swap',
		'cancel trade before handing over cards',
		'undo an agreed trade',
		'renege on a deal before cards move'
	],
	'show-hand': [
		'can i show my cards to everyone',
		'allowed to lie about my hand',
		'bluff about what cards i have',
		'can i reveal my hand to get a trade',
		'do i have to tell the truth about my cards',
		'showing hand cards allowed'
	],
	'discard-and-coins': [
		'can i look through the discard pile',
		'search the discards',
		'do i have to say how many coins i have',
		'are coins hidden',
		'can we count other players money',
		'check whats in the discard'
	],
	'third-field-final-harvest': [
		'buy third field at the very end',
		'use final harvest coins to buy a field',
		'third field after game over',
		'can i still buy a field when the game ends',
		'purchase field during last harvest',
		'end of game buy extra field'
	],
	'spell-twice': [
		'same spell card 2 times in one turn',
		'activate same spell twice',
		'can i reactivate a spell card',
		'spell again same turn',
		'double activation of one spell',
		'flip a spell card back up again'
	],
	'cape-final-harvest': [
		'kapbohne at the end do i get a spell',
		'spell card from kap beans in final harvest',
		'harvest kapbohnen at game end spell card',
		'last harvest kap beans draw spell',
		'do kapbohnen give spells at the end',
		'kapbohne final harvest'
	],
	'run-out-spell': [
		'deck runs out in spell phase',
		'pile empty while using weissbohne',
		'last card drawn with white bean magic',
		'trade spell third card empties pile',
		'draw pile gone during magic phase',
		'deck empty during handelszauber'
	],
	'steal-empty-hand': [
		'pfluckbohne on a player with no cards',
		'steal from empty hand',
		'pick bean but nobody has cards',
		'can i steal when they have no hand',
		'pflueckbohne empty hand',
		'stealing last card but hand is empty'
	]
};

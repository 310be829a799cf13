// The teachCards area's messages in English.

const messages = {
	basic_1:
		'Play with the four beans that show one coin at the bottom. All other cards are the coins.',
	basic_2: 'Your five cards lie face up in a line. Never change their order.',
	basic_3: 'Plant from the left end of your line into your two fields.',
	basic_4:
		'A field with enough beans for a coin is harvested right away, even when it is not your turn. Take a coin from the coin pile.',
	basic_5:
		'A third kind of bean, and both fields are taken? Put it on top of one field. The beans below wait.',
	basic_6: 'Whoever has the most coins wins. A tie at the top? Then everyone in it wins.',
	'two-coin_1': 'Now play with the six other beans. The first four beans become the coins.',
	'two-coin_2': 'These beans can earn one coin or two.',
	'two-coin_3':
		'You choose when to harvest: now for one coin, or wait for more beans and two coins.',
	'two-coin_4': 'At the end, every field worth a coin may still be harvested.',
	'step-1_1': 'Shuffle all ten kinds of beans together.',
	'step-1_2': 'Open your board: everyone has three fields.',
	'step-1_3':
		'There is no coin pile any more. When you harvest, turn one harvested card over for each coin. The rest go on the discard pile.',
	'step-2_1': 'No more beans on top of beans: a field holds one kind only.',
	'step-2_2': 'A new kind must be planted and every field is taken? Harvest a field first.',
	'step-2_3': 'Too few beans for a coin? Then they all go on the discard pile.',
	'step-3_1': 'Everyone starts with two fields again.',
	'step-3_2': 'Whenever you like, pay three coins to open your third field.',
	'step-3_3': 'The three coins go on the discard pile, bean side up.',
	'step-4_1': 'Hold your cards in your hand instead of laying them out.',
	'step-4_2': 'Keep their order: new cards go to the back.',
	'step-4_3': 'Plant the card at the front of your hand.',
	'step-4_4': 'Too many cards for small hands? Skip this step and keep them face up.',
	'step-5_1': 'A field with just one bean is protected.',
	'step-5_2': 'You may harvest it only when none of your fields holds more than one bean.',
	'step-5_3': 'Now you know every rule of Bohnanza!',
	'rule_face-up-line_title': 'Cards in a line',
	'rule_face-up-line':
		'Lay your cards face up in a line. Never change the order. New cards go on the right.',
	'rule_hand-cards_title': 'Cards in your hand',
	'rule_hand-cards':
		'Hold your cards in your hand and keep their order. New cards go to the back; you plant from the front.',
	'rule_mixed-patch_title': 'The Mixed Patch Rule',
	'rule_mixed-patch':
		'Put the new bean on top of one of your fields. The beans below wait until the new ones are harvested.',
	'rule_harvest-may-earn-nothing_title': 'Make room',
	'rule_harvest-may-earn-nothing':
		'Harvest one field first. Too few beans for a coin? They all go on the discard pile.',
	'rule_auto-harvest_title': 'Harvest right away',
	'rule_auto-harvest': 'Harvest that field at once, even when it is not your turn.',
	'rule_choose-harvest-time_title': 'You choose when',
	'rule_choose-harvest-time': 'Harvest now for one coin, or wait for more beans and two coins.',
	'rule_coin-supply_title': 'Coins from the coin pile',
	'rule_coin-supply': 'Take a coin from the coin pile. The harvested beans go on the discard pile.',
	'rule_harvested-cards-are-coins_title': 'Beans become coins',
	'rule_harvested-cards-are-coins':
		'Turn one harvested card over for each coin. The rest go on the discard pile.',
	'rule_third-field-buyable_title': 'Buy a third field',
	'rule_third-field-buyable':
		'Three coins can buy a third field, whenever you like. The coins go on the discard pile.',
	'rule_protection-rule_title': 'The lonely bean',
	'rule_protection-rule':
		'A field with one bean may be harvested only when none of your fields holds more than one.',
	'rule_end-harvest_title': 'The last harvest',
	'rule_end-harvest': 'Harvest every field that is worth a coin. Then count the coins.'
};

export type Messages = typeof messages;
export default messages;

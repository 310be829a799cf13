// The teachCards area's messages in English.

const messages = {
	'basic.1':
		'Play with the four beans that show one coin at the bottom. All other cards are the coins.',
	'basic.2': 'Your five cards lie face up in a line. Never change their order.',
	'basic.3': 'Plant from the left end of your line into your two fields.',
	'basic.4':
		'A field with enough beans for a coin is harvested right away, even when it is not your turn. Take a coin from the coin pile.',
	'basic.5':
		'A third kind of bean, and both fields are taken? Put it on top of one field. The beans below wait.',
	'basic.6': 'Whoever has the most coins wins. A tie at the top? Then everyone in it wins.',
	'two-coin.1': 'Now play with the six other beans. The first four beans become the coins.',
	'two-coin.2': 'These beans can earn one coin or two.',
	'two-coin.3':
		'You choose when to harvest: now for one coin, or wait for more beans and two coins.',
	'two-coin.4': 'At the end, every field worth a coin may still be harvested.',
	'step-1.1': 'Shuffle all ten kinds of beans together.',
	'step-1.2': 'Open your board: everyone has three fields.',
	'step-1.3':
		'There is no coin pile any more. When you harvest, turn one harvested card over for each coin. The rest go on the discard pile.',
	'step-2.1': 'No more beans on top of beans: a field holds one kind only.',
	'step-2.2': 'A new kind must be planted and every field is taken? Harvest a field first.',
	'step-2.3': 'Too few beans for a coin? Then they all go on the discard pile.',
	'step-3.1': 'Everyone starts with two fields again.',
	'step-3.2': 'Whenever you like, pay three coins to open your third field.',
	'step-3.3': 'The three coins go on the discard pile, bean side up.',
	'step-4.1': 'Hold your cards in your hand instead of laying them out.',
	'step-4.2': 'Keep their order: new cards go to the back.',
	'step-4.3': 'Plant the card at the front of your hand.',
	'step-4.4': 'Too many cards for small hands? Skip this step and keep them face up.',
	'step-5.1': 'A field with just one bean is protected.',
	'step-5.2': 'You may harvest it only when none of your fields holds more than one bean.',
	'step-5.3': 'Now you know every rule of Bohnanza!',
	'rule.face-up-line.title': 'Cards in a line',
	'rule.face-up-line':
		'Lay your cards face up in a line. Never change the order. New cards go on the right.',
	'rule.hand-cards.title': 'Cards in your hand',
	'rule.hand-cards':
		'Hold your cards in your hand and keep their order. New cards go to the back; you plant from the front.',
	'rule.mixed-patch.title': 'The Mixed Patch Rule',
	'rule.mixed-patch':
		'Put the new bean on top of either field. The beans below wait until the new ones are harvested.',
	'rule.harvest-may-earn-nothing.title': 'Make room',
	'rule.harvest-may-earn-nothing':
		'Harvest one field first. Too few beans for a coin? They all go on the discard pile.',
	'rule.auto-harvest.title': 'Harvest right away',
	'rule.auto-harvest': 'Harvest that field at once, even when it is not your turn.',
	'rule.choose-harvest-time.title': 'You choose when',
	'rule.choose-harvest-time': 'Harvest now for one coin, or wait for more beans and two coins.',
	'rule.coin-supply.title': 'Coins from the coin pile',
	'rule.coin-supply': 'Take a coin from the coin pile. The harvested beans go on the discard pile.',
	'rule.harvested-cards-are-coins.title': 'Beans become coins',
	'rule.harvested-cards-are-coins':
		'Turn one harvested card over for each coin. The rest go on the discard pile.',
	'rule.third-field-buyable.title': 'Buy a third field',
	'rule.third-field-buyable':
		'Three coins can buy a third field, whenever you like. The coins go on the discard pile.',
	'rule.protection-rule.title': 'The lonely bean',
	'rule.protection-rule':
		'A field with one bean may be harvested only when none of your fields holds more than one.',
	'rule.end-harvest.title': 'The last harvest',
	'rule.end-harvest': 'Harvest every field that is worth a coin. Then count the coins.'
};

export type Messages = typeof messages;
export default messages;

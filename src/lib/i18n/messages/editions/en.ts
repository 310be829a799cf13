// The editions area's messages in English.

const messages = {
	'short.amigo': 'AMIGO (current)',
	'short.amigo-1997': 'AMIGO 1997',
	'short.rio-grande': 'Rio Grande 2–7',
	'short.my-first': 'My First Bohnanza',
	'short.rabohnzel': 'Rabohnzel',
	'long.amigo': 'Bohnanza (AMIGO, current rules)',
	'long.amigo-1997': 'Bohnanza (AMIGO, 1997 rules)',
	'long.rio-grande': 'Bohnanza (Rio Grande, 2-7 players)',
	'long.my-first': 'My First Bohnanza',
	'long.rabohnzel': 'Rabohnzel',
	'step.basic': 'First games: one-coin beans',
	'step.two-coin': 'Two-coin beans',
	'step.step-1': 'Step 1: all beans, three fields',
	'step.step-2': 'Step 2: no mixed patches',
	'step.step-3': 'Step 3: buy a third field',
	'step.step-4': 'Step 4: cards in hand',
	'step.step-5': 'Step 5: protection rule'
};

export type Messages = typeof messages;
export default messages;

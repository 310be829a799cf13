// The editions area's messages in English.

const messages = {
	short_amigo: 'AMIGO (current)',
	'short_amigo-1997': 'AMIGO 1997',
	'short_rio-grande': 'Rio Grande 2–7',
	'short_my-first': 'My First Bohnanza',
	short_rabohnzel: 'Rabohnzel',
	long_amigo: 'Bohnanza (AMIGO, current rules)',
	'long_amigo-1997': 'Bohnanza (AMIGO, 1997 rules)',
	'long_rio-grande': 'Bohnanza (Rio Grande, 2-7 players)',
	'long_my-first': 'My First Bohnanza',
	long_rabohnzel: 'Rabohnzel',
	step_basic: 'First games: one-coin beans',
	'step_two-coin': 'Two-coin beans',
	'step_step-1': 'Step 1: all beans, three fields',
	'step_step-2': 'Step 2: no Mixed Patch Rule',
	'step_step-3': 'Step 3: buy a third field',
	'step_step-4': 'Step 4: cards in hand',
	'step_step-5': 'Step 5: protection rule'
};

export type Messages = typeof messages;
export default messages;

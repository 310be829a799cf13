// The editions area's messages in German.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	short_amigo: 'AMIGO (aktuell)',
	'short_amigo-1997': 'AMIGO 1997',
	'short_rio-grande': 'Rio Grande 2–7',
	'short_my-first': 'My First Bohnanza',
	short_rabohnzel: 'Rabohnzel',
	long_amigo: 'Bohnanza (AMIGO, aktuelle Regeln)',
	'long_amigo-1997': 'Bohnanza (AMIGO, Regeln von 1997)',
	'long_rio-grande': 'Bohnanza (Rio Grande, 2-7 Spieler)',
	'long_my-first': 'My First Bohnanza',
	long_rabohnzel: 'Rabohnzel',
	step_basic: 'Erste Partien: Ein-Taler-Bohnen',
	'step_two-coin': 'Zwei-Taler-Bohnen',
	'step_step-1': 'Stufe 1: alle Bohnen, drei Felder',
	'step_step-2': 'Stufe 2: keine Mischfeld-Regel',
	'step_step-3': 'Stufe 3: drittes Feld kaufen',
	'step_step-4': 'Stufe 4: Karten auf der Hand',
	'step_step-5': 'Stufe 5: Schutz der einzelnen Bohne'
};

export default messages;

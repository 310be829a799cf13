// The editions area's messages in German.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	'short.amigo': 'AMIGO (aktuell)',
	'short.amigo-1997': 'AMIGO 1997',
	'short.rio-grande': 'Rio Grande 2–7',
	'short.my-first': 'My First Bohnanza',
	'short.rabohnzel': 'Rabohnzel',
	'long.amigo': 'Bohnanza (AMIGO, aktuelle Regeln)',
	'long.amigo-1997': 'Bohnanza (AMIGO, Regeln von 1997)',
	'long.rio-grande': 'Bohnanza (Rio Grande, 2-7 Spieler)',
	'long.my-first': 'My First Bohnanza',
	'long.rabohnzel': 'Rabohnzel',
	'step.basic': 'Erste Partien: Ein-Taler-Bohnen',
	'step.two-coin': 'Zwei-Taler-Bohnen',
	'step.step-1': 'Stufe 1: alle Bohnen, drei Felder',
	'step.step-2': 'Stufe 2: keine gemischten Felder',
	'step.step-3': 'Stufe 3: drittes Feld kaufen',
	'step.step-4': 'Stufe 4: Karten auf der Hand',
	'step.step-5': 'Stufe 5: Schutz der einzelnen Bohne'
};

export default messages;

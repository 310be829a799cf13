// The editions area's messages in French.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	short_amigo: 'AMIGO (actuelle)',
	'short_amigo-1997': 'AMIGO 1997',
	'short_rio-grande': 'Rio Grande 2–7',
	'short_my-first': 'My First Bohnanza',
	short_rabohnzel: 'Rabohnzel',
	long_amigo: 'Bohnanza (AMIGO, règles actuelles)',
	'long_amigo-1997': 'Bohnanza (AMIGO, règles de 1997)',
	'long_rio-grande': 'Bohnanza (Rio Grande, 2 à 7 joueurs)',
	'long_my-first': 'My First Bohnanza',
	long_rabohnzel: 'Rabohnzel',
	step_basic: 'Premières parties : haricots à une pièce',
	'step_two-coin': 'Haricots à deux pièces',
	'step_step-1': 'Étape 1 : tous les haricots, trois champs',
	'step_step-2': 'Étape 2 : plus de règle du champ mélangé',
	'step_step-3': 'Étape 3 : acheter un troisième champ',
	'step_step-4': 'Étape 4 : cartes en main',
	'step_step-5': 'Étape 5 : protection du haricot seul'
};

export default messages;

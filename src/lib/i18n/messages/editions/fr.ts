// The editions area's messages in French.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	'short.amigo': 'AMIGO (actuelle)',
	'short.amigo-1997': 'AMIGO 1997',
	'short.rio-grande': 'Rio Grande 2–7',
	'short.my-first': 'My First Bohnanza',
	'short.rabohnzel': 'Rabohnzel',
	'long.amigo': 'Bohnanza (AMIGO, règles actuelles)',
	'long.amigo-1997': 'Bohnanza (AMIGO, règles de 1997)',
	'long.rio-grande': 'Bohnanza (Rio Grande, 2 à 7 joueurs)',
	'long.my-first': 'My First Bohnanza',
	'long.rabohnzel': 'Rabohnzel',
	'step.basic': 'Premières parties : haricots à une pièce',
	'step.two-coin': 'Haricots à deux pièces',
	'step.step-1': 'Étape 1 : tous les haricots, trois champs',
	'step.step-2': 'Étape 2 : plus de champs mélangés',
	'step.step-3': 'Étape 3 : acheter un troisième champ',
	'step.step-4': 'Étape 4 : cartes en main',
	'step.step-5': 'Étape 5 : protection du haricot seul'
};

export default messages;

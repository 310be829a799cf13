import { defineMessages } from '../define';

/** Names of the editions (short for chips, long for titles) and of My First Bohnanza's steps. */
export const editions = defineMessages({
	en: {
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
	},
	de: {
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
	},
	fr: {
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
		'step.basic': 'Premières parties : haricots à une pièce',
		'step.two-coin': 'Haricots à deux pièces',
		'step.step-1': 'Étape 1 : tous les haricots, trois champs',
		'step.step-2': 'Étape 2 : plus de champs mélangés',
		'step.step-3': 'Étape 3 : acheter un troisième champ',
		'step.step-4': 'Étape 4 : cartes en main',
		'step.step-5': 'Étape 5 : protection du haricot seul'
	}
});

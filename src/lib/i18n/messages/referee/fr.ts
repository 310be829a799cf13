// The referee area's messages in French.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	heading: 'Questions de règles',
	intro:
		'Les questions de règles qui arrêtent une partie, avec la réponse de chaque édition et la section de la règle à consulter.',
	searchLabel: 'Chercher une question',
	searchHint: 'Quelques mots suffisent, par exemple « troisième champ » ou « égalité ».',
	editionLabel: 'Édition',
	allEditions: 'Toutes les éditions',
	playersLabel: 'Joueurs',
	anyPlayers: 'Peu importe',
	stepLabel: 'Étape de My First',
	anyStep: 'Toutes les étapes',
	topicsLabel: 'Thèmes',
	allTopics: 'Tous les thèmes',
	loading: 'Chargement des réponses…',
	loadFailed: 'Les réponses n’ont pas pu être chargées. Rechargez la page pour réessayer.',
	noResults: (query: string) =>
		`Aucune question ne correspond à « ${query} ». Essayez d’autres mots, ou moins de mots.`,
	unknown: (query: string) => `Pas de réponse ici à « ${query} ».`,
	unknownTopics: 'Les thèmes les plus proches à parcourir :',
	unknownRulebook:
		'Pour une question de règles, regardez dans la règle de votre édition, à l’étape du tour où elle s’est posée (planter, échanger, piocher ou fin de partie). Si la règle ne dit rien, mettez-vous d’accord à la table avant de continuer.',
	resultCount: (count: number) => plural('fr', count, { one: '# question', other: '# questions' }),
	otherEditions: (count: number) =>
		plural('fr', count, {
			one: '# réponse pour d’autres éditions',
			other: '# réponses pour d’autres éditions'
		}),
	sourceLabel: 'Où le lire',
	silentNote: 'La règle ne dit rien ici : voici ce que suppose l’application.',
	players: (min: number, max: number) =>
		min === max
			? plural('fr', min, { one: '# joueur', other: '# joueurs' })
			: `${min} à ${plural('fr', max, { one: '# joueur', other: '# joueurs' })}`,
	steps: (first: string, last: string) => `${first} à ${last}`,
	close: 'Fermer'
};

export default messages;

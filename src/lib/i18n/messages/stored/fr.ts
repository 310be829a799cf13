// Damaged stored data, in French (typography: docs/terms.md).
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	damagedHeading: 'Parties abîmées',
	damagedIntro:
		'Ces parties sont enregistrées sur cet appareil mais ne peuvent pas être affichées telles quelles. Rien n’a été modifié\u00a0: téléchargez chacune telle qu’elle est enregistrée pour la garder, ou supprimez-la.',
	damagedStarted: (date: string) => `Partie enregistrée, commencée le ${date}`,
	damagedUndated: 'Partie enregistrée (sa date de début est abîmée)',
	'problem_not-a-game': 'L’enregistrement n’est pas une partie complète.',
	'problem_bad-id': 'Son identifiant ne peut pas figurer dans une adresse.',
	'problem_unknown-edition': (edition: string) =>
		`Elle indique une édition que cette application ne connaît pas («\u00a0${edition}\u00a0»)\u00a0: une version plus récente de l’application pourra peut-être la lire.`,
	'problem_bad-summary':
		'Son résumé enregistré (joueurs, tour, résultat) est abîmé\u202f; la partie elle-même s’ouvre peut-être encore.',
	downloadAsStored: 'Télécharger telle qu’enregistrée',
	deleteDamagedConfirm: 'Supprimer cette partie abîmée\u202f?',
	statsSkipped: (count: number) =>
		plural('fr', count, {
			one: '# partie terminée n’a pas pu être lue et n’est pas comptée.',
			other: '# parties terminées n’ont pas pu être lues et ne sont pas comptées.'
		}),
	gameDamaged: 'Cette partie est enregistrée sur cet appareil, mais elle ne peut pas être ouverte.',
	'damage_unknown-edition':
		'Elle indique une édition que cette application ne connaît pas\u00a0: une version plus récente de l’application pourra peut-être la lire.',
	damage_other: 'Ses réglages (édition, joueurs, options) sont abîmés.',
	gameDamagedHelp:
		'Rien n’a été modifié. Téléchargez-la telle qu’elle est enregistrée pour la garder\u202f; la page Parties permet de la supprimer.',
	setAsideHeading: (count: number) =>
		plural('fr', count, {
			one: '# entrée de l’historique de cette partie est gardée mais laissée hors de la partie\u00a0:',
			other:
				'# entrées de l’historique de cette partie sont gardées mais laissées hors de la partie\u00a0:'
		}),
	'setAside_unknown-type': (position: number, type: string) =>
		`Entrée ${position}\u00a0: «\u00a0${type}\u00a0», un type d’entrée que cette application ne connaît pas.`,
	'setAside_bad-event': (position: number) => `Entrée ${position}\u00a0: ses détails sont abîmés.`,
	setAside_damaged: (position: number) =>
		`Entrée ${position}\u00a0: un enregistrement abîmé, pas une entrée.`,
	'setAside_repeated-seq': (position: number, seq: number) =>
		`Entrée ${position}\u00a0: une deuxième entrée numérotée ${seq}\u202f; la première compte.`,
	vanishedGame:
		'Cette partie n’est plus enregistrée sur cet appareil\u00a0: les parties enregistrées de l’application ont été supprimées (par un autre onglet, ou par le navigateur en effaçant les données du site). Elle n’existe plus que sur cet écran.',
	saveAgain: 'L’enregistrer à nouveau sur cet appareil',
	downloadNow: 'La télécharger maintenant',
	setAsideExport: 'L’export de cette partie contient son historique exactement tel qu’enregistré.'
};

export default messages;

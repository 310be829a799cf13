// The games area's messages in French.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	statsAll: 'Statistiques et graphiques par groupe et par joueur',
	statsMore: 'Plus sur ces joueurs',
	'import_bad-note': 'la note d’une partie n’est pas un texte d’au plus 500 caractères.',
	'import_bad-corrections': 'les corrections de noms du fichier sont endommagées.',
	note: 'Note',
	noteShown: 'Note :',
	addNote: 'Ajouter une note',
	editNote: 'Modifier la note',
	saveNote: 'Enregistrer la note',
	cancelNote: 'Annuler',
	noteHint: 'Qui a apporté quelle édition, où vous avez joué…',
	noteTooLong: 'La note dépasse 500 caractères : rien n’a été enregistré.',
	noteNotSaved: 'L’enregistrement a échoué : la note est restée telle quelle.',
	importTooLarge: (max: number) =>
		`le fichier dépasse ${plural('fr', max, { one: '# caractère', other: '# caractères' })}, le maximum qu’un navigateur peut lire d’un coup.`,
	importUnreadable:
		'le fichier n’a pas pu être lu (il a peut-être été déplacé ou modifié entre-temps).',
	'import_bad-id':
		'l’identifiant d’une partie est abîmé (un identifiant a de 1 à 64 lettres A–Z, chiffres, « - » ou « _ »).',
	importAdded: (count: number) =>
		plural('fr', count, { one: '# partie importée.', other: '# parties importées.' }),
	importSame: (count: number) =>
		plural('fr', count, {
			one: '# partie était déjà ici, identique.',
			other: '# parties étaient déjà ici, identiques.'
		}),
	importExtended: (count: number) =>
		plural('fr', count, {
			one: '# partie d’ici continue avec le journal plus long du fichier.',
			other: '# parties d’ici continuent avec les journaux plus longs du fichier.'
		}),
	importKeptLonger: (count: number) =>
		plural('fr', count, {
			one: '# partie d’ici a déjà plus d’entrées que dans le fichier et reste telle quelle.',
			other:
				'# parties d’ici ont déjà plus d’entrées que dans le fichier et restent telles quelles.'
		}),
	importCopied: (count: number) =>
		plural('fr', count, {
			one: '# partie du fichier a pris un autre chemin que celle d’ici au même identifiant : les deux sont gardées, celle du fichier en copie.',
			other:
				'# parties du fichier ont pris un autre chemin que celles d’ici aux mêmes identifiants : les deux sont gardées, celles du fichier en copies.'
		}),
	restoredAsCopy:
		'La partie est revenue en copie : une partie au même identifiant a été ajoutée après la suppression et reste telle quelle.',
	restoreFailed:
		'La partie n’a pas pu être remise, car l’enregistrement a échoué. Elle reste prête ici : touche encore « Défaire ».'
};

export default messages;

// The games area's messages in French.
import { plural, formatNumber } from '../../format';
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
	'import_bad-version':
		'la version indiquée dans le fichier est endommagée (ce n’est pas un nombre entier).',
	importRefused: (count: number) =>
		plural('fr', count, {
			one: '# partie n’a pas été importée, et rien n’en a été enregistré :',
			other: '# parties n’ont pas été importées, et rien n’en a été enregistré :'
		}),
	refusedGame: (players: string, started: string, reason: string) =>
		`${players} (${started}) : ${reason}`,
	importNotSaved: (count: number) =>
		plural('fr', count, {
			one: 'L’enregistrement a échoué en cours de route : # partie du fichier n’a pas été importée (celles comptées ci-dessus l’ont été). Importez le fichier à nouveau pour l’ajouter ; les parties déjà présentes sont ignorées.',
			other:
				'L’enregistrement a échoué en cours de route : # parties du fichier n’ont pas été importées (celles comptées ci-dessus l’ont été). Importez le fichier à nouveau pour les ajouter ; les parties déjà présentes sont ignorées.'
		}),
	importProgress: (done: number, all: number) =>
		plural('fr', all, {
			one: `Importation : ${formatNumber('fr', done)} partie enregistrée sur #…`,
			other: `Importation : ${formatNumber('fr', done)} parties enregistrées sur #…`
		}),
	refusedUnnamed: (position: number) => `Partie ${position} du fichier`,
	refusedUndated: 'début inconnu',
	restoredAsCopy:
		'La partie est revenue en copie : une partie au même identifiant a été ajoutée après la suppression et reste telle quelle.',
	restoreFailed:
		'La partie n’a pas pu être remise, car l’enregistrement a échoué. Elle reste prête ici : touchez encore « Défaire ».',
	splitHere: 'Copie de ce téléphone',
	splitThere: 'Copie de l’autre téléphone',
	lastChange: (when: string) => `Dernière modification : ${when}`,
	chooseSplit: 'Choisir laquelle garder',
	atTurn: (turn: number) => `Tour ${turn}`,
	finishedShort: 'terminée',
	undoKeptOther: (standing: string, when: string) =>
		`Défaire : ramener la copie de ce téléphone (${standing}, modifiée ${when})`,
	undoKeptThis: (standing: string, when: string) =>
		`Défaire : ramener la copie de l’autre téléphone (${standing}, modifiée ${when})`,
	undoImport: (standing: string, when: string) =>
		`Défaire : ramener la copie de ce téléphone d’avant l’import (${standing}, modifiée ${when})`,
	recentlyDeleted: 'Supprimées récemment',
	setAsideNote:
		'Ce qu’un choix a remplacé reste 30 jours sur ce téléphone, puis est effacé. Ce n’est ni dans les sauvegardes, ni dans les exports, ni dans les statistiques.',
	deletedAt: (when: string) => `Supprimée : ${when}`,
	setAsideAt: (when: string) => `Mise de côté : ${when}`,
	damagedCopy: 'Un enregistrement endommagé',
	bringBack: 'Ramener',
	forget: 'Effacer pour de bon',
	bringBackFailed: 'Impossible de la ramener : l’enregistrement a échoué. Réessayez.',
	gamesHeading: 'Parties',
	newGame: 'Nouvelle partie',
	noGames: 'Aucune partie pour l’instant. Créez-en une quand vous vous mettez à table.',
	inProgress: 'En cours',
	finishedGames: 'Terminées',
	status_setup: 'Mise en place',
	status_playing: (turn: number, pass: number, passes: number) =>
		`Tour ${turn}, passage ${pass} sur ${passes}`,
	status_harvest: 'Récolte finale',
	status_winner: (names: string) => `Gagnée par ${names}`,
	startedOn: (date: string) => `Commencée le ${date}`,
	resume: 'Reprendre',
	open: 'Ouvrir',
	deleteGame: 'Supprimer',
	deleteConfirm: (names: string) => `Supprimer la partie de ${names} ?`,
	deleteYes: 'Oui, supprimer',
	deleted: 'Partie supprimée.',
	undoDelete: 'Défaire',
	exportAll: 'Exporter toutes les parties',
	importGames: 'Importer des parties depuis un fichier',
	importDone: (added: number, skipped: number) =>
		skipped === 0
			? `${plural('fr', added, { one: '# partie importée', other: '# parties importées' })}.`
			: `${plural('fr', added, { one: '# partie importée', other: '# parties importées' })} ; ${plural('fr', skipped, { one: '# était déjà là et reste inchangée', other: '# étaient déjà là et restent inchangées' })}.`,
	importFailed: 'Rien n’a été importé :',
	'import_too-large': 'le fichier est trop gros pour un export de Bean Referee.',
	'import_damaged-json': 'le fichier est endommagé (JSON incomplet).',
	'import_wrong-format': 'ce n’est pas un fichier de parties de Bean Referee.',
	'import_unsupported-version': 'le fichier vient d’une version plus récente de l’application.',
	'import_no-games': 'le fichier ne contient aucune partie.',
	'import_bad-game': 'une partie du fichier est incomplète.',
	'import_duplicate-game': 'le fichier contient deux fois la même partie.',
	'import_unknown-edition': 'une partie utilise une édition inconnue de l’application.',
	'import_bad-options': 'une partie a des options que son édition n’a pas.',
	'import_bad-player-count': 'une partie a un nombre de joueurs que son édition ne permet pas.',
	'import_bad-player-name': 'une partie a un nom de joueur vide, trop long ou en double.',
	'import_bad-start-player': 'une partie désigne un premier joueur absent de la table.',
	'import_negative-count': 'une partie contient un nombre négatif.',
	'import_unknown-event-type': 'une partie contient une entrée inconnue de l’application.',
	'import_bad-event': 'une partie contient une entrée endommagée.',
	'import_impossible-event':
		'le journal d’une partie est incohérent (une entrée y est impossible).',
	'import_not-saved': 'l’enregistrement a échoué.',
	statsHeading: 'Statistiques',
	statsEmpty: 'Terminez une partie pour voir des statistiques.',
	statsGroup: (edition: string, games: number) =>
		`${edition} : ${plural('fr', games, { one: '# partie', other: '# parties' })}`,
	winsHeader: 'Victoires',
	averageWinning: (score: number) =>
		`Score moyen du vainqueur : ${plural('fr', score, { one: '# pièce', other: '# pièces' })}`,
	showMore: 'Afficher plus de parties',
	listedOf: (shown: number, total: number) =>
		`${plural('fr', shown, { other: '#' })} sur ${plural('fr', total, { one: '# partie', other: '# parties' })}`
};

export default messages;

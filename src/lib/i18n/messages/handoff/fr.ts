// The hand-off area's messages in French.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	sendHeading: 'Passer cette partie',
	codeIntro:
		'Sur l’autre téléphone, ouvrez Bean Referee, touchez « Scanner une partie d’un autre téléphone » et visez ce code avec l’appareil photo.',
	codePart: (part: number, parts: number) => `Code ${part} sur ${parts}`,
	pauseCodes: 'Pause',
	resumeCodes: 'Reprendre',
	nextCode: 'Code suivant',
	brighter:
		'Augmentez la luminosité de cet écran et tenez-le immobile. Les codes se répètent jusqu’à ce que l’autre téléphone les ait tous.',
	fileHeading: 'Pas d’appareil photo ? Envoyer un fichier',
	fileIntro:
		'L’autre téléphone ouvre le fichier avec Bean Referee, ou l’importe depuis sa page Parties, et la partie continue à partir d’ici.',
	sendFile: 'Envoyer comme fichier',
	fileShared: 'Envoyé. Ouvrez-le sur l’autre téléphone.',
	fileSaved: 'Enregistré comme fichier. Ouvrez-le sur l’autre téléphone.',
	sendFailed: 'Cette partie n’a pas pu être lue : rien n’a été envoyé.',
	close: 'Fermer',
	scanHeading: 'Scanner une partie',
	scanIntro:
		'Sur l’autre téléphone, ouvrez la partie et touchez « Passer cette partie à un autre téléphone », puis visez son code avec cet appareil photo.',
	scanMissing: (parts: string, count: number, total: number) =>
		plural('fr', count, {
			one: `Il manque le code ${parts} sur ${total}.`,
			other: `Il manque les codes ${parts} sur ${total}.`
		}),
	scanProgress: (received: number, total: number) => `${received} sur ${total}`,
	scanStop: 'Arrêter',
	scanAgain: 'Reprendre le scan',
	'scan_not-a-game': 'Ce code n’est pas une partie de Bean Referee.',
	scan_damaged:
		'Ce code a été mal lu ou est abîmé. Gardez l’appareil photo sur les codes : ils se répètent.',
	'scan_newer-version':
		'Cette partie vient d’une version plus récente de Bean Referee. Mettez cette appli à jour (rechargez-la en ligne), puis scannez à nouveau.',
	'scan_other-game':
		'Ce code appartient à une autre partie que celle en cours de scan. Scannez une partie à la fois.',
	scan_incomplete: (missing: number) =>
		plural('fr', missing, {
			one: '# code manque encore. Reprenez le scan pour l’obtenir.',
			other: '# codes manquent encore. Reprenez le scan pour les obtenir.'
		}),
	'scan_camera-refused':
		'L’appareil photo n’est pas autorisé : autorisez-le dans les réglages du site du navigateur, ou passez par un fichier.',
	'scan_camera-missing': 'Aucun appareil photo n’est utilisable ici.',
	fileFallback:
		'À la place, l’autre téléphone peut envoyer la partie comme fichier (« Pas d’appareil photo ? Envoyer un fichier ») ; ouvrez-le ici.',
	importFile: 'Importer le fichier de la partie',
	scanHint:
		'Aucun code lu pour l’instant : approchez ce téléphone du code, tenez-le immobile et montez la luminosité de l’autre téléphone.',
	scanNew: 'La partie est là. Elle est nouvelle sur ce téléphone.',
	scanSame: 'Cette partie était déjà là, identique : rien n’a changé.',
	scanCaughtUp: (turns: number) =>
		plural('fr', turns, {
			one: 'La partie de ce téléphone a rattrapé # tour.',
			other: 'La partie de ce téléphone a rattrapé # tours.'
		}),
	scanCaughtUpEntries:
		'La partie de ce téléphone a rattrapé son retard : le même tour, avec les entrées qui lui manquaient.',
	scanAhead: 'Ce téléphone avait déjà plus de cette partie : elle reste telle quelle.',
	openGame: 'Ouvrir la partie',
	openGames: 'Aller aux parties',
	atTurn: (turn: number) => `Tour ${turn}`,
	finished: 'Terminée',
	divergedHeading: 'Cette partie a pris deux chemins',
	divergedIntro: (shared: number) =>
		plural('fr', shared, {
			one: 'Les deux téléphones ont continué après # entrée commune. Les deux versions sont gardées pour l’instant : laquelle voulez-vous ?',
			other:
				'Les deux téléphones ont continué après # entrées communes. Les deux versions sont gardées pour l’instant : laquelle voulez-vous ?'
		}),
	thisPhone: 'Ce téléphone',
	otherPhone: 'L’autre téléphone',
	moves: (count: number) =>
		plural('fr', count, { one: '# entrée à lui', other: '# entrées à lui' }),
	keepHere: 'Garder celle de ce téléphone',
	keepThere: 'Garder celle de l’autre téléphone',
	keepBoth: 'Garder les deux',
	keptHere: 'La version de ce téléphone est gardée.',
	keptThere: 'La version de l’autre téléphone est gardée.',
	keptBoth: 'Les deux sont gardées, celle de l’autre téléphone comme copie.',
	undoKeep: 'Défaire',
	keepUndone:
		'Choix défait : les deux versions sont gardées, celle de l’autre téléphone comme copie.',
	keptLater:
		'La version mise de côté reste 30 jours sur ce téléphone : sa partie dans la liste des parties peut aussi la ramener. Elle n’est pas dans les sauvegardes.',
	undoKeepFailed: 'Impossible de défaire : l’enregistrement a échoué. Réessayez.',
	keepFailed: 'Cela n’a pas pu être enregistré ; les deux versions sont toujours là.'
};

export default messages;

// The hand-off area's messages in French.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	sendHeading: 'Passer cette partie',
	fileIntro:
		'L’autre téléphone ouvre le fichier avec Bean Referee, ou l’importe depuis sa page Parties, et la partie continue à partir d’ici.',
	sendFile: 'Envoyer comme fichier',
	fileShared: 'Envoyé. Ouvrez-le sur l’autre téléphone.',
	fileSaved: 'Enregistré comme fichier. Ouvrez-le sur l’autre téléphone.',
	sendFailed: 'Cette partie n’a pas pu être lue : rien n’a été envoyé.',
	close: 'Fermer',
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
	keepFailed: 'Cela n’a pas pu être enregistré ; les deux versions sont toujours là.'
};

export default messages;

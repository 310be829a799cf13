// The new-game form's messages in French.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	'variant_beginners-third-field': 'Les débutants commencent avec un troisième champ',
	'variant_cheap-third-field': 'Le troisième champ coûte 2 pièces (5 joueurs)',
	'variant_coins-in-trades': 'Les pièces peuvent servir dans les échanges (experts)',
	newHeading: 'Nouvelle partie',
	editionHeading: 'Édition',
	variantsHeading: 'Variantes',
	playerCountHeading: 'Combien de joueurs ?',
	playerLabel: (seat: number) => `Joueur ${seat}`,
	moveUp: (name: string) => `Monter ${name}`,
	moveDown: (name: string) => `Descendre ${name}`,
	rememberedNames: 'Déjà joué (touchez pour ajouter) :',
	addName: (name: string) => `Ajouter ${name}`,
	quickNames: (first: string, second: string) =>
		`Un nom laissé vide devient « ${first} », « ${second} »… Les statistiques prennent un nom pour le même joueur dans toutes les parties : le « ${first} » de chaque partie rapide y compte comme un seul joueur.`,
	nameInvisible:
		'Ce nom n’est fait que de caractères invisibles (comme des espaces sans largeur) : saisissez des lettres lisibles par tous.',
	nameTooLong: (max: number) =>
		`Un nom compte au plus ${plural('fr', max, { one: '# caractère', other: '# caractères' })}.`,
	nameTaken: 'Deux joueurs portent ce nom : ajoutez une initiale pour les distinguer.',
	startHeading: 'Qui commence ?',
	startAny: 'Décidez comme vous voulez, ou laissez l’application tirer au sort.',
	pickRandom: 'Tirer au sort',
	dealerHeading: 'Qui distribue ?',
	startDealer: 'Marquez le donneur : son voisin de gauche commence.',
	startDealerOldest:
		'Marquez le joueur le plus âgé, qui distribue : son voisin de gauche commence.',
	startYoungest: 'Le plus jeune joueur commence. Qui est le plus jeune ?',
	startSpell:
		'Chacun reçoit une carte sort. Comptez à rebours depuis 10 (« Qui a une carte sort qui vaut 10 ? 9 ? … ») : qui répond en premier ?',
	dealerStarts: (dealer: string, starter: string) => `${dealer} distribue : ${starter} commence.`,
	startMissing: 'Choisissez qui commence (ou qui distribue).',
	createGame: 'Créer la partie',
	notCreated: 'La partie n’a pas pu être créée.',
	stepLabel: 'Quelle étape de My First Bohnanza ?',
	playersHeading: 'Joueurs, dans le sens des aiguilles d’une montre'
};

export default messages;

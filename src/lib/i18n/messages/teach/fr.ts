// The teach area's messages in French.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	heading: 'Apprendre le jeu aux enfants',
	intro:
		'My First Bohnanza mène les enfants d’une première partie simple jusqu’aux règles complètes, une étape à la fois. Créez un groupe pour les enfants qui jouent ensemble ; l’application retient où ils en sont.',
	groupsHeading: 'Vos groupes',
	noGroups: 'Pas encore de groupe. Créez-en un ci-dessous.',
	groupStep: (step: string) => `En cours : ${step}`,
	createHeading: 'Nouveau groupe',
	createHint:
		'Saisissez le prénom des enfants. Une couleur aide les enfants qui ne savent pas encore lire.',
	childName: (n: number) => `Enfant ${n}`,
	childColour: (n: number) => `Couleur de l’enfant ${n}`,
	noColour: 'Pas de couleur',
	addChild: 'Ajouter un enfant',
	createGroup: 'Créer le groupe',
	colour_red: 'Rouge',
	colour_orange: 'Orange',
	colour_yellow: 'Jaune',
	colour_green: 'Vert',
	colour_blue: 'Bleu',
	colour_purple: 'Violet',
	colour_pink: 'Rose',
	'error_no-names': 'Saisissez au moins un prénom.',
	'error_too-many-children': 'Cinq enfants au plus jouent ensemble à My First Bohnanza.',
	'error_name-invisible':
		'Un prénom n’est fait que de caractères invisibles (comme des espaces sans largeur) : saisissez des lettres que les enfants peuvent lire.',
	'error_name-too-long': 'Un prénom peut avoir 30 lettres au plus.',
	'error_duplicate-name':
		'Deux enfants ont le même prénom. Ajoutez une initiale pour les distinguer.',
	'error_unknown-colour': 'Choisissez une des couleurs de la liste.',
	groupNotFound: 'Ce groupe n’existe pas (ou plus).',
	backToGroups: 'Tous les groupes',
	pathHeading: 'Le parcours',
	stepPlays: (n: number) =>
		n === 0
			? 'Pas encore jouée'
			: plural('fr', n, { one: 'Jouée une fois', other: 'Jouée # fois' }),
	currentStep: 'En cours',
	playedStep: 'Réussie',
	suggestNext: (n: number, next: string) =>
		`${plural('fr', n, { one: 'Jouée une fois', other: 'Jouée # fois' })}. Prêts pour « ${next} » ? Vous décidez avec les enfants.`,
	goToStep: (step: string) => `Passer à « ${step} »`,
	makeCurrent: 'Jouer cette étape maintenant',
	addManual: 'Ajouter une partie jouée sans l’application',
	removeManual: 'Retirer une partie ajoutée à la main',
	manualAdded: 'Partie ajoutée.',
	ruleCardHeading: 'Ce qui est nouveau',
	readAloud: 'Lire à voix haute',
	stopReading: 'Arrêter la lecture',
	playThisStep: 'Lancer une partie guidée de cette étape',
	bridgeHeading: 'Vers le vrai Bohnanza',
	bridgeIntro:
		'Après l’étape 5, les enfants connaissent toutes les règles. Remplacez des haricots de My First Bohnanza par des haricots de Bohnanza qui ont le même nombre de cartes. Remplacez autant de sortes que les enfants le souhaitent : les règles ne changent pas, seuls les haricomètres deviennent plus difficiles.',
	bridgeSwap: (cards: number) => plural('fr', cards, { one: '# carte', other: '# cartes' }),
	bridgeNone: (cards: number) =>
		`Aucun haricot de Bohnanza n’a ${plural('fr', cards, { one: '# carte', other: '# cartes' })} : gardez celui-ci.`,
	deleteGroup: 'Supprimer ce groupe',
	confirmDelete: 'Supprimer le groupe ? Ses parties restent dans la liste des parties.',
	coach_heading: 'Aide au tour',
	coach_turnOf: (name: string) => `À ${name} de jouer`,
	'coach_plant-first': 'Plantez la première carte de votre rangée',
	'coach_plant-first-hand': 'Plantez la première carte de votre main',
	'coach_plant-second': 'Planter une carte de plus ? Vous pouvez.',
	'coach_turn-over-and-trade': (n: number) =>
		`Retournez ${plural('fr', n, { one: '# carte', other: '# cartes' })} et échangez`,
	coach_draw: (n: number) =>
		plural('fr', n, { one: 'Piochez # carte', other: 'Piochez # cartes, l’une après l’autre' }),
	'coach_draw-line': (n: number) =>
		plural('fr', n, {
			one: 'Piochez # carte et posez-la au bout droit de votre rangée',
			other: 'Piochez # cartes et posez-les au bout droit de votre rangée'
		}),
	coach_done: 'Fait',
	coach_skip: 'Non, on continue',
	coach_turnDone: 'Ton tour est fini.',
	coach_nextUp: (name: string) => `Ton tour est fini. Maintenant, c’est à ${name} de jouer !`,
	coach_partOf: (n: number, total: number) => `Partie ${n} sur ${total}`,
	coach_helpHeading: 'Il s’est passé quelque chose ?',
	'situation_third-type': 'Une nouvelle sorte de haricot, et tous les champs sont pris ?',
	'situation_field-full': 'Un champ a assez de haricots pour une pièce ?',
	situation_harvest: 'Récolter des haricots ?',
	'situation_three-coins': 'Quelqu’un a trois pièces ?',
	'situation_single-bean': 'Récolter un champ d’un seul haricot ?',
	'situation_game-end': 'La partie est finie ?',
	'situation_game-start': 'Avant de commencer',
	kids_heading: 'Les pièces de chacun',
	kids_coins: (name: string, n: number) =>
		`${name} : ${plural('fr', n, { one: '# pièce', other: '# pièces' })}`,
	kids_wins: 'Gagne !',
	kids_allWin: 'Autant de pièces en tête : ils gagnent tous !',
	kids_wellPlayed: 'Bien joué, tout le monde !',
	start_heading: 'Lancer une partie guidée',
	start_step: (title: string) => `Prochaine partie : ${title}`,
	start_who: 'Qui joue aujourd’hui ?',
	start_extras: 'Des adultes jouent aussi ?',
	start_extra: (n: number) => `Autre joueur, numéro ${n} (par exemple un adulte)`,
	start_youngest: 'Qui est le plus jeune ? Il commence.',
	start_go: 'Commencer la partie',
	'start_error_players-out-of-range':
		'My First Bohnanza se joue de 3 à 5. Ajoutez un adulte, ou faites jouer plus d’enfants.',
	'start_error_no-start-player': 'Touchez le joueur le plus jeune : il commence.',
	'start_error_duplicate-name': 'Deux joueurs ont le même prénom. Ajoutez une initiale.',
	'start_error_not-saved': 'La partie n’a pas pu être enregistrée. Rien n’a été lancé.',
	coach_newRule: 'Une règle pour ce moment',
	gotIt: 'Compris',
	teachModeHeading: 'Apprendre les règles',
	teachModeSwitch:
		'Expliquer chaque partie du tour la première fois qu’elle se présente dans cette partie',
	teachModeOff: 'Les explications sont désactivées.',
	phase_plant: (must: number, may: number) =>
		`Planter : plantez ${plural('fr', must, { one: 'la première carte', other: 'les # premières cartes' })} de l’avant de votre main dans vos champs. Vous pouvez aussi planter ${plural('fr', may, { one: 'la suivante', other: '# de plus' })}. Ne changez jamais l’ordre de votre main.`,
	phase_trade: (flip: number) =>
		`Échanger : retournez ${plural('fr', flip, { one: '# carte', other: '# cartes' })} de la pioche. Chacun peut échanger avec vous (seulement avec vous) ces cartes et des cartes de sa main.`,
	'phase_plant-traded':
		'Planter les cartes échangées : chacun plante les cartes reçues, et vous plantez les cartes retournées que vous avez gardées.',
	phase_draw: (draw: number) =>
		plural('fr', draw, {
			one: 'Piocher : prenez # carte et glissez-la à l’arrière de votre main.',
			other: 'Piocher : prenez # cartes, une à une, et glissez chacune à l’arrière de votre main.'
		}),
	'phase_take-offer':
		'Prendre l’offre : les cartes laissées par votre adversaire sont à vous. Plantez celles que vous voulez, défaussez les autres. Pas au tout premier tour.',
	'phase_discard-optional': (upTo: number) =>
		`Vous pouvez défausser ${plural('fr', upTo, { one: 'une carte', other: 'jusqu’à # cartes' })} de n’importe où dans votre main, face visible.`,
	'phase_turn-up': (flip: number) =>
		`Retournez ${plural('fr', flip, { one: '# carte', other: '# cartes' })}. Tant que la carte du dessus de la défausse correspond à l’une d’elles, ajoutez-la. Plantez celles que vous voulez ; les autres restent en offre pour votre adversaire.`,
	phase_spell:
		'Magie : vos haricots plantés peuvent maintenant lancer leur magie, et chaque Zauberbohne (haricot magique) jouée depuis votre main active une de vos cartes de sort.',
	setupTeachSwitch:
		'Apprendre les règles : expliquer chaque partie du tour la première fois qu’elle se présente',
	setupCoachSwitch: 'Aide au tour : guider chaque joueur dans son tour, une étape après l’autre',
	'start_error_name-invisible':
		'Un prénom n’est fait que de caractères invisibles (comme des espaces sans largeur) : tapez des lettres lisibles par tous.'
};

export default messages;

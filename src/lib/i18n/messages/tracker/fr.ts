// The tracker area's messages in French.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	startsLabel: (name: string) => `${name} commence.`,
	playHeading: (edition: string) => `Partie : ${edition}`,
	loadingGame: 'Chargement de la partie…',
	gameMissing: 'Cette partie n’existe pas sur cet appareil (elle a peut-être été supprimée).',
	backToGames: 'Toutes les parties',
	fields: (n: number) =>
		plural('fr', n, { one: 'Chaque joueur a # champ.', other: 'Chaque joueur a # champs.' }),
	thirdFieldDiscard: (cost: number) =>
		`Chacun peut, une seule fois dans la partie, s’offrir un troisième champ pour ${plural('fr', cost, { one: '# pièce', other: '# pièces' })} ; elles vont sur la défausse.`,
	thirdFieldBox: (cost: number) =>
		`Chacun peut, une seule fois dans la partie, s’offrir un troisième champ pour ${plural('fr', cost, { one: '# pièce', other: '# pièces' })} ; elles retournent dans la boîte.`,
	thirdFieldAnyTime:
		'Le troisième champ peut s’acheter à tout moment de la partie, y compris pendant le tour des autres.',
	spellCards: (total: number, each: number) =>
		`Mélangez ${plural('fr', total, { one: 'la # carte sort', other: 'les # cartes sort' })} et donnez-en ${plural('fr', each, { one: '# face cachée', other: '# face cachée' })} à chacun ; le reste forme une pile cachée.`,
	'phase_take-offer': 'Prendre l’offre',
	phase_plant: 'Planter',
	'phase_discard-optional': 'Défausser',
	phase_spell: 'Phase des sorts',
	phase_trade: 'Retourner et échanger',
	'phase_turn-up': 'Retourner',
	'phase_plant-traded': 'Planter les cartes échangées',
	phase_draw: 'Piocher',
	'remind_take-offer':
		'Prenez les cartes que votre adversaire a laissées en offre : plantez celles que vous voulez, défaussez le reste.',
	remind_plant: 'Plantez votre première carte en main ; vous pouvez aussi planter la suivante.',
	'remind_plant-line':
		'Plantez la première carte de votre rangée ; vous pouvez aussi planter la suivante.',
	'remind_discard-optional':
		'Vous pouvez défausser face visible une carte de votre main, n’importe laquelle.',
	remind_spell:
		'Utilisez la magie de vos haricots plantés et jouez des « Zauberbohne » de votre main pour activer des cartes sort.',
	remind_trade: (flip: number) =>
		`Retournez ${plural('fr', flip, { one: '# carte', other: '# cartes' })} de la pioche, puis échangez et donnez des cartes.`,
	'remind_turn-up': (flip: number) =>
		`Retournez ${plural('fr', flip, { one: '# carte', other: '# cartes' })} ; ajoutez chaque carte du dessus de la défausse qui correspond. Plantez celles que vous voulez, le reste reste en offre.`,
	'remind_plant-traded': 'Chacun plante les cartes retournées, reçues ou échangées.',
	remind_draw: (draw: number) =>
		`Piochez ${plural('fr', draw, { one: '# carte', other: '# cartes' })}, une à une, à l’arrière de votre main.`,
	'remind_draw-line': (draw: number) =>
		`Piochez ${plural('fr', draw, { one: '# carte', other: '# cartes' })} et ajoutez-les au bout de votre rangée, dans l’ordre.`,
	spellValue: (value: number) => `valeur ${value}`,
	turnOf: (name: string, turn: number) => `Tour ${turn} : ${name}`,
	passOf: (pass: number, passes: number) => `Passage ${pass} sur ${passes}`,
	passOnly: 'La pioche ne sert qu’une fois : quand elle est épuisée, la partie se termine.',
	lastPass: 'Dernier passage',
	phaseHeading: 'Phase',
	nextTurn: (name: string) => `Tour suivant : ${name}`,
	saving: 'Enregistrement…',
	ranOut: 'La pioche est épuisée',
	ranOutQuestion: 'Quand s’est-elle épuisée ?',
	ranOutTrade: 'En retournant des cartes (échange)',
	ranOutTurnUp: 'En retournant des cartes (l’offre)',
	ranOutDraw: 'En piochant',
	cancel: 'Annuler',
	outcome_reshuffle: (pass: number, passes: number) =>
		pass === passes
			? `Mélangez la défausse : c’est la nouvelle pioche. Dernier passage (${pass} sur ${passes}) !`
			: `Mélangez la défausse : c’est la nouvelle pioche. Passage ${pass} sur ${passes}.`,
	'outcome_finish-trade-and-plant':
		'Terminez les échanges et les plantations, puis la partie se termine.',
	'outcome_finish-one-card':
		'S’il ne restait qu’une carte à retourner, on échange et on plante avec cette seule carte, puis la partie se termine.',
	'outcome_finish-turn': 'Le joueur termine ce tour, puis la partie se termine.',
	'outcome_end-now': 'La partie se termine maintenant.',
	pileHeading: 'Pioche (estimation)',
	pileEstimate: (cards: number, turns: number) =>
		`Environ ${plural('fr', cards, { one: '# carte', other: '# cartes' })}, encore environ ${plural('fr', turns, { one: '# tour', other: '# tours' })} dans ce passage.`,
	pileEstimateLast: (cards: number, turns: number) =>
		`Environ ${plural('fr', cards, { one: '# carte', other: '# cartes' })} : la partie se termine dans environ ${plural('fr', turns, { one: '# tour', other: '# tours' })}.`,
	pileUnknown:
		'Nouvelle pioche : comptez ou estimez ses cartes et saisissez le nombre pour voir les tours restants.',
	reshuffleEstimate: (cards: number) =>
		`Estimation de l’application : environ ${plural('fr', cards, { one: '# carte', other: '# cartes' })}.`,
	reshuffleAssumes: (hands: number, fields: number, harvested: number, coins: number) =>
		`Une estimation, pas un compte. Elle suppose ${plural('fr', hands, { one: '# carte', other: '# cartes' })} en main (comme distribuées), ${plural('fr', fields, { one: '# carte', other: '# cartes' })} dans les champs (2 par champ), et que sur les ${plural('fr', harvested, { one: '# carte récoltée', other: '# cartes récoltées' })} pendant le dernier passage, ${plural('fr', coins, { one: '# est gardée', other: '# sont gardées' })} comme pièces (une sur quatre).`,
	reshuffleAssumesSupply: (hands: number, fields: number) =>
		`Une estimation, pas un compte. Elle suppose ${plural('fr', hands, { one: '# carte', other: '# cartes' })} en main (comme distribuées) et ${plural('fr', fields, { one: '# carte', other: '# cartes' })} dans les champs (2 par champ) ; les pièces viennent de la réserve, donc chaque carte récoltée est revenue dans la pioche.`,
	reshufflePaid: (coins: number) =>
		`${plural('fr', coins, { one: '# pièce payée pour un troisième champ est revenue', other: '# pièces payées pour des troisièmes champs sont revenues' })} dans la pioche.`,
	reshuffleUse: (cards: number) =>
		`Prendre l’estimation : ${plural('fr', cards, { one: '# carte', other: '# cartes' })}`,
	tableHeading: 'Mode table',
	tableIntro:
		'Pour un téléphone ou une tablette posé au milieu de la table : le tour s’affiche face au joueur qui joue. Placez chaque joueur d’un côté de l’appareil : ce côté-ci est celui d’où son texte se lit à l’endroit, la gauche et la droite vues de là.',
	tableDuelIntro:
		'Pour un téléphone ou une tablette posé entre les deux joueurs : l’écran se partage en deux moitiés, chacune tournée vers son joueur, avec ses boutons.',
	tableUse: 'Mode table dans cette partie',
	tableWhere: (name: string) => `Place de ${name}`,
	tableSide_near: 'Ce côté-ci',
	tableSide_left: 'À gauche',
	tableSide_far: 'En face',
	tableSide_right: 'À droite',
	tableShow: 'Afficher la vue table',
	tableLeave: 'Afficher toute la partie',
	tableYourTurn: (name: string) => `À vous de jouer, ${name}`,
	tableTheirTurn: (name: string) => `Au tour de ${name}`,
	tableSide: (name: string) => `Côté de ${name}`,
	pileTyped: 'D’après le nombre saisi.',
	pileNote: 'Estimé d’après les cartes que prend chaque tour ; les erreurs ne sont pas comptées.',
	pileNoteSpells:
		'Estimé d’après les cartes que prend chaque tour ; les cartes prises par la magie des haricots ou les sorts, et les erreurs, ne sont pas comptées.',
	pileInput: 'Cartes dans la pioche maintenant',
	pileSave: 'Enregistrer',
	pileInvalid: 'Saisissez un nombre entier de 0 à 200.',
	thirdFieldHeading: 'Troisième champ',
	thirdFieldBought: (name: string) => `${name} a acheté un troisième champ`,
	thirdFieldHas: (names: string) => `Déjà acheté : ${names}.`,
	fieldCheckerLink: 'Vérifier les champs d’un joueur',
	undo: 'Défaire',
	redo: 'Rétablir',
	undoWhat: (what: string) => `Défaire : ${what}`,
	redoWhat: (what: string) => `Rétablir : ${what}`,
	changedElsewhere:
		'Cette partie a été modifiée sur un autre écran, votre geste n’a donc pas été enregistré. Voici la partie telle qu’elle est maintenant : touchez à nouveau si besoin.',
	wakeLockOn: 'L’écran reste allumé pendant la partie.',
	wakeLockUnsupported: 'Ce navigateur ne peut pas garder l’écran allumé ; il peut s’assombrir.',
	finishingDone: 'Échanges et plantations terminés : récolte finale',
	harvestHeading: 'Récolte finale',
	coinsEarned: 'Pièces gagnées pendant la partie',
	showWinner: 'Voir le vainqueur',
	playerHeader: 'Joueur',
	sendGame: 'Passer cette partie à un autre téléphone',
	barNext: (name: string) => `Ensuite : ${name}`,
	barCards: (cards: number) =>
		`environ ${plural('fr', cards, { one: '# carte restante', other: '# cartes restantes' })}`,
	turnBarLabel: 'Commandes du tour',
	moreActions: 'Plus',
	harvestDoneCount: (done: number, total: number) => `${done} sur ${total} enregistrés`,
	'outcome_finish-turn-up':
		'Terminez de retourner des cartes et de planter (ce qui n’est pas planté reste en offre), puis la partie se termine.',
	countHeading: 'Compter les pièces',
	finishingCount: 'Le dernier tour est fini : comptez les pièces',
	finishingDoneDuel: 'Cartes retournées et plantées : récolte finale',
	tapRepeated: 'Touché deux fois : compté une fois.',
	exported: (file: string) =>
		`Enregistré sous ${file} dans le dossier des téléchargements. Gardez ce fichier en lieu sûr : il contient vos parties.`,
	rematch: 'Revanche : mêmes joueurs et places'
};

export default messages;

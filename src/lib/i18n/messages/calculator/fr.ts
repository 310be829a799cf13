// The calculator area's messages in French.
import type { Translation } from '../../define';
import type { Messages } from './en';
import { plural } from '../../format';

const messages: Translation<Messages> = {
	fieldsLink: 'Vérifier les champs d’un joueur : lesquels peut-il récolter ?',
	editionLegend: 'Votre édition',
	stepLabel: 'Étape jouée',
	beansHeading: 'Touchez votre haricot',
	beansHint:
		'Repérez-le au nombre imprimé sur votre carte : c’est le nombre de cartes de ce haricot dans le jeu.',
	beansHintMyFirst:
		'Repérez-le au nombre imprimé sur votre carte : c’est le nombre de cartes de ce haricot dans le jeu. Deux paires ont le même nombre (12 et 8) : regardez alors l’image.',
	tileUnknown: 'nombres inconnus',
	tilePartial: 'en partie inconnu',
	enteredBadge: 'saisi d’après vos cartes',
	pickBean: 'Touchez un haricot ci-dessus pour voir ce que vaut un champ.',
	cardsLabel: 'Cartes dans le champ',
	fewer: 'Une carte de moins',
	more: 'Une carte de plus',
	notWholeNumber:
		'Saisissez un nombre entier de cartes, 0 ou plus (par exemple 5). Rien n’a été modifié.',
	tooMany: (max: number) =>
		`Le jeu ne compte que ${plural('fr', Number(max), { one: '# carte', other: '# cartes' })} de ce haricot. Rien n’a été modifié.`,
	coinsSentence: (cards: number, bean: string, coins: number) =>
		`${plural('fr', Number(cards), { one: '# carte', other: '# cartes' })} ${bean} : ${coins === 0 ? 'aucune pièce' : plural('fr', Number(coins), { one: '# pièce', other: '# pièces' })}.`,
	coinsUnknown: (cards: number, bean: string) =>
		`${plural('fr', Number(cards), { one: '# carte', other: '# cartes' })} ${bean} : inconnu, les nombres du haricomètre manquent.`,
	coinsPicture: (coins: number) =>
		coins === 0
			? 'aucune pièce'
			: plural('fr', Number(coins), { one: '# pièce', other: '# pièces' }),
	nextCoin: (more: number, coins: number, cards: number) =>
		`Encore ${plural('fr', Number(more), { one: '# carte', other: '# cartes' })} pour la pièce suivante (${plural('fr', Number(coins), { one: '# pièce', other: '# pièces' })} à ${plural('fr', cards, { one: '# carte', other: '# cartes' })}).`,
	maximumReached: 'Maximum atteint : plus de cartes ne rapportent rien de plus.',
	nextUnknown: 'Le palier suivant de ce haricomètre n’est pas connu.',
	protectedSingle:
		'Une carte seule comme celle-ci ne peut pas être récoltée tant qu’un de vos autres champs contient plus d’une carte.',
	noProtectionYet:
		'À cette étape, une carte seule n’est pas protégée : elle peut être récoltée à tout moment, même si elle ne rapporte rien.',
	singleNeedsCoin:
		'À cette étape, une carte seule n’est pas protégée, mais un champ ne se récolte qu’une fois qu’il a assez de haricots pour une pièce.',
	meterHeading: 'Haricomètre imprimé sur la carte',
	meterCards: (cards: number) => plural('fr', Number(cards), { one: '# carte', other: '# cartes' }),
	meterStep: (coins: number) => plural('fr', Number(coins), { one: '# pièce', other: '# pièces' }),
	meterNotPrinted: 'non imprimé',
	meterUnknown: 'inconnu',
	meterReached: 'atteint',
	meterNext: 'suivant',
	notPrintedNote: (coins: number) =>
		`Un tiret signifie que la carte n’a pas ce palier : ce haricot ne rapporte jamais exactement ${plural('fr', Number(coins), { one: '# pièce', other: '# pièces' })}.`,
	reverseLegend: 'Combien de cartes pour',
	reverseSentence: (coins: number, cards: number) =>
		`${plural('fr', Number(coins), { one: '# pièce demande', other: '# pièces demandent' })} ${plural('fr', Number(cards), { one: '# carte', other: '# cartes' })}.`,
	reverseUnreachable: (coins: number) =>
		`Ce haricot ne rapporte jamais ${plural('fr', Number(coins), { one: '# pièce', other: '# pièces' })}.`,
	reverseUnknown: (coins: number) =>
		`On ne sait pas combien de cartes ${plural('fr', Number(coins), { one: 'demande', other: 'demandent' })} ${plural('fr', Number(coins), { one: '# pièce', other: '# pièces' })}.`,
	meterUnknownNotice:
		'Aucune source publiée ne donne le haricomètre de ce haricot ; l’application ne devine pas.',
	meterPartialNotice:
		'Les sources publiées ne donnent qu’une partie du haricomètre de ce haricot ; l’application ne devine pas le reste.',
	meterEnteredNotice: 'Ces nombres ont été saisis d’après vos cartes.',
	enterFromCard: 'Saisir les nombres de votre carte',
	meterFormLegend: (bean: string) => `Haricomètre de ${bean}, tel qu’imprimé sur votre carte`,
	meterFormHintFixed: 'Saisissez le nombre de cartes imprimé à côté de chaque pièce.',
	meterFormHintOpen:
		'Saisissez le nombre de cartes à côté de 1, 2, 3 et 4 pièces ; laissez vide une case que votre carte n’imprime pas.',
	meterStepLabel: (coins: number) =>
		`Cartes pour ${plural('fr', Number(coins), { one: '# pièce', other: '# pièces' })}`,
	meterKnown: 'connu',
	save: 'Enregistrer',
	cancel: 'Annuler',
	editMeter: 'Modifier les nombres',
	removeMeter: 'Supprimer les nombres',
	meterSaved: 'Enregistré. Le calculateur utilise maintenant vos nombres.',
	meterRemoved: 'Supprimé. Le haricomètre de ce haricot est de nouveau inconnu.',
	storageError:
		'Non enregistré : la mémoire de l’appareil l’a refusé. Vos nombres sont toujours dans le formulaire.',
	'meterError_not-a-meter': 'Saisissez les nombres de votre carte.',
	'meterError_wrong-length':
		'Remplissez chaque case : votre carte imprime un nombre à côté de chaque pièce.',
	'meterError_too-many-steps':
		'Ce haricot rapporte au plus 4 pièces : saisissez au plus 4 nombres.',
	'meterError_not-whole-number':
		'Saisissez uniquement des nombres entiers de cartes (par exemple 4).',
	'meterError_not-positive': 'Chaque nombre doit valoir au moins 1.',
	'meterError_more-than-cards':
		'C’est plus de cartes que cette fève n’en compte dans le jeu : vérifiez le nombre sur votre carte.',
	'meterError_missing-step':
		'Remplissez chaque case : votre carte imprime un nombre à côté de chaque pièce.',
	'meterError_not-increasing': 'Chaque nombre doit être plus grand que le précédent.',
	'meterError_contradicts-source':
		'Cela diffère du nombre connu pour ce haricot ; vérifiez votre carte.',
	playersLabel: 'Joueurs',
	thirdFieldBought: 'J’ai acheté un troisième champ',
	ownTurn: 'C’est le tour de ce joueur',
	fieldLegend: (n: number) => `Champ ${n}`,
	beanLabel: 'Haricot',
	noBean: 'Vide',
	fieldWorth: (coins: number) =>
		coins === 0
			? 'Ne vaut rien pour l’instant.'
			: `Vaut ${plural('fr', Number(coins), { one: '# pièce', other: '# pièces' })} maintenant.`,
	fieldWorthUnknown: 'Valeur inconnue : saisissez les nombres de votre carte dans le calculateur.',
	verdict_allowed: 'Peut être récolté maintenant.',
	verdict_empty: 'Vide : rien à récolter.',
	'verdict_protected-single':
		'Pas maintenant : une carte seule est protégée tant qu’un autre de vos champs contient plus d’une carte.',
	'verdict_below-first-coin': 'Pas encore : ce champ ne rapporte pas encore de pièce.',
	'verdict_meter-unknown': 'Inconnu : saisissez les nombres de votre carte dans le calculateur.',
	'verdict_duel-not-own-turn':
		'Pas maintenant : dans le duel, vous ne pouvez récolter que pendant votre propre tour.',
	finalHeading: 'À la fin de la partie',
	finalTotal: (coins: number) =>
		`Récolter tous les champs rapporterait ${plural('fr', Number(coins), { one: '# pièce', other: '# pièces' })}.`,
	finalAtLeast: (coins: number, unknown: number) =>
		`Récolter tous les champs rapporterait au moins ${plural('fr', Number(coins), { one: '# pièce', other: '# pièces' })} ; ${plural('fr', Number(unknown), { one: '# champ a', other: '# champs ont' })} une valeur inconnue.`,
	noFinalHarvest: 'À cette étape, les haricots restés dans les champs à la fin ne rapportent rien.',
	'verdict_bean-needed':
		'Choisissez le haricot : à cette étape, la récolte d’un champ dépend de son haricot.',
	verdictBelowFirstCoin: (bean: string, needs: number, has: number) =>
		`Pas encore : ${bean} demande ${plural('fr', needs, { one: '# carte', other: '# cartes' })} pour une pièce et ce champ a ${plural('fr', has, { one: '# carte', other: '# cartes' })}. Continuez à planter, ou couvrez-le selon la règle du champ mélangé. Les récoltes qui ne rapportent rien n’arrivent qu’à l’étape 2.`,
	verdictBelowFirstCoinAutomatic: (bean: string, needs: number, has: number) =>
		`Pas encore : ${bean} demande ${plural('fr', needs, { one: '# carte', other: '# cartes' })} pour une pièce et ce champ a ${plural('fr', has, { one: '# carte', other: '# cartes' })}. Il est récolté tout seul dès qu’il en a autant ; d’ici là, continuez à planter ou couvrez-le selon la règle du champ mélangé.`,
	verdictAllowedAutomatic: (needs: number) =>
		`Il y a de quoi gagner une pièce (${plural('fr', needs, { one: '# carte', other: '# cartes' })}) : dans les premières parties, il est récolté aussitôt.`,
	verdictMeterUnknown: (bean: string) =>
		`Pas encore connu : à cette étape, un champ ne se récolte que s’il rapporte une pièce, et l’application ne sait pas combien de cartes ${bean} il faut. Saisissez les nombres de votre carte dans le calculateur.`,
	fieldWorthNeedsBean: 'Choisissez le haricot pour voir ce que rapporte ce champ.',
	playersPreset: (players: number) =>
		plural('fr', Number(players), { one: '# joueur', other: '# joueurs' })
};

export default messages;

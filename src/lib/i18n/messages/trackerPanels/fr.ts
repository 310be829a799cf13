// The trackerPanels area's messages in French.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	beanMagicHeading: 'Magie des haricots (joueur actif)',
	spellCardsHeading: 'Cartes sort',
	magicLine: (bean: string, planted: number, effect: string) =>
		`${bean} (${plural('fr', planted, { one: '# planté ou plus', other: '# plantés ou plus' })}) : ${effect}`,
	'effect_steal-last-hand-card': 'prenez la dernière carte de la main d’un adversaire.',
	'effect_draw-to-hand': 'piochez une carte à l’arrière de votre main.',
	'effect_may-plant-drawn-card': 'piochez une carte ; vous pouvez la planter au lieu de la garder.',
	'effect_activate-spell-card': 'activez une de vos cartes sort.',
	'effect_activate-two-spell-cards': 'activez deux de vos cartes sort.',
	'effect_attack-for-coin':
		'tirez une pièce d’un adversaire ; le haricot dessus décide de la suite.',
	'effect_opponents-reveal-coin':
		'chaque adversaire qui a des pièces les mélange et en retourne une au hasard ; tous ceux dont la pièce montre le plus grand numéro parmi celles retournées gardent la leur, les autres mettent la leur sur la défausse.',
	capeBonus: (bean: string) =>
		`${bean} : pas de magie. En récolter au moins 2 permet de tirer une nouvelle carte sort de la pile des sorts, tant qu’il en reste ; en récolter au moins 3 rapporte en plus les pièces de son haricomètre.`,
	'spell_attack-spell':
		'La magie du haricot « Gemeine Bohne » fonctionne dès qu’un seul est planté. Si vous attaquez avec vos « Schwertbohne » pendant la phase des sorts, tirez deux pièces de l’adversaire : choisissez celle qui compte et rendez l’autre, sans effet. Chaque activation sert soit aux « Gemeine Bohne », soit aux « Schwertbohne », pas aux deux ; si les deux pièces montrent une « Schwertbohne » ou une « Pflückbohne », l’une d’elles doit quand même compter.',
	'spell_bean-field-spell':
		'Ouvrez un troisième champ temporaire en plantant ; il disparaît dès que vous récoltez un champ.',
	'spell_spell-swap':
		'Donnez cette carte à un autre joueur et prenez une de ses cartes sort cachées.',
	'spell_trade-spell':
		'Retournez une troisième carte pendant l’échange ; les cartes retournées peuvent être défaussées au lieu d’être plantées.',
	'spell_magic-card-flow':
		'Jouez votre première carte en main autant de fois de suite que vous voulez.',
	'spell_pile-spell':
		'Pendant l’échange, prenez la carte du dessus de la défausse et utilisez-la comme une carte retournée.',
	'spell_enchant-beans':
		'Pendant la phase de plantation de votre tour (phase 3), posez un haricot sur le premier haricot de n’importe quel champ : ce premier haricot prend aussitôt sa sorte.',
	'spell_enchant-players':
		'Tous les autres joueurs doivent planter tout de suite leur première carte ; vous aussi si vous voulez.',
	'spell_rearrange-spell': 'Déplacez une carte de votre main à un autre endroit de votre main.',
	'spell_hand-card-spell':
		'Si vous renoncez aux échanges, piochez 5 cartes au lieu de 3 à la fin du tour.',
	'spell_random-spell':
		'Activez la carte du dessus de la pile des sorts ; elle y est remélangée à la fin de votre tour (si c’est le Zauberkartentausch et que vous l’utilisez, c’est la carte prise qui repart).',
	logHeading: 'Ce qui s’est passé',
	logEmpty: 'Rien pour l’instant.',
	logShowAll: (count: number) =>
		plural('fr', count, { one: 'Afficher la seule entrée', other: 'Afficher les # entrées' }),
	logUndone: 'défait',
	logIgnored: 'non appliqué',
	harvestIntro:
		'Chacun récolte tous ses champs, même les cartes seules. Les cartes en main ne valent rien.',
	fieldLabel: (n: number) => `Champ ${n}`,
	emptyField: 'Vide',
	fieldCoins: (coins: number) => plural('fr', coins, { one: '# pièce', other: '# pièces' }),
	unknownMeter:
		'L’application ne connaît pas le haricomètre de ce haricot : saisissez les pièces que votre carte indique pour ce nombre de cartes.',
	unknownCoinsLabel: 'Pièces pour ce champ',
	harvestNoFields:
		'Dans ces premières parties, les haricots restés dans les champs ne rapportent rien.',
	harvestTotal: (coins: number) =>
		`Total : ${plural('fr', coins, { one: '# pièce', other: '# pièces' })}`,
	saveHarvest: (name: string) => `Enregistrer ${name}`,
	harvestSaved: (name: string, coins: number) =>
		`${name} : ${plural('fr', coins, { one: '# pièce enregistrée', other: '# pièces enregistrées' })}.`,
	tieHeading: 'Départager l’égalité',
	tieHandCards: (coins: number) =>
		`Égalité à ${plural('fr', coins, { one: '# pièce', other: '# pièces' })} : le plus de cartes en main départage. Comptez vos cartes en main.`,
	tieSpell: (coins: number) =>
		`Égalité à ${plural('fr', coins, { one: '# pièce', other: '# pièces' })} : les cartes sort départagent. Additionnez leurs valeurs.`,
	handCardsOf: (name: string) => `Cartes en main, ${name}`,
	spellValueOf: (name: string) => `Valeur des cartes sort, ${name}`,
	saveTie: 'Enregistrer',
	resultHeading: 'Résultat',
	winnerOne: (name: string, coins: number) =>
		`${name} gagne avec ${plural('fr', coins, { one: '# pièce', other: '# pièces' })} !`,
	winnersShared: (names: string, coins: number) =>
		`${names} partagent la victoire avec ${plural('fr', coins, { one: '# pièce', other: '# pièces' })} !`,
	'decided_furthest-from-start': (name: string) =>
		`${name} remporte l’égalité : assis le plus loin du premier joueur dans le sens des aiguilles d’une montre.`,
	'decided_most-hand-cards': (name: string, cards: number) =>
		`${name} remporte l’égalité avec le plus de cartes en main (${plural('fr', cards, { one: '# carte', other: '# cartes' })}).`,
	'decided_spell-value': (name: string, value: number) =>
		`${name} remporte l’égalité avec des cartes sort d’une valeur de ${value}.`,
	'decided_all-tied-win': 'Dans My First Bohnanza, tous les ex æquo gagnent.',
	decided_shared: 'Les règles ne départagent pas davantage : la victoire est partagée.',
	placeHeader: 'Place',
	coinsHeader: 'Pièces',
	handHeader: 'Cartes en main',
	spellHeader: 'Valeur des sorts',
	sendBgStats: 'Envoyer à BG Stats',
	exportGame: 'Exporter cette partie',
	totalCoinsOf: (name: string) => `Total des pièces, ${name}`,
	totalCoinsHint: 'Le total : pièces gagnées pendant la partie plus la récolte finale.',
	enterFields: (name: string) => `Compter plutôt les champs : ${name}`,
	typeTotal: 'Saisir plutôt le total',
	log_setupDone: 'Mise en place terminée.',
	sharedPlacesNote:
		'Les joueurs à égalité de pièces partagent la place ; la règle d’égalité de l’édition ne départage que la victoire.',
	spellTickHint: 'Cochez les cartes sort déjà utilisées pendant ce tour.',
	swordAttackHeading: 'Attaque d’épée : le haricot de la pièce tirée décide',
	swordAttackIntro:
		'Le joueur attaqué mélange ses pièces ; l’attaquant en tire une et la montre. Jusqu’à la fin de l’attaque, le joueur attaqué ne peut pas récolter.',
	harvestIntroNone:
		'Dans cette partie, on ne récolte rien à la fin : les haricots des lignes et des champs ne valent rien. Seules comptent les pièces que chacun a gagnées.',
	totalCoinsHintNone: 'Les pièces que ce joueur a gagnées pendant la partie.',
	harvestIntroCoin:
		'Un champ qui a assez de haricots pour au moins une pièce peut encore être récolté ; les champs plus petits et les cartes des lignes ne valent rien.',
	spellFieldNote:
		'Un champ du « Bohnenfeldzauber » encore en place compte maintenant comme troisième champ : il aurait disparu à la prochaine récolte de son propriétaire, et cette récolte est la dernière.',
	spellDetail: (value: number, text: string) => `(valeur ${value}) : ${text}`,
	attackCoinPick: 'Quel haricot est sur la pièce tirée ?',
	logShowMore: (count: number) =>
		plural('fr', count, { one: 'Afficher # entrée de plus', other: 'Afficher # entrées de plus' }),
	// Courtes gloses en français à côté des noms allemands imprimés sur les cartes de Rabohnzel.
	'spellGloss_attack-spell': 'sort d’attaque',
	'spellGloss_bean-field-spell': 'sort du champ de haricots',
	'spellGloss_spell-swap': 'échange de cartes sort',
	'spellGloss_trade-spell': 'sort d’échange',
	'spellGloss_magic-card-flow': 'flux magique de cartes',
	'spellGloss_pile-spell': 'sort de la défausse',
	'spellGloss_enchant-beans': 'enchantement des haricots',
	'spellGloss_enchant-players': 'enchantement des joueurs',
	'spellGloss_rearrange-spell': 'sort de réarrangement',
	'spellGloss_hand-card-spell': 'sort des cartes en main',
	'spellGloss_random-spell': 'sort du hasard',
	rematchFailed: 'La revanche n’a pas pu être enregistrée : rien n’a commencé.',
	shareResult: 'Partager le résultat',
	resultTitle: (edition: string) => `${edition} : le résultat`,
	resultRow: (place: string, name: string, coins: number) =>
		`${place} ${name} : ${plural('fr', coins, { one: '# pièce', other: '# pièces' })}`,
	resultShared: 'Le résultat est partagé.',
	resultCopied: 'Le résultat est copié : collez-le dans un message.',
	resultShareFailed: 'Le résultat n’a pu être ni partagé ni copié.'
};

export default messages;

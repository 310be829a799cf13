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
		'En phase 3 (plantation après les échanges), ouvrez un troisième champ temporaire ; il disparaît dès que vous récoltez un champ.',
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
	// The spell phase folds each spell card's text behind its name and this label.
	spellWhyHeading: 'Ce que fait chaque carte sort',
	spellWhy: 'ce qu’elle fait',
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
	resultShareFailed: 'Le résultat n’a pu être ni partagé ni copié.',
	source_S000: 'règles AMIGO',
	source_S001: 'règles de My First Bohnanza',
	source_S002: 'résumé 2 à 7 joueurs',
	source_S003: 'règles de Rabohnzel',
	source_S004: 'règles AMIGO de 1997',
	source_RGG: 'livret de Rio Grande',
	source_WP: 'tables des cartes',
	source_CODE: 'tables des cartes',
	source_FR: 'tables des cartes',
	ruleFrom: (labels: string) => `Règle : ${labels}`,
	checklistHeading: 'Liste de mise en place',
	checklistProgress: (done: number, total: number) => `${done} sur ${total} faits`,
	'item_remove-beans': 'Haricots à retirer',
	'item_coin-supply': 'Réserve de pièces',
	'item_deck-size': 'Paquet',
	item_fields: 'Champs',
	'item_third-field': 'Troisième champ',
	'item_spell-cards': 'Cartes sort',
	'item_start-player': 'Premier joueur',
	item_deal: 'Distribution',
	'item_draw-pile': 'Pioche',
	'item_draw-pile-counter': 'Carte compteur',
	'item_bean-duel': 'Duel de haricots',
	'item_step-rules': 'Règles de cette étape',
	'item_coins-in-trades': 'Pièces dans les échanges',
	item_turn: 'Un tour',
	'item_game-end': 'Fin de partie',
	'item_tie-break': 'Égalité',
	removeBeans: (list: string) => `Retirez ces cartes de la boîte, elles ne servent pas : ${list}.`,
	deckSize: (cards: number, kinds: number) =>
		`Mélangez ensemble ${plural('fr', kinds, { one: '# sorte de haricot', other: '# sortes de haricots' })} : ${plural('fr', cards, { one: '# carte', other: '# cartes' })}.`,
	thirdFieldNo: 'Personne ne peut acheter de troisième champ dans cette partie.',
	thirdFieldUnsaid:
		'Cette règle ne parle jamais d’acheter un troisième champ ; l’application suppose que personne ne le peut.',
	startAnyItem:
		'Décidez comme vous voulez qui commence ; le premier joueur reste le même toute la partie.',
	startDealerItem: 'Le voisin de gauche du donneur joue le premier tour.',
	startDealerOldestItem: 'Le plus âgé distribue ; son voisin de gauche commence.',
	startYoungestItem: 'Le plus jeune joueur commence.',
	startSpellItem: 'Celui qui a la carte sort la plus forte (à rebours depuis 10) commence.',
	dealIntro:
		'Distribuez dans le sens des aiguilles d’une montre, en commençant par le premier joueur :',
	dealLine: (name: string, cards: number) =>
		`${name} : ${plural('fr', cards, { one: '# carte', other: '# cartes' })}`,
	dealHand: 'Personne ne réorganise sa main : les cartes restent dans leur ordre d’arrivée.',
	dealFaceUp: 'Posez les cartes de chacun face visible en ligne, dans l’ordre de la distribution.',
	drawPile: (cards: number) =>
		`Le reste forme la pioche : ${plural('fr', cards, { one: '# carte', other: '# cartes' })}.`,
	duelIntro: 'À deux, le duel de haricots change le jeu :',
	stepRulesIntro: 'Règles en vigueur à cette étape :',
	'myFirst_face-up-line': 'Les cartes sont posées face visible en ligne ; leur ordre est conservé.',
	'myFirst_mixed-patch':
		'Règle du champ mélangé : une sorte de haricot qui ne va dans aucun champ peut en recouvrir un.',
	'myFirst_auto-harvest': 'Un champ est récolté dès qu’il atteint sa pièce, même hors de son tour.',
	'myFirst_coin-supply': 'Les pièces viennent de la réserve.',
	'myFirst_choose-harvest-time': 'Vous choisissez quand récolter (pour 1 ou 2 pièces).',
	'myFirst_end-harvest': 'À la fin, les champs qui valent une pièce peuvent encore être récoltés.',
	'myFirst_harvested-cards-are-coins':
		'Les cartes récoltées sont retournées et deviennent des pièces.',
	'myFirst_harvest-may-earn-nothing':
		'Une récolte peut ne rien rapporter, comme dans le jeu complet.',
	'myFirst_third-field-buyable': 'Un troisième champ peut être acheté pour 3 pièces à tout moment.',
	'myFirst_hand-cards': 'Les cartes se tiennent en main, dans l’ordre.',
	'myFirst_protection-rule':
		'Une carte seule ne peut pas être récoltée tant qu’un autre champ en a plusieurs.',
	turnItem: (phases: string) => `Chaque tour : ${phases}.`,
	gameEndItem: (passes: number) =>
		plural('fr', passes, {
			one: 'La pioche sert une seule fois : quand elle est épuisée, la partie se termine.',
			other:
				'La pioche sert # fois : on la reforme en mélangeant la défausse, et la partie se termine quand elle s’épuise pour la dernière fois.'
		}),
	'tie_furthest-from-start':
		'En cas d’égalité, gagne le joueur assis le plus loin du premier joueur dans le sens des aiguilles d’une montre.',
	'tie_most-hand-cards': 'En cas d’égalité, gagne le joueur qui a le plus de cartes en main.',
	'tie_spell-value': 'En cas d’égalité, gagne le joueur dont les cartes sort valent le plus.',
	'tie_all-tied-win': 'En cas d’égalité, tous les ex æquo gagnent.',
	tie_none:
		'Les règles ne prévoient rien ; l’application suppose que les ex æquo partagent la victoire.',
	startGame: 'Commencer la partie',
	log_checklistTicked: (item: string) => `Coché : ${item}`,
	log_checklistUnticked: (item: string) => `Décoché : ${item}`,
	log_gameStarted: (name: string) => `La partie a commencé ; ${name} joue en premier.`,
	log_turnAdvanced: (name: string, turn: number) => `Tour ${turn} : ${name}.`,
	log_phaseSet: (phase: string) => `Phase : ${phase}.`,
	log_ranOutTrade: (outcome: string) => `La pioche s’est épuisée pendant l’échange. ${outcome}`,
	log_ranOutTurnUp: (outcome: string) =>
		`La pioche s’est épuisée en retournant des cartes. ${outcome}`,
	log_ranOutDraw: (outcome: string) => `La pioche s’est épuisée en piochant. ${outcome}`,
	log_pileSize: (cards: number) =>
		`Pioche comptée : ${plural('fr', cards, { one: '# carte', other: '# cartes' })}.`,
	log_thirdField: (name: string) => `${name} a acheté un troisième champ.`,
	log_harvestStarted: 'Échanges et plantations terminés : récolte finale.',
	log_harvest: (name: string, coins: number) =>
		`Récolte finale, ${name} : ${plural('fr', coins, { one: '# pièce', other: '# pièces' })}.`,
	log_finished: 'La partie est terminée.',
	log_undo: (what: string) => `Défait : ${what}`,
	log_redo: (what: string) => `Rétabli : ${what}`,
	log_harvestCorrection: (name: string, coins: number) =>
		`Correction, récolte finale, ${name} : ${plural('fr', coins, { one: '# pièce', other: '# pièces' })}.`,
	placeShared: (place: string) => `=${place}`,
	log_harvestStartedDuel: 'Cartes retournées et plantées : récolte finale.',
	log_countStarted: 'Le dernier tour est fini : on compte les pièces.',
	log_count: (name: string, coins: number) =>
		`Pièces, ${name} : ${plural('fr', coins, { one: '# pièce', other: '# pièces' })}.`,
	log_tieHandCards: (name: string, cards: number) =>
		`Pour l’égalité : ${name} a ${plural('fr', cards, { one: '# carte en main', other: '# cartes en main' })}.`,
	log_tieSpellValue: (name: string, value: number) =>
		`Pour l’égalité : les cartes sort de ${name} valent ${plural('fr', value, { one: '# Bohnenpfennig', other: '# Bohnenpfennige' })}.`,
	log_spellUsed: (spell: string) => `Carte sort utilisée : ${spell}.`,
	log_spellUnused: (spell: string) => `Carte sort finalement pas utilisée : ${spell}.`,
	keepPersisted:
		'Votre navigateur conservera les parties sur cet appareil, même quand la place manque.',
	keepOffer:
		'Ce navigateur peut effacer les parties enregistrées ici après des semaines sans utilisation ou quand la place manque. Gardez une sauvegarde de toutes les parties en lieu sûr.',
	keepOfferAgain: 'Cette proposition revient au plus une fois par semaine.',
	beanWithCards: (name: string, cards: number) =>
		`${name} (${plural('fr', cards, { one: '# carte', other: '# cartes' })})`,
	coinSupply: (list: string) =>
		`Mettez ces cartes de côté, face cachée, comme réserve de pièces : ${list}. Les pièces se prennent là.`,
	drawPileCounter:
		'Posez la pioche face cachée sur la carte compteur. Chaque fois qu’elle est épuisée, la défausse mélangée revient sur la carte de façon à montrer quelle pioche est en jeu : la 2e, puis (au dos) la 3e et la 4e.',
	'duel_no-trading': 'Aucun échange.',
	'duel_harvest-own-turn-only': 'On ne récolte que pendant son propre tour.',
	'duel_third-field-coins-to-box':
		'Les pièces payées pour un troisième champ retournent dans la boîte.',
	coinsInTrades: 'Variante : on peut aussi proposer des pièces dans les échanges.',
	'spellName_attack-spell': 'Angriffszauber',
	'spellName_bean-field-spell': 'Bohnenfeldzauber',
	'spellName_spell-swap': 'Zauberkartentausch',
	'spellName_trade-spell': 'Handelszauber',
	'spellName_magic-card-flow': 'Magischer Kartenfluss',
	'spellName_pile-spell': 'Stapelzauber',
	'spellName_enchant-beans': 'Verzauberung der Bohnen',
	'spellName_enchant-players': 'Verzauberung der Mitspieler',
	'spellName_rearrange-spell': 'Umsteckzauber',
	'spellName_hand-card-spell': 'Handkartenzauber',
	'spellName_random-spell': 'Zufallszauber',
	beanLabel: 'Haricot',
	cardsLabel: 'Cartes',
	numberInvalid: 'Saisissez un nombre entier, 0 ou plus.',
	attackLine: (beans: string, outcome: string) => `${beans} : ${outcome}`,
	'attack_coin-to-attacker': 'l’attaquant reçoit la pièce. L’attaque est finie.',
	'attack_counter-attack':
		'la pièce reste ; l’attaqué peut contre-attaquer de la même façon, même sans « Schwertbohne » à lui, et le joueur actif ne peut pas récolter pendant ce temps. Une contre-attaque peut en entraîner une autre.',
	'attack_defender-steals-last-hand-card':
		'la pièce reste ; l’attaqué prend la dernière carte de la main de l’attaquant et annonce quel haricot c’est. La règle dit qu’il la met au fond de sa main et la plante ; l’application lit l’un ou l’autre, comme pour la magie de la Pflückbohne elle-même. Sa magie n’est pas utilisée. L’attaque est finie.',
	'attack_attacker-activates-spell-card':
		'la pièce reste ; l’attaquant peut activer une de ses cartes sort (lors d’une contre-attaque, celui qui riposte l’active tout de suite et elle reste active jusqu’à la fin de son prochain tour). L’attaque est finie.',
	attack_nothing: 'rien ne se passe, la pièce reste. L’attaque est finie.',
	coinTerm1997: 'Les règles de 1997 appellent les pièces des « talers » (Bohnentaler).'
};

export default messages;

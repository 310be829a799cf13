// How players ask each question in French, in their own words, often without accents (types.ts).
import type { Phrasings } from './types.ts';

export const fr: Phrasings = {
	'harvest-other-turn': [
		'je peux recolter pendant le tour de quelqu un d autre',
		'vendre mes haricots hors de mon tour',
		'recolte en dehors de son tour',
		'faut il attendre son tour pour recolter',
		'vendre un champ quand ce n est pas a moi',
		'recolter a tout moment'
	],
	'third-field': [
		'acheter un troisieme champ',
		'combien coute le 3eme champ',
		'quand acheter le troisieme champ',
		'prix d un champ en plus',
		'avoir un champ supplementaire',
		'3 pieces pour un champ'
	],
	'trade-hand-cards': [
		'quelles cartes de ma main je peux echanger',
		'echanger des cartes de sa main',
		'faut il echanger la premiere carte de la main',
		'proposer n importe quelle carte',
		'cartes en main a l echange',
		'marchander avec les cartes de ma main'
	],
	'others-trade': [
		'les autres joueurs peuvent echanger entre eux',
		'echange entre deux joueurs qui ne jouent pas',
		'echanger sans le joueur actif',
		'tous les echanges doivent passer par le joueur actif',
		'marchandage entre les autres',
		'deux joueurs passifs qui echangent'
	],
	'received-cards': [
		'cartes recues dans un echange',
		'reechanger une carte recue',
		'que faire des cartes qu on m a donnees',
		'les cartes echangees vont dans ma main',
		'faut il planter les cartes recues',
		'repasser une carte obtenue par echange'
	],
	'plant-order': [
		'dans quel ordre planter les cartes echangees',
		'recolter pendant que je plante mes cartes recues',
		'ordre de plantation apres les echanges',
		'planter les haricots recus dans n importe quel ordre',
		'vendre un champ entre deux cartes recues',
		'ordre des cartes recues'
	],
	gifts: [
		'donner des cartes',
		'offrir une carte',
		'faire un cadeau a un joueur',
		'donner un haricot sans rien en echange',
		'se debarrasser d une carte en la donnant',
		'don de cartes'
	],
	'flipped-cards': [
		'les cartes retournees doivent etre plantees',
		'les deux cartes face visible',
		'garder les cartes retournees',
		'mettre les cartes retournees en main',
		'que deviennent les cartes retournees',
		'obligation de planter les cartes visibles'
	],
	'trade-goes-on': [
		'echanger apres les cartes retournees',
		'continuer les echanges',
		'quand finit la phase d echange',
		'encore echanger quand les deux cartes sont parties',
		'fin du marchandage',
		'les echanges s arretent quand'
	],
	promises: [
		'promesse dans un echange',
		'dois je tenir ma promesse',
		'promettre une carte pour plus tard',
		'accord pour le tour suivant',
		'un marche pour plus tard compte',
		'echange maintenant paiement plus tard'
	],
	'coins-in-trades': [
		'echanger avec des pieces',
		'acheter une carte avec des pieces',
		'argent dans les echanges',
		'pieces contre haricots',
		'payer une carte',
		'proposer de l argent'
	],
	'second-card': [
		'dois je planter la deuxieme carte',
		'deuxieme carte obligatoire',
		'planter une seule carte',
		'planter une ou deux cartes',
		'deuxieme haricot facultatif',
		'faut il planter 2 haricots'
	],
	'first-card-no-field': [
		'ma premiere carte ne va dans aucun champ',
		'pas de champ pour la carte a planter',
		'les deux champs sont pris et la carte ne va pas',
		'la premiere carte ne correspond pas faut il recolter',
		'ou mettre une carte qui ne va nulle part',
		'tous mes champs sont occupes'
	],
	'empty-hand': [
		'pas de carte en main',
		'main vide au debut du tour',
		'et si je n ai aucune carte en main',
		'sauter la plantation sans cartes',
		'zero carte en main',
		'ma main est vide',
		'je n ai plus aucune carte en main'
	],
	'hand-order': [
		'trier ses cartes',
		'changer l ordre de ma main',
		'reorganiser les cartes en main',
		'deplacer des cartes dans ma main',
		'remettre la main dans un autre ordre',
		'classer ses cartes'
	],
	'drawn-cards': [
		'combien de cartes je pioche',
		'piocher a la fin du tour',
		'les cartes piochees vont derriere',
		'ou mettre les nouvelles cartes',
		'combien de cartes a piocher',
		'nouvelles cartes devant ou derriere'
	],
	protection: [
		'haricot seul protege',
		'regle de protection',
		'recolter un champ d une carte',
		'protection du haricot',
		'peut on vendre un champ avec un haricot',
		'une carte seule dans un champ',
		'recolter un haricot tout seul dans son champ'
	],
	'harvest-nothing': [
		'recolte sans pieces',
		'vendre pour zero',
		'pas assez de haricots pour une piece',
		'recolter sans argent',
		'un haricot ca rapporte quelque chose',
		'vendre un champ qui ne rapporte rien'
	],
	'whole-field': [
		'recolter une partie du champ',
		'vendre quelques haricots',
		'faut il vendre tout le champ',
		'recolte partielle',
		'garder des haricots en recoltant',
		'moitie du champ'
	],
	coins: [
		'd ou viennent les pieces',
		'comment marche le haricometre',
		'retourner les cartes en pieces',
		'quelles cartes deviennent des pieces',
		'cote piece des cartes',
		'comment on gagne de l argent en recoltant'
	],
	'one-kind-per-field': [
		'le meme haricot dans deux champs',
		'deux sortes dans un champ',
		'haricots melanges dans un champ',
		'deux champs de la meme sorte',
		'planter des haricots differents ensemble',
		'un champ peut avoir deux sortes'
	],
	passes: [
		'combien de fois on passe la pioche',
		'quand se termine la partie',
		'combien de melanges avant la fin',
		'fin de partie apres combien de pioches',
		'la pioche s epuise combien de fois',
		'nombre de tours de la pioche'
	],
	'run-out-trading': [
		'pioche vide en retournant les cartes',
		'derniere carte retournee pendant l echange',
		'plus de pioche pendant la phase d echange',
		'fin de partie pendant les echanges',
		'plus de cartes a retourner a la fin',
		'la pioche se vide en retournant la derniere fois'
	],
	'run-out-drawing': [
		'pioche vide quand je pioche',
		'pas assez de cartes a piocher a la fin',
		'pioche epuisee en piochant',
		'fin de partie en piochant',
		'je ne peux pas piocher la pioche est vide',
		'derniere fois vide en piochant'
	],
	'hand-cards-at-end': [
		'les cartes en main valent quelque chose a la fin',
		'les cartes de la main comptent',
		'cartes restantes en main',
		'points pour les cartes en main',
		'cartes en main au decompte',
		'que valent mes cartes en main a la fin'
	],
	'final-harvest': [
		'vendre ses champs a la fin',
		'recolte finale',
		'tout recolter a la fin de la partie',
		'derniere recolte des champs',
		'que deviennent les haricots des champs a la fin',
		'encaisser les champs en fin de partie'
	],
	'tie-break': [
		'qui gagne en cas d egalite',
		'meme nombre de pieces',
		'egalite',
		'deux joueurs avec autant d argent',
		'departager une egalite',
		'ex aequo a la fin',
		'egalite de pieces entre joueurs'
	],
	'start-player': [
		'qui commence la partie',
		'premier joueur',
		'qui joue le premier',
		'carte premier joueur',
		'qui debute',
		'comment choisir le premier joueur'
	],
	'my-first-line': [
		'les enfants tiennent ils les cartes en main',
		'cartes en rangee devant soi',
		'les enfants posent les cartes face visible',
		'rangee de cartes my first',
		'les enfants ont ils une main',
		'cartes alignees devant chaque enfant'
	],
	'my-first-steps': [
		'qu est ce qui change a chaque etape',
		'etapes my first expliquees',
		'regles de l etape suivante',
		'quoi de neuf a l etape 3',
		'passer a l etape suivante avec les enfants',
		'difference entre les niveaux'
	],
	'duel-turn': [
		'regles pour deux joueurs',
		'comment se passe un tour a deux',
		'deroulement du duel',
		'jouer en duel',
		'partie a deux',
		'tour a 2 joueurs'
	],
	'duel-offer': [
		'cartes proposees par mon adversaire',
		'que faire des cartes offertes',
		'cartes restantes de l offre en duel',
		'prendre ou defausser les cartes proposees',
		'l adversaire m a laisse des cartes',
		'personne ne prend l offre en duel'
	],
	'spell-when': [
		'quand activer un sort',
		'phase des sorts',
		'comment marchent les cartes sort',
		'quand peut on jouer la magie',
		'activer les cartes sort quand',
		'utiliser les sorts dans rabohnzel'
	],
	'bean-magic': [
		'faut il recolter pour la magie',
		'effet magique des haricots',
		'vendre les haricots pour utiliser leur pouvoir',
		'comment marche la magie des haricots',
		'les haricots plantes ont un effet',
		'utiliser l effet sans recolter'
	],
	'sword-attack': [
		'comment attaquent les haricots epee',
		'regles de l attaque a l epee',
		'voler des pieces avec les epees',
		'contre attaque comment ca marche',
		'attaquer un autre joueur',
		'attaque schwertbohne'
	],
	'temporary-field': [
		'sort du champ de haricots',
		'troisieme champ temporaire',
		'champ en plus grace a un sort',
		'bohnenfeldzauber comment ca marche',
		'combien de temps dure le champ du sort',
		'troisieme champ provisoire'
	],
	'spell-value': [
		'valeur des cartes sort a la fin',
		'combien rapportent les sorts',
		'que valent les sorts',
		'bohnenpfennige',
		'les cartes sort comptent des points',
		'sorts en fin de partie'
	],
	'final-harvest-single': [
		'haricot seul a la recolte finale',
		'la protection compte a la fin',
		'champ d un haricot en fin de partie',
		'carte seule a la derniere recolte',
		'vendre un haricot seul a la fin',
		'protection a la recolte finale'
	],
	'single-next-to-empty': [
		'recolter un haricot seul si l autre champ est vide',
		'un haricot et un champ vide',
		'haricot seul autre champ vide',
		'mon autre champ est vide je peux vendre ma carte seule',
		'carte seule a cote d un champ vide',
		'protection avec un deuxieme champ vide'
	],
	'reshuffle-when': [
		'quand remelange t on',
		'pioche vide au milieu du tour',
		'melanger la defausse quand',
		'plus de pioche en plein tour',
		'nouvelle pioche avec la defausse',
		'quand refaire une pioche'
	],
	'covered-beans': [
		'haricots sous d autres haricots',
		'champ melange cartes recouvertes',
		'planter sur des haricots recouverts',
		'recolter les haricots recouverts',
		'cartes en dessous dans le champ melange',
		'utiliser les haricots caches'
	],
	'others-give': [
		'les joueurs non actifs peuvent donner des cartes',
		'cadeaux des autres joueurs',
		'les autres peuvent me donner une carte',
		'donner des cartes quand ce n est pas son tour',
		'les autres joueurs offrent des cartes',
		'don entre joueurs pas actifs'
	],
	'magic-new-field': [
		'nouveau haricot sur un champ vide magie',
		'refaire la magie apres avoir replante',
		'haricot plante sur un champ que je viens de recolter',
		'meme phase magie nouveau haricot',
		'deux fois la magie apres avoir vide un champ',
		'effet d un champ replante'
	],
	'magic-two-fields': [
		'quatre haricots repartis sur deux champs',
		'les haricots de deux champs s additionnent',
		'compter les haricots des deux champs pour la magie',
		'magie avec des haricots dans les deux champs',
		'4 pareils dans deux champs',
		'haricots repartis comptent ensemble'
	],
	'hand-card-spell-gifts': [
		'sort des cartes en main cadeaux',
		'handkartenzauber interdit les dons',
		'le sort de la main empeche de donner',
		'sort des cinq cartes pas d echange',
		'handkartenzauber echange interdit',
		'donner des cartes avec le sort de la main'
	],
	'swap-after-draw': [
		'echange de cartes sort apres la pioche',
		'zauberkartentausch en fin de tour',
		'echanger un sort apres ma derniere carte',
		'sort d echange apres avoir pioche',
		'quand echanger une carte sort',
		'echanger une carte sort une fois la pioche finie'
	],
	'random-draws-swap': [
		'le sort du hasard tire l echange de cartes',
		'quelle carte est remelangee',
		'zufallszauber carte d echange',
		'sort du hasard donne le zauberkartentausch',
		'zauberkartentausch par le sort du hasard',
		'remelanger avec le zufallszauber'
	],
	'pile-spell-magic-bean': [
		'sort de la defausse avec un haricot magique',
		'stapelzauber carte du dessus',
		'qu y a t il sur la defausse apres le stapelzauber',
		'zauberbohne jouee pour le sort de la defausse',
		'stapelzauber active par un haricot magique',
		'dessus de la defausse avec le stapelzauber'
	],
	'enchanted-coin': [
		'haricot enchante en piece',
		'transformer un haricot enchante en argent',
		'haricots enchantes a la recolte',
		'verzauberung der bohnen pieces',
		'la carte enchantee peut elle etre une piece',
		'cote piece de la carte enchantee'
	],
	'flow-trading': [
		'echanger pendant le flux magique',
		'flux de cartes et echanges',
		'magischer kartenfluss echange autorise',
		'je peux echanger pendant le flux de cartes',
		'flux magique planter les cartes de devant a la suite',
		'echanges avec le flux actif'
	],
	'attack-no-coins': [
		'attaquer un joueur sans pieces',
		'attaque a l epee contre quelqu un de fauche',
		'le defenseur n a pas d argent',
		'peut on attaquer un joueur qui n a rien',
		'attaque contre une pile de pieces vide',
		'haricots epee contre un joueur sans argent'
	],
	'third-field-in-box': [
		'carte troisieme champ rio grande',
		'y a t il un troisieme champ dans rio grande',
		'troisieme champ dans la boite',
		'rio grande acheter un champ',
		'regles du troisieme champ rio grande',
		'rio grande a t il des troisiemes champs'
	],
	deal: [
		'on distribue cb de cartes',
		'quels haricots on enleve a 4',
		'nombre de cartes au depart',
		'cartes par joueur au debut',
		'on retire quels haricots a 6 joueurs',
		'main de depart nombre de cartes'
	],
	'second-card-before-flip': [
		'planter la 2e carte apres avoir retourne',
		'deuxieme carte apres coup',
		'attendre de voir les cartes retournees pour planter la deuxieme',
		'seconde carte apres le tirage',
		'faut decider la deuxieme avant de retourner',
		'planter la suivante une fois les cartes visibles'
	],
	'trade-outside-phase': [
		'echanger pendant la pioche',
		'echange hors de la phase d echange',
		'donner une carte pendant la plantation',
		'marchander apres la fin des echanges',
		'echanger en phase 4',
		'faire un echange en fin de tour'
	],
	'trade-withdraw': [
		'annuler un echange deja accepte',
		'revenir sur un marche',
		'je change d avis apres l accord',
		'retirer son offre apres accord',
		'se retracter d un echange',
		'defaire un echange conclu'
	],
	'show-hand': [
		'montrer mes cartes aux autres',
		'mentir sur ma main',
		'bluffer sur les cartes en main',
		'reveler sa main pour echanger',
		'dire la verite sur mes cartes obligatoire',
		'on a le droit de montrer sa main'
	],
	'discard-and-coins': [
		'regarder dans la defausse',
		'fouiller la defausse',
		'cacher ses pieces',
		'dire combien j ai de pieces',
		'compter l argent des autres',
		'la defausse on peut la consulter'
	],
	'third-field-final-harvest': [
		'acheter le troisieme champ a la fin',
		'champ achete pendant la recolte finale',
		'payer un champ avec les pieces de la derniere recolte',
		'acheter un champ apres la fin',
		'troisieme champ en fin de partie',
		'encore acheter un champ a la toute fin'
	],
	'spell-twice': [
		'utiliser un sort deux fois',
		'reactiver la meme carte sort',
		'sort 2 fois dans le tour',
		'rejouer un sort dans le meme tour',
		'double activation d un sort',
		'retourner encore une carte sort deja utilisee'
	],
	'cape-final-harvest': [
		'kapbohne a la fin carte sort',
		'recolte finale kapbohnen sort',
		'derniere recolte kapbohne on pioche un sort',
		'kapbohnen fin de partie',
		'carte sort a la recolte finale',
		'haricots kap recolte finale'
	],
	'run-out-spell': [
		'pioche vide pendant la phase des sorts',
		'weissbohne prend la derniere carte',
		'handelszauber troisieme carte pioche vide',
		'pioche finie pendant la magie',
		'derniere carte piochee par un sort',
		'pioche epuisee en phase de sort'
	],
	'steal-empty-hand': [
		'pfluckbohne sur un joueur sans cartes',
		'voler une main vide',
		'pflueckbohne main vide',
		'voler la derniere carte mais il en a pas',
		'prendre une carte a quelqu un sans main',
		'haricot cueilleur main vide'
	]
};

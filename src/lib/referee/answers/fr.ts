// Les textes de l’arbitre en français : rédigés pour l’application, jamais recopiés d’une règle.
// `{key}` affiche le nombre (ou l’étape) d’un fait de questions/, `{key:ord}` en ordinal.
import type { RefereeTexts } from '../texts';

export const fr: RefereeTexts = {
	topics: {
		turn: 'Votre tour',
		trading: 'Échanges',
		harvesting: 'Récolte',
		fields: 'Champs',
		end: 'Fin de partie',
		'tie-break': 'Égalité',
		children: 'Étapes de My First',
		spells: 'Sorts (Rabohnzel)'
	},
	books: {
		S000: 'règle AMIGO actuelle (en anglais)',
		S004: 'règle AMIGO de 1997 (traduction française)',
		S002: 'résumé des règles Rio Grande 2–7 (en anglais)',
		RGG: 'règle Rio Grande 2–7 (en anglais)',
		S001: 'règle de My First Bohnanza (AMIGO, en anglais)',
		S003: 'règle de Rabohnzel (en allemand)'
	},
	steps: {
		basic: 'les premières parties',
		'two-coin': 'les parties à deux pièces',
		'step-1': 'l’étape 1',
		'step-2': 'l’étape 2',
		'step-3': 'l’étape 3',
		'step-4': 'l’étape 4',
		'step-5': 'l’étape 5'
	},
	quote: (heading) => `« ${heading} »`,
	questions: {
		'harvest-other-turn': {
			question: 'Puis-je récolter pendant le tour d’un autre joueur ?',
			keywords: 'récolter vendre hors de son tour champ quand à tout moment',
			answers: {
				'any-time':
					'Oui. Vous pouvez récolter un de vos champs à tout moment, quel que soit le joueur actif ; la protection du haricot seul s’applique toujours.',
				rabohnzel:
					'Oui, à tout moment, sauf une exception : dès que le joueur actif vous désigne pour une attaque des haricots épée, vous ne récoltez plus jusqu’à la fin de l’attaque (et l’attaquant ne récolte pas pendant votre contre-attaque).',
				duel: 'Non. Dans le duel à deux, on ne récolte que pendant son propre tour. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.',
				'my-first-auto':
					'Dans les premières parties, personne ne choisit : un champ est récolté dès qu’il a assez de haricots pour une pièce, même pendant le tour d’un autre.',
				'my-first-choose':
					'À partir des parties à deux pièces, vous choisissez quand récolter. La règle ne dit pas si cela vaut aussi pendant le tour des autres ; l’application l’autorise, comme dans Bohnanza.',
				rio: 'Absent du résumé d’une page ; l’application suppose, comme le livret complet de Rio Grande, que vous pouvez récolter un de vos champs à tout moment, même pendant le tour des autres. La protection du haricot seul s’applique toujours.'
			}
		},
		'third-field': {
			question: 'Puis-je acheter un troisième champ, quand et combien de fois ?',
			keywords: 'troisième champ acheter prix talers pièces champ supplémentaire',
			answers: {
				amigo:
					'Cette règle ne parle jamais d’acheter un champ : les plateaux donnent à chacun {three} champs à trois joueurs et {two} à quatre ou cinq. L’application suppose qu’aucun troisième champ ne s’achète.',
				'amigo-1997':
					'Oui, une fois par joueur, à tout moment, même pendant le tour d’un autre : posez {cost} talers sur la défausse, face taler cachée. Variantes imprimées : les débutants peuvent commencer avec, et à cinq il peut ne coûter que {cheap}.',
				'rio-3': 'À trois, chacun commence avec {fields} champs : il n’y a rien à acheter.',
				'rio-4-7':
					'Oui, à tout moment : le résumé d’une page le dit. Il n’en donne ni le prix ni le nombre ; l’application suppose ceux du livret complet de Rio Grande : une fois par joueur, pour {cost} pièces (à six ou sept, {cost67}), posées sur la défausse.',
				duel: 'Oui, une fois, pour {cost} pièces ; dans le duel, ces pièces retournent dans la boîte au lieu d’aller sur la défausse. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.',
				'my-first-two':
					'Pas encore : ces parties se jouent avec {fields} champs, le troisième reste replié. Il arrive avec les étapes avancées.',
				'my-first-three':
					'Vous l’avez déjà : dès cette étape, tout le monde déplie son plateau et joue avec {fields} champs.',
				'my-first-buy':
					'Oui : tout le monde commence avec deux champs et peut acheter le troisième à tout moment pour {cost} pièces, posées côté haricot sur la défausse.',
				rabohnzel:
					'Rabohnzel ne permet pas d’acheter un troisième champ permanent. Seul le Bohnenfeldzauber (sort du champ de haricots) en ouvre un pour un temps, en troisième phase (la plantation qui suit les échanges) : il reste, même aux tours suivants, jusqu’à ce que vous récoltiez un de vos champs.'
			}
		},
		'trade-hand-cards': {
			question: 'Puis-je échanger des cartes de ma main, et lesquelles ?',
			keywords: 'échanger marchander cartes en main position proposer',
			answers: {
				classic:
					'Oui, n’importe quelle carte, où qu’elle soit dans la main, sans changer l’ordre des autres ; elle ne quitte la main qu’une fois l’accord conclu. Le joueur actif peut aussi proposer les cartes retournées ; les cartes des champs ne s’échangent jamais.',
				'my-first':
					'Oui, n’importe quelle carte de votre rangée (de votre main à partir de {step}), où qu’elle soit, sans réordonner les autres. Le joueur actif peut aussi proposer les cartes retournées.',
				duel: 'Non. Le duel à deux n’a aucun échange ; les cartes ne passent à l’adversaire que comme l’offre laissée après avoir retourné des cartes. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.'
			}
		},
		'others-trade': {
			question: 'Deux joueurs qui ne sont pas actifs peuvent-ils échanger entre eux ?',
			keywords: 'échanger entre autres joueurs pas le joueur actif',
			answers: {
				no: 'Non. Tout échange et tout cadeau passe par le joueur actif ; les autres ne traitent qu’avec lui.',
				duel: 'Il n’y a pas d’échange dans le duel à deux. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.'
			}
		},
		'received-cards': {
			question:
				'Que deviennent les cartes reçues dans un échange ? Puis-je les échanger à nouveau ?',
			keywords: 'cartes reçues échangées planter réchanger main',
			answers: {
				classic:
					'Posez-les à côté de vos champs, pas dans votre main. Elles ne peuvent plus être échangées ni données, et vous devez les planter pendant la plantation qui suit les échanges.',
				'my-first':
					'Plantez-les tout de suite ; elles ne vont jamais dans votre rangée ou votre main et ne s’échangent plus.'
			}
		},
		'plant-order': {
			question: 'Dans quel ordre planter les cartes reçues, et puis-je récolter entre deux ?',
			keywords: 'ordre planter cartes reçues récolter entre',
			answers: {
				all: 'Chacun choisit l’ordre de ses propres cartes et peut récolter un champ entre deux plantations pour faire de la place.'
			}
		},
		gifts: {
			question: 'Puis-je donner des cartes ?',
			keywords: 'cadeau donner offrir don',
			answers: {
				amigo:
					'Oui, un cadeau est une forme d’échange : le joueur actif y participe, et celui qui reçoit doit accepter.',
				directed:
					'Oui, pendant les échanges. Le joueur actif peut donner des cartes retournées ou de sa main à n’importe qui ; les autres ne donnent des cartes de leur main qu’au joueur actif. Un cadeau peut toujours être refusé.',
				'my-first':
					'Oui : pendant votre tour, vous pouvez donner des cartes de votre rangée ou les cartes retournées sans rien demander, et personne n’est obligé d’accepter. La règle ne parle que des dons du joueur actif ; l’application suppose que les autres ne donnent des cartes de leur rangée qu’au joueur actif, comme dans Bohnanza.',
				rio: 'Oui, un échange peut être un don sans contrepartie, toujours avec le joueur actif, et l’autre peut le refuser.'
			}
		},
		'flipped-cards': {
			question: 'Les cartes retournées doivent-elles finir plantées ?',
			keywords: 'cartes retournées face visible planter garder obligé',
			answers: {
				classic:
					'Les {flip} cartes retournées appartiennent au joueur actif : il les échange, les donne ou les plante. Ce qui lui reste après les échanges doit être planté dans ses champs.',
				rabohnzel:
					'En principe oui : le joueur actif échange, donne ou plante les {flip} cartes. Avec le Handelszauber (sort d’échange), vous pouvez en retourner une de plus et défausser celles que vous ne voulez pas au lieu de les planter.',
				'my-first':
					'Les {flip} cartes sont à vous pour échanger ou donner ; celles que vous gardez, ou que personne ne prend, vous les plantez aussitôt.',
				duel: 'Non. Vous en retournez {flip}, en plantez autant que vous voulez, et le reste reste en offre pour l’adversaire. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.'
			}
		},
		'trade-goes-on': {
			question: 'Peut-on continuer à échanger une fois les cartes retournées parties ?',
			keywords: 'continuer échanges après cartes retournées fin marchandage',
			answers: {
				'active-stops':
					'Oui, les cartes en main peuvent encore changer de mains. La phase d’échange dure jusqu’à ce que le joueur actif annonce qu’elle est finie.',
				'no-more-offers':
					'Oui, les cartes en main peuvent encore changer de mains. La phase se termine quand plus personne ne veut échanger ni donner quoi que ce soit.',
				'my-first':
					'Oui, les cartes des rangées (ou des mains) peuvent encore changer de mains. Les échanges s’arrêtent quand le joueur actif ne veut plus continuer, ou quand plus personne ne fait d’offre.',
				rio: 'Oui, les cartes en main peuvent encore changer de mains. La fin de la phase n’est pas dans le résumé d’une page ; l’application suppose la réponse du livret complet de Rio Grande : quand plus personne ne veut échanger ni donner quoi que ce soit.'
			}
		},
		promises: {
			question: 'Les promesses faites lors d’un échange comptent-elles ?',
			keywords: 'promesse plus tard engagement tenir',
			answers: {
				stated:
					'Vous pouvez promettre ce que vous voulez, mais personne n’est tenu de tenir sa promesse.',
				silent:
					'Cette règle ne parle pas de promesses. L’application ne les suit pas ; seules comptent les cartes qui changent de main.'
			}
		},
		'coins-in-trades': {
			question: 'Peut-on utiliser des pièces dans un échange ?',
			keywords: 'pièces talers argent échanger payer',
			answers: {
				variant:
					'Pas avec la règle normale. Une variante imprimée dit qu’une table de joueurs expérimentés peut autoriser les pièces dans les échanges.',
				others:
					'Cette règle ne cite que des cartes haricots comme monnaie d’échange et ne parle pas des pièces ; l’application suppose qu’elles ne s’échangent pas.'
			}
		},
		'second-card': {
			question: 'Dois-je planter la deuxième carte de ma main ?',
			keywords: 'planter deuxième carte facultatif première carte',
			answers: {
				all: 'Non. La carte de devant doit être plantée ; la suivante est au choix ; jamais une troisième.',
				rabohnzel:
					'Non : celle de devant est obligatoire, la suivante au choix, pas plus. Exception : le sort Magischer Kartenfluss (flux magique de cartes) vous laisse jouer votre carte de devant autant de fois que vous voulez.'
			}
		},
		'first-card-no-field': {
			question: 'Et si la carte que je dois planter ne va dans aucun champ ?',
			keywords: 'première carte ne va pas aucun champ récolter faire de la place',
			answers: {
				harvest:
					'Récoltez d’abord un de vos champs pour faire de la place, même s’il ne rapporte rien, en respectant la protection du haricot seul ; puis plantez.',
				'my-first-patch':
					'Deux solutions. Posez le nouveau haricot sur n’importe lequel de vos champs selon la règle du champ mélangé (les haricots recouverts attendent que les nouveaux soient récoltés) ; ou, si un de vos champs a déjà assez de haricots pour une pièce, récoltez-le et plantez-y (dans les premières parties, un tel champ a déjà été récolté tout seul). Cela vaut jusqu’à {until} incluse.',
				'my-first-harvest':
					'À partir de {from}, la règle du champ mélangé ne s’applique plus : récoltez un champ pour faire de la place, même s’il ne rapporte rien.'
			}
		},
		'empty-hand': {
			question: 'Et si ma main est vide au début de mon tour ?',
			keywords: 'plus de cartes main vide sauter planter',
			answers: {
				skip: 'Sautez la plantation depuis la main et passez directement aux cartes retournées.',
				rabohnzel:
					'Seule la plantation depuis la main est sautée. La phase des sorts suit comme d’habitude, puis vous retournez des cartes.',
				silent:
					'La règle ne le dit pas. L’application suit les autres règles : on saute cette plantation et le tour continue.'
			}
		},
		'hand-order': {
			question: 'Puis-je changer l’ordre des cartes de ma main ?',
			keywords: 'trier ordre main réorganiser',
			answers: {
				classic:
					'Jamais. Les cartes restent dans l’ordre où vous les avez reçues ; les nouvelles vont derrière.',
				rabohnzel:
					'Jamais, sauf avec le sort Umsteckzauber (sort de réarrangement), qui permet de déplacer une carte de la main.',
				'my-first':
					'Jamais. Votre rangée garde l’ordre d’arrivée des cartes, les nouvelles s’ajoutent à droite ; en main, la même règle s’applique.'
			}
		},
		'drawn-cards': {
			question: 'Combien de cartes je pioche, et où vont-elles ?',
			keywords: 'piocher cartes fin du tour derrière main',
			answers: {
				classic:
					'À la fin de votre tour, piochez {draw} cartes une par une et placez chacune derrière la dernière carte de votre main.',
				'rio-6-7':
					'À six ou sept joueurs, vous piochez {draw} cartes, chacune derrière votre main.',
				duel: 'Dans le duel, vous piochez {draw} cartes à la fin du tour, derrière votre main. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.',
				'my-first':
					'Piochez {draw} cartes l’une après l’autre et ajoutez chacune au bout droit de votre rangée (à partir de {step}, derrière votre main).',
				rabohnzel:
					'Piochez {draw} cartes une par une, derrière votre main. Le sort Handkartenzauber (sort des cartes en main) permet d’en piocher plus si vous n’avez rien échangé ce tour-ci.'
			}
		},
		protection: {
			question: 'Quand un haricot seul est-il protégé de la récolte ?',
			keywords: 'protection haricot seul une carte champ interdit récolter',
			answers: {
				classic:
					'Un champ d’une seule carte ne peut pas être récolté tant qu’un autre de vos champs en a plus d’une. Si aucun champ n’a plus d’une carte, vous pouvez récolter n’importe quel haricot seul.',
				'my-first':
					'Seulement à partir de {step} : un champ d’une seule carte ne peut alors être récolté que si aucun de vos champs n’a plus d’une carte. Avant, un haricot seul se récolte comme n’importe quel champ.'
			}
		},
		'harvest-nothing': {
			question: 'Une récolte peut-elle ne rien rapporter ?',
			keywords: 'récolte zéro pièce rien vendre trop peu',
			answers: {
				classic:
					'Oui. Si le champ a moins de haricots que n’en demande la première pièce, tout part à la défausse sans gain ; vous pouvez quand même le faire.',
				'my-first-early':
					'Pas encore : un champ n’est récolté que lorsqu’il a assez de haricots pour une pièce. Les récoltes sans gain arrivent avec {from}.',
				'my-first-later':
					'Oui, dès cette étape : un champ que vous devez vider ne rapporte rien s’il est trop court, et ses cartes vont à la défausse.'
			}
		},
		'whole-field': {
			question: 'Puis-je récolter seulement une partie d’un champ ?',
			keywords: 'partie champ récolte partielle toutes les cartes',
			answers: {
				stated: 'Non. Une récolte prend toujours toutes les cartes du champ ; il est vide ensuite.',
				'my-first-patch':
					'Avec la règle du champ mélangé, un champ peut porter plusieurs sortes empilées : vous récoltez la sorte du dessus, et les haricots recouverts restent jusque-là. La règle parle de récolter la rangée sans rien dire d’une partie ; l’application suppose que tous les haricots de la sorte du dessus partent. Cela vaut jusqu’à {until} incluse.',
				'my-first':
					'La règle parle seulement de récolter la rangée d’un champ ; l’application suppose le champ entier, comme dans Bohnanza.'
			}
		},
		coins: {
			question: 'D’où viennent les pièces quand je récolte ?',
			keywords: 'pièces talers haricomètre retourner carte',
			answers: {
				classic:
					'Lisez le haricomètre de la carte du dessus, retournez autant de cartes récoltées côté pièce sur votre tas de pièces et défaussez le reste.',
				'my-first-supply':
					'De la réserve de pièces : les haricots qui ne jouent pas dans cette partie. Les haricots récoltés vont tous à la défausse. À partir de {step}, ce sont les cartes récoltées qui deviennent des pièces.',
				'my-first-cards':
					'De la récolte elle-même : retournez une ou deux cartes récoltées côté pièce et défaussez les autres.'
			}
		},
		'one-kind-per-field': {
			question: 'Un champ peut-il avoir deux sortes, ou une sorte être dans deux champs ?',
			keywords: 'même haricot deux champs sortes mélangées un champ',
			answers: {
				classic:
					'Une sorte par champ, jamais deux. La même sorte peut pousser dans deux champs à la fois.',
				'two-fields-unsaid':
					'Une sorte par champ, jamais deux. Cette règle ne dit pas si une sorte peut pousser dans deux champs à la fois ; l’application le permet, comme la règle AMIGO actuelle.',
				rabohnzel:
					'Une sorte par champ. Le résumé de Bohnanza ne dit pas si la même sorte peut occuper deux champs à la fois ; Rabohnzel se joue avec les règles de Bohnanza, et l’application le permet, comme la règle AMIGO actuelle. Le sort Verzauberung der Bohnen (enchantement des haricots) peut changer le premier haricot d’un champ en une autre sorte.',
				'my-first-patch':
					'Oui, par la règle du champ mélangé : une sorte qui ne va dans aucun de vos champs peut en recouvrir un, qui porte alors plusieurs sortes empilées. Cela vaut jusqu’à {until} incluse.',
				'my-first-later':
					'Non : la règle du champ mélangé ne s’applique plus, une sorte par champ comme dans Bohnanza.'
			}
		},
		passes: {
			question: 'Combien de fois la pioche s’épuise-t-elle avant la fin de la partie ?',
			keywords: 'pioche épuisée mélanger défausse fin de partie combien de fois',
			answers: {
				amigo:
					'La partie s’arrête quand la pioche s’épuise pour la {passes:ord} fois ; avant, on mélange la défausse pour refaire une pioche.',
				duel: 'Le duel s’arrête la {passes:ord} fois que la pioche s’épuise : on ne remélange pas. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.',
				'rio-3': 'À trois, la partie s’arrête quand la pioche s’épuise pour la {passes:ord} fois.',
				'rio-4-7':
					'La partie s’arrête quand la pioche s’épuise pour la {passes:ord} fois ; avant, on remélange la défausse.',
				'my-first':
					'À trois : la {p3:ord} fois, et celui qui retourne la dernière carte finit quand même son tour. À quatre : la {p4:ord} ; à cinq : la {p5:ord}. À quatre ou cinq, la règle ne dit pas si ce tour se termine ; l’application suppose que oui, comme à trois.',
				rabohnzel:
					'À trois : la {p3:ord} fois ; à quatre ou cinq : la {p45:ord}. La carte de comptage sous la pioche indique à quelle pioche vous en êtes.'
			}
		},
		'run-out-trading': {
			question:
				'La pioche s’épuise pour la dernière fois pendant qu’on retourne des cartes : que faire ?',
			keywords: 'pioche vide pendant les échanges dernière carte retournée fin',
			answers: {
				classic:
					'On termine les échanges et les plantations de ce tour, même si une seule carte a pu être retournée, puis la partie s’arrête. Un épuisement antérieur signifie seulement qu’on remélange la défausse.',
				rio: 'La partie s’arrête aussitôt, sans autres échanges ni plantations ; puis chacun récolte. Le résumé d’une page arrête la partie dès qu’une carte ne peut plus être prise dans la pioche, et retourner des cartes les prend aussi dans cette pioche (sa deuxième étape s’intitule « draw and trade », piocher et échanger) ; l’application le suit.',
				duel: 'Le duel s’arrête à la {passes:ord} fin de pioche. Si elle arrive pendant qu’on retourne des cartes, l’application laisse finir ce tirage et ses plantations, comme pour les échanges ; la règle du duel ne précise pas ce cas.',
				'my-first':
					'À trois, la règle laisse le joueur qui a retourné la dernière carte finir son tour. Elle ne dit rien à quatre ou cinq ; l’application fait de même.'
			}
		},
		'run-out-drawing': {
			question: 'La pioche s’épuise pour la dernière fois pendant que je pioche : que faire ?',
			keywords: 'pioche vide en piochant fin immédiate',
			answers: {
				stated: 'La partie s’arrête aussitôt ; ensuite chacun récolte.',
				'my-first':
					'La règle ne le dit pas. Piocher est la dernière action du tour, donc l’application arrête la partie aussitôt.'
			}
		},
		'hand-cards-at-end': {
			question: 'Les cartes de ma main comptent-elles à la fin ?',
			keywords: 'cartes en main fin score comptent valeur',
			answers: {
				classic: 'Non. Seules les pièces comptent ; les cartes restées en main ne valent rien.',
				rabohnzel:
					'Les cartes haricot en main ne valent rien. Comptent les pièces, et aussi vos cartes sort : elles valent des Bohnenpfennige (« sous-haricots », {perCoin} font une pièce), qui départagent une égalité de pièces.',
				rio: 'Pas comme pièces. Les égalités ne sont pas dans le résumé d’une page ; l’application suppose le départage du livret complet de Rio Grande, où l’ex aequo qui a le plus de cartes en main gagne.',
				'my-first':
					'Non. Les cartes de votre rangée ou de votre main, et les haricots non récoltés, ne valent rien.'
			}
		},
		'final-harvest': {
			question: 'Récolte-t-on ses champs à la fin de la partie ?',
			keywords: 'récolte finale fin champs vendre',
			answers: {
				classic: 'Oui. Chacun récolte tous ses champs et compte ses pièces.',
				'my-first-basic':
					'Non : les champs sont récoltés automatiquement en cours de partie, et les haricots qui restent à la fin ne rapportent rien.',
				'my-first-later':
					'Oui : qui a un champ valant au moins une pièce peut encore le récolter avant de compter.'
			}
		},
		'tie-break': {
			question: 'Qui gagne en cas d’égalité de pièces ?',
			keywords: 'égalité ex aequo même nombre pièces gagnant',
			answers: {
				amigo:
					'Parmi les ex aequo, gagne celui qui est assis le plus loin du premier joueur, en tournant dans le sens des aiguilles d’une montre. C’est pourquoi la carte de premier joueur ne bouge jamais.',
				'amigo-1997':
					'La règle ne prévoit pas de départage. L’application suppose que les ex aequo gagnent ensemble.',
				rio: 'Absent du résumé d’une page. L’application suppose le départage du livret complet de Rio Grande : parmi les ex aequo, gagne celui qui a le plus de cartes en main ; si l’égalité persiste, l’application les fait gagner ensemble.',
				'my-first': 'Tous ceux qui ont le plus de pièces gagnent ensemble.',
				rabohnzel:
					'Gagne celui dont les cartes sort valent le plus de Bohnenpfennige. Si l’égalité persiste, la règle ne dit rien de plus et l’application les fait gagner ensemble.'
			}
		},
		'start-player': {
			question: 'Qui commence, et la carte de premier joueur tourne-t-elle ?',
			keywords: 'premier joueur carte qui commence',
			answers: {
				amigo:
					'Choisissez comme vous voulez. La carte de premier joueur reste chez lui toute la partie ; elle sert à départager.',
				dealer: 'Le joueur à gauche du donneur commence.',
				'my-first': 'Le plus jeune joueur commence.',
				rabohnzel:
					'Annoncez les valeurs des cartes sort en descendant depuis la plus haute : celui qui a la première annoncée la montre et commence.',
				rio: 'Absent du résumé d’une page ; l’application suppose la façon du livret complet de Rio Grande : le plus âgé distribue, et le joueur à sa gauche commence.'
			}
		},
		'my-first-line': {
			question: 'Les enfants tiennent-ils leurs cartes en main ou en rangée ?',
			keywords: 'rangée face visible cartes en main enfants',
			answers: {
				line: 'En rangée visible, jamais réordonnée : on plante par la gauche, les nouvelles cartes s’ajoutent à droite. Les cartes passent en main à {step}.',
				hand: 'En main, dans l’ordre de réception ; on plante la carte de devant. Les groupes qui trouvent cela difficile peuvent sauter cette étape et continuer cartes visibles.'
			}
		},
		'my-first-steps': {
			question: 'Qu’est-ce qui change d’une étape de My First à la suivante ?',
			keywords: 'étapes progression règles avancées enfants',
			answers: {
				all: 'D’abord les haricots à une pièce, puis ceux à deux pièces. Ensuite tous les haricots arrivent, sur {fields} champs ; puis viennent les récoltes sans gain, le troisième champ acheté ({buy}), les cartes en main et la protection du haricot seul ({last}).'
			}
		},
		'duel-turn': {
			question: 'Comment se déroule un tour dans le duel à deux ?',
			keywords: 'duel deux joueurs tour déroulement',
			answers: {
				duel: 'Prenez les cartes laissées en offre par l’adversaire (plantez-en à volonté, défaussez le reste) ; plantez la carte de devant et peut-être la suivante ; défaussez si vous voulez une carte de la main face visible ; retournez {flip} cartes et ajoutez les cartes du dessus de la défausse assorties ; plantez ce que vous voulez, le reste devient l’offre ; piochez {draw}. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.'
			}
		},
		'duel-offer': {
			question: 'Dans le duel, que deviennent les cartes laissées en offre par mon adversaire ?',
			keywords: 'duel offre cartes restantes prendre défausser',
			answers: {
				duel: 'Au début de votre tour, vous les prenez : plantez celles que vous voulez et défaussez le reste. Le premier joueur saute cette action à son tout premier tour. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.'
			}
		},
		'spell-when': {
			question: 'Quand active-t-on et utilise-t-on les cartes sort ?',
			keywords: 'carte sort activer utiliser quand phase de sorts magie',
			answers: {
				rabohnzel:
					'On active surtout pendant la phase des sorts, après la plantation depuis la main et avant les échanges : chaque Zauberbohne (haricot magique) jouée de n’importe où dans la main vous fait retourner une carte sort, et la magie de vos Zauberbohnen plantées une de plus, ou deux avec quatre plantées ou plus. Deux exceptions : une carte prise avec le Zauberkartentausch (échange de cartes sort) et posée face visible est active aussitôt, et qui tire une pièce Zauberbohne lors d’une contre-attaque active tout de suite une carte, qui reste active jusqu’à la fin de son propre tour suivant. Chaque sort actif s’utilise une fois, quand vous voulez pendant votre propre tour ; ceux non utilisés se retournent à la fin du tour.'
			}
		},
		'bean-magic': {
			question: 'Dois-je récolter des haricots pour utiliser leur magie ?',
			keywords: 'magie haricots effet récolter plantés',
			answers: {
				rabohnzel:
					'Non. Pendant votre phase des sorts, chaque sorte plantée offre son effet une fois, sans récolte : les Zauberbohnen (haricots magiques) plantées, par exemple, activent une carte sort, ou deux à partir de quatre. Une sorte n’offre à nouveau son effet que si un nouveau haricot de cette sorte arrive sur un champ vidé pendant la phase. Une sorte récoltée avant la phase des sorts ne vous sert plus.'
			}
		},
		'sword-attack': {
			question: 'Comment se passe une attaque des haricots épée ?',
			keywords: 'épée attaque pièce voler contre-attaque Schwertbohne',
			answers: {
				rabohnzel:
					'Le défenseur mélange ses pièces et vous en tirez une ; dès qu’il est désigné, il ne peut plus récolter. Une Prinzessbohne (haricot princesse) vous revient ; une Schwertbohne (haricot épée) permet au défenseur de contre-attaquer ; une Pflückbohne (haricot cueilleur) permet au défenseur de vous voler votre dernière carte en main ; une Zauberbohne (haricot magique) vous fait activer un sort ; le reste ne fait rien. Avec l’Angriffszauber (sort d’attaque), vous tirez deux pièces, choisissez celle qui compte et rendez l’autre sans effet.'
			}
		},
		'temporary-field': {
			question:
				'Comment marche le champ temporaire du Bohnenfeldzauber (sort du champ de haricots) ?',
			keywords: 'sort champ temporaire troisième champ',
			answers: {
				rabohnzel:
					'Activé pendant la phase des sorts, il vous laisse ouvrir un troisième champ en troisième phase, la plantation qui suit les échanges. Ce champ reste, même à vos tours suivants, jusqu’à ce que vous récoltiez un de vos trois champs ; vous revenez alors à deux. Il n’aide pas pour la carte à planter en premier, car les sorts ne s’activent qu’ensuite.'
			}
		},
		'spell-value': {
			question: 'Combien valent les cartes sort à la fin ?',
			keywords: 'cartes sort valeur Bohnenpfennige fin score',
			answers: {
				rabohnzel:
					'Chaque carte sort vaut de {min} à {max} Bohnenpfennige (« sous-haricots ») ; il en faut {perCoin} pour une pièce. En pratique, elles ne servent qu’à départager une égalité de pièces.'
			}
		},
		'final-harvest-single': {
			question: 'Lors de la récolte finale, un haricot seul est-il encore protégé ?',
			keywords: 'fin de partie récolte finale haricot seul carte seule protection dernière',
			answers: {
				classic:
					'Non. À la fin, chaque joueur récolte tous ses champs, donc un haricot seul aussi ; il rapporte ce que paie son haricomètre, le plus souvent rien. La protection ne décide que du champ qu’on peut récolter en cours de partie.',
				'my-first-basic':
					'Rien n’est récolté à la fin des premières parties : les haricots restés dans les champs ne rapportent rien.',
				'my-first':
					'À la fin, tout champ qui vaut au moins une pièce peut encore être récolté. La règle ne dit pas si la protection de {step} retient alors un haricot seul ; l’application suppose que non, comme à la fin de Bohnanza.'
			}
		},
		'single-next-to-empty': {
			question: 'Puis-je récolter un haricot seul quand mon autre champ est vide ?',
			keywords: 'haricot seul carte seule champ vide protection récolter',
			answers: {
				stated:
					'Oui. Un haricot seul n’est protégé que tant qu’un autre de vos champs a plus d’une carte ; un champ vide n’en a aucune, donc il peut partir.',
				'amigo-1997':
					'Cette règle permet de vendre une carte seule quand chaque champ n’en contient qu’une, sans parler d’un champ vide. L’application le permet, comme la règle AMIGO actuelle : aucun autre champ n’a plus d’une carte.',
				'my-first-early':
					'Oui : la protection n’arrive qu’à {step}, un haricot seul n’est donc jamais protégé avant. Avant {from}, toutefois, un champ ne se récolte qu’une fois qu’il a assez de haricots pour une pièce.',
				'my-first-5':
					'Oui. La protection laisse partir un haricot seul quand aucun de vos champs n’a plus d’une carte, et un champ vide n’en a aucune.'
			}
		},
		'reshuffle-when': {
			question: 'La pioche s’épuise au milieu d’un tour : quand remélange-t-on ?',
			keywords: 'remélanger défausse nouvelle pioche vide milieu du tour quand',
			answers: {
				'at-once':
					'Tout de suite, sauf si cet épuisement termine la partie : mélangez la défausse pour refaire une pioche et prenez-y les cartes qui restent à retourner ou à piocher.',
				duel: 'Jamais : le duel s’arrête la {passes:ord} fois que la pioche s’épuise. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.',
				'my-first':
					'À trois, la partie s’arrête la {p3:ord} fois que la pioche s’épuise : on ne remélange pas. À quatre ou cinq, la défausse devient une nouvelle pioche ; la règle ne dit pas à quel moment du tour, et l’application suppose tout de suite, comme les autres règles.'
			}
		},
		'covered-beans': {
			question: 'Puis-je planter sur des haricots recouverts, ou les récolter ?',
			keywords: 'haricots recouverts champ mélangé dessous planter récolter première sorte',
			answers: {
				'my-first-patch':
					'Pas tant qu’ils sont recouverts. Les haricots du dessous attendent que la sorte posée sur eux soit récoltée ; ensuite seulement, vous pouvez replanter leur sorte dessus ou les récolter. Cela vaut jusqu’à {until} incluse.',
				'my-first-later':
					'À partir de cette étape, plus rien n’est recouvert : chaque champ porte une seule sorte, comme dans Bohnanza.'
			}
		},
		'others-give': {
			question: 'Les joueurs qui ne sont pas actifs peuvent-ils donner des cartes ?',
			keywords: 'cadeau donner don pas actif autres joueurs enfants',
			answers: {
				amigo:
					'Seulement au joueur actif : un cadeau est une forme particulière d’échange, et tout échange passe par le joueur actif. Celui-ci peut le refuser.',
				'to-active':
					'Oui, des cartes de leur main, mais seulement au joueur actif, qui peut les refuser.',
				'my-first':
					'La règle ne parle que des dons du joueur actif. L’application suppose que les autres enfants ne donnent des cartes de leur rangée qu’au joueur actif, comme dans Bohnanza ; une table peut réserver les dons aux cartes du joueur actif.',
				duel: 'Non : le duel n’a ni échanges ni cadeaux. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.'
			}
		},
		'magic-new-field': {
			question:
				'Un haricot arrive sur un champ que je viens de vider : puis-je utiliser sa magie dans la même phase ?',
			keywords: 'nouveau haricot champ vide magie même phase cueilleur blanc',
			answers: {
				rabohnzel:
					'Oui, s’il arrive sur un champ vide pendant la phase des sorts (vous pouvez récolter un champ juste avant) : un haricot pris avec la Pflückbohne (haricot cueilleur), pioché avec quatre Weißbohnen (haricots blancs) ou plus, ou joué avec le Magischer Kartenfluss (flux magique de cartes) offre alors sa magie aussitôt. Ajouté à un champ qui a déjà des haricots, il n’apporte pas d’usage de plus.'
			}
		},
		'magic-two-fields': {
			question: 'Quatre haricots d’une sorte comptent-ils s’ils sont dans deux champs ?',
			keywords: 'quatre haricots deux champs répartis compter magie plantés',
			answers: {
				rabohnzel:
					'La règle demande quatre haricots plantés ou plus de la sorte, sans dire s’ils doivent être dans le même champ. L’application compte tous les haricots de cette sorte dans vos champs : deux et deux font quatre. Chaque sorte n’offre toujours sa magie qu’une fois par phase des sorts, sauf si un nouveau haricot de cette sorte arrive sur un champ tout juste vidé.'
			}
		},
		'hand-card-spell-gifts': {
			question:
				'Le Handkartenzauber (sort des cartes en main) interdit-il les cadeaux, ou seulement les échanges ?',
			keywords: 'sort des cartes en main cinq cartes cadeaux échange interdit Handkartenzauber',
			answers: {
				rabohnzel:
					'Il demande de renoncer aux échanges pendant la phase d’échange : on peut parler, mais aucune carte ne doit être échangée. Il ne parle pas des cadeaux. L’application suppose que les cadeaux restent permis, puisque la règle nomme le don à part de l’échange ; une table peut aussi les exclure.'
			}
		},
		'swap-after-draw': {
			question:
				'Puis-je utiliser le Zauberkartentausch (échange de cartes sort) après avoir pioché ma dernière carte ?',
			keywords: 'échange de cartes sort après pioche fin du tour dernière carte Zauberkartentausch',
			answers: {
				rabohnzel:
					'La règle ne nomme que l’Umsteckzauber (sort de réarrangement) comme utilisable après la dernière carte piochée. Elle ne dit rien de l’échange à ce moment ; l’application suppose que votre tour finit avec la dernière carte piochée pour tout autre sort, donc échangez avant.'
			}
		},
		'random-draws-swap': {
			question:
				'Le Zufallszauber (sort du hasard) retourne le Zauberkartentausch : quelle carte repart ?',
			keywords: 'sort du hasard échange de cartes sort remélanger quelle carte Zufallszauber',
			answers: {
				rabohnzel:
					'Si vous utilisez l’échange, c’est la carte prise à l’autre joueur qui est remélangée dans la pile des sorts à la fin de votre tour, utilisée ou non. Le Zauberkartentausch reste chez ce joueur et le Zufallszauber chez vous.'
			}
		},
		'pile-spell-magic-bean': {
			question:
				'J’ai activé le Stapelzauber (sort de la défausse) en jouant une Zauberbohne : qu’y a-t-il sur la défausse ?',
			keywords: 'sort de la défausse carte du dessus haricot magique activé Stapelzauber',
			answers: {
				rabohnzel:
					'Cette Zauberbohne (haricot magique) : c’est donc la carte que le Stapelzauber vous laisse prendre. Pour proposer un autre haricot, il faut d’abord récolter un de vos champs, dont les haricots passent dessus.'
			}
		},
		'enchanted-coin': {
			question: 'Un haricot enchanté peut-il être retourné en pièce ?',
			keywords: 'haricot enchanté pièce récolte première carte Verzauberung der Bohnen',
			answers: {
				rabohnzel:
					'Non. Quand vous récoltez un champ dont le premier haricot a été changé par la Verzauberung der Bohnen (enchantement des haricots), cette carte ne peut pas être une des pièces ; retournez d’autres cartes du champ.'
			}
		},
		'flow-trading': {
			question: 'Puis-je échanger en utilisant le Magischer Kartenfluss (flux magique de cartes) ?',
			keywords:
				'flux magique de cartes échanger planter carte de devant à la suite Magischer Kartenfluss',
			answers: {
				rabohnzel:
					'Non. Tant que vous jouez vos cartes de devant l’une après l’autre, seules la magie des haricots (pendant la phase des sorts) et les récoltes peuvent s’intercaler : ni échange, ni plantation de haricots échangés.'
			}
		},
		'attack-no-coins': {
			question: 'Puis-je attaquer un joueur qui n’a pas de pièces ?',
			keywords: 'attaque épée pas de pièces Schwertbohne défenseur rien',
			answers: {
				rabohnzel:
					'La règle ne le dit pas ; elle le précise seulement pour la Gemeine Bohne (haricot commun), dont la magie épargne les joueurs sans pièces. Sans pièce à tirer, une attaque ne peut rien faire : l’application suppose que vous choisissez un joueur qui a des pièces ; si personne n’en a, les Schwertbohnen (haricots épée) ne font rien ce tour-ci.'
			}
		},
		'third-field-in-box': {
			question: 'Rio Grande : le troisième champ est-il seulement en jeu ?',
			keywords: 'troisième champ boîte mise en place acheter carte rio grande résumé',
			answers: {
				'rio-4-7':
					'Oui, une fois acheté. À la mise en place, les cartes du troisième champ vont dans la boîte, et le résumé d’une page dit qu’un troisième champ peut s’acheter à tout moment. Le prix et la limite n’y sont pas ; l’application suppose ceux du livret complet de Rio Grande : une fois par joueur, {cost} pièces ({cost67} à six ou sept joueurs) posées sur la défausse ; ensuite, on y plante.'
			}
		},
		deal: {
			question: 'Combien de cartes reçoit chaque joueur, et quels haricots sortent du jeu ?',
			keywords:
				'distribuer donne cartes départ main combien chacun mise en place retirer haricots pioche',
			answers: {
				amigo:
					'Distribuez {deal} cartes à chaque joueur, prises parmi les {deck} : aucun haricot ne sort du jeu, quel que soit le nombre de joueurs.',
				duel: 'Retirez les Harry Coriace et les Harry Choco : il reste {deck} cartes, et chacun de vous en reçoit {deal}. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.',
				'rio-3':
					'Retirez les Harry Choco : il reste {deck} cartes, et chaque joueur en reçoit {deal}. À trois, chacun commence aussi avec {fields} champs.',
				'rio-4-5':
					'Retirez les Harry Cogné : il reste {deck} cartes, et chaque joueur en reçoit {deal}.',
				'rio-6-7':
					'Retirez les Harry Choco et les Harry Coriace : il reste {deck} cartes. La donne est inégale, dans le sens des aiguilles d’une montre depuis le premier joueur : {first} cartes, puis {second}, puis {third}, et {rest} pour tous les autres.',
				rabohnzel:
					'Aucun haricot ne sort du jeu : distribuez {deal} cartes à chaque joueur, prises parmi les {deck}. Chacun reçoit aussi {spells} carte sort face cachée ; les autres forment la pioche des sorts.',
				'my-first-basic':
					'On joue seulement avec les quatre haricots à une pièce ({deck} cartes) ; les six haricots à deux pièces sont mis de côté comme réserve de pièces. Distribuez-en {deal} à chaque joueur, posées face visible en rangée.',
				'my-first-two-coin':
					'On joue seulement avec les six haricots à deux pièces ({deck} cartes) ; les quatre haricots à une pièce servent de réserve de pièces. Distribuez-en {deal} à chaque joueur, face visible en rangée.',
				'my-first-all':
					'Tous les haricots sont en jeu ({deck} cartes), aucun n’est mis de côté. Distribuez-en {deal} à chaque joueur : face visible en rangée, ou en main à partir de {step}.'
			}
		},
		'second-card-before-flip': {
			question: 'Dois-je planter ma deuxième carte avant de retourner des cartes ?',
			keywords:
				'deuxième carte planter avant après retourner plus tard décider facultatif attendre',
			answers: {
				classic:
					'Oui. Les phases se suivent dans l’ordre : la deuxième carte facultative fait partie de la plantation depuis la main, terminée dès que vous retournez la première carte. Impossible d’attendre de voir ce qui sort pour la planter ensuite.',
				rabohnzel:
					'Oui : la deuxième carte facultative appartient à la première phase, qui se termine avant la phase des sorts et avant qu’aucune carte ne soit retournée. Seul le Magischer Kartenfluss (flux magique de cartes) permet de jouer des cartes de devant plus tard dans le tour.',
				duel: 'Oui : vous plantez votre carte de devant et peut-être la suivante, pouvez ensuite défausser une carte de la main, et seulement alors retournez des cartes. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.'
			}
		},
		'trade-outside-phase': {
			question: 'Peut-on échanger ou donner des cartes en dehors de la phase d’échange ?',
			keywords:
				'échanger donner cadeau hors phase échange plus tard pendant plantation pioche autre moment',
			answers: {
				classic:
					'Non. Échanges et cadeaux ont lieu pendant la phase d’échange du joueur actif ; les règles ne les décrivent nulle part ailleurs, et ce que vous recevez se plante juste après. À d’autres moments, aucune carte ne change de main.',
				duel: 'Non : le duel n’a ni échanges ni cadeaux. Le résumé d’une page renvoie le jeu à deux au livret complet ; l’application suppose les règles du duel de ce livret.'
			}
		},
		'trade-withdraw': {
			question: 'Peut-on revenir sur un échange conclu avant que les cartes changent de main ?',
			keywords: 'annuler échange revenir accord conclu retirer offre changer d’avis',
			answers: {
				classic:
					'Les règles disent que les deux joueurs doivent être d’accord et que les cartes ne quittent la main qu’une fois l’affaire conclue ; elles ne disent pas si l’on peut se rétracter entre les deux. L’application suppose qu’un échange conclu s’exécute aussitôt, sans rien à reprendre ; une offre pas encore acceptée peut toujours être retirée.',
				'my-first':
					'La règle ne le dit pas. L’application suppose, comme dans Bohnanza, que dès que les deux sont d’accord les cartes changent de main aussitôt ; d’ici là, une offre peut être retirée.'
			}
		},
		'show-hand': {
			question: 'Puis-je montrer ma main, ou mentir sur mes cartes ?',
			keywords: 'montrer main dévoiler cartes mentir bluffer vérité secret',
			answers: {
				promises:
					'Les règles ne le disent pas. Elles permettent de promettre sans devoir tenir parole, donc l’application suppose que la parole est libre : vous pouvez montrer ou décrire vos cartes en main, et rien ne vous oblige à dire vrai. Seules comptent les cartes qui changent de main.',
				silent:
					'La règle ne le dit pas. L’application suppose que la parole est libre : vous pouvez montrer ou décrire vos cartes en main, et rien ne vous oblige à dire vrai. Seules comptent les cartes qui changent de main ; une table peut convenir de règles plus strictes.',
				'my-first':
					'Avant {step}, les cartes sont posées face visible en rangée : tout le monde les voit. Pour les cartes en main, la règle ne dit rien ; l’application suppose, comme dans Bohnanza, que la parole est libre : montrez-les ou décrivez-les à votre guise.'
			}
		},
		'discard-and-coins': {
			question: 'Peut-on fouiller la défausse, et les pièces sont-elles secrètes ?',
			keywords:
				'défausse regarder fouiller fouiner consulter pièces secrètes compter cachées argent tas',
			answers: {
				all: 'Les règles ne disent ni l’un ni l’autre. La défausse est posée côté haricot et seule sa carte du dessus sert ; l’application suppose qu’on ne la fouille pas. Les pièces forment le tas de chaque joueur ; l’application suppose que personne n’a à dire combien il en a avant le décompte final. Beaucoup de tables autorisent les deux ; mettez-vous d’accord avant de jouer.'
			}
		},
		'third-field-final-harvest': {
			question:
				'Puis-je acheter un troisième champ pendant la récolte finale, avec les pièces qu’elle rapporte ?',
			keywords: 'troisième champ acheter récolte finale fin de partie pièces dernier moment',
			answers: {
				'amigo-1997':
					'La règle permet de l’acheter à tout moment, mais ne dit rien de la récolte finale. Une fois la partie finie, plus rien ne se plante : un champ acheté alors ne ferait que coûter des pièces. L’application suppose qu’on ne peut plus en acheter après la fin, et la récolte finale compte les champs que vous aviez à la fin de la partie.',
				'rio-4-7':
					'Le résumé d’une page permet de l’acheter à tout moment, mais ne dit rien de la récolte finale. Une fois la partie finie, plus rien ne se plante : un champ acheté alors ne ferait que coûter des pièces. L’application suppose qu’on ne peut plus en acheter après la fin, et la récolte finale compte les champs que vous aviez à la fin de la partie.',
				'my-first':
					'La règle permet de l’acheter à tout moment, mais ne dit rien de la récolte finale. Une fois la partie finie, plus rien ne se plante : un champ acheté alors ne ferait que coûter des pièces. L’application suppose qu’on ne peut plus en acheter après la fin, et la récolte finale compte les champs que vous aviez à la fin de la partie.'
			}
		},
		'spell-twice': {
			question: 'Une carte sort peut-elle être activée deux fois dans le même tour ?',
			keywords: 'carte sort deux fois encore même tour activer seconde fois réutiliser',
			answers: {
				rabohnzel:
					'Seul l’Angriffszauber (sort d’attaque) est dit activable plusieurs fois par tour. Pour toute autre carte, la règle dit seulement qu’un sort actif s’utilise une fois puis se retourne, pas s’il peut être réactivé. L’application suppose que non : chaque autre carte sort agit au plus une fois par tour.'
			}
		},
		'cape-final-harvest': {
			question:
				'Récolter des Kapbohnen à la récolte finale fait-il encore piocher une carte sort ?',
			keywords: 'Kapbohne récolte finale fin de partie carte sort piocher deux dernière',
			answers: {
				rabohnzel:
					'La règle ne le dit pas. La règle des Kapbohnen ne prévoit aucune exception : récolter deux Kapbohnen ou plus fait piocher une carte sort tant que la pioche des sorts dure, et la récolte finale est une récolte. L’application suppose donc que vous en piochez une ; ses Bohnenpfennige comptent en cas d’égalité de pièces. Si votre table lit la règle autrement, convenez-en avant la partie.'
			}
		},
		'run-out-spell': {
			question:
				'La pioche s’épuise pour la dernière fois pendant la phase des sorts ou sur la troisième carte du sort d’échange : que faire ?',
			keywords:
				'pioche vide phase des sorts sort d’échange Handelszauber troisième carte Weißbohne dernière fois fin',
			answers: {
				rabohnzel:
					'Le résumé de Bohnanza prévoit deux cas : si la pioche s’épuise pour la dernière fois pendant les échanges, on termine les échanges et les plantations ; si c’est en piochant en fin de tour, la partie s’arrête aussitôt. La troisième carte du Handelszauber (sort d’échange) se retourne au début des échanges : c’est donc le premier cas. La phase des sorts (une Weißbohne, haricot blanc, qui fait piocher une carte, par exemple) n’est pas prévue ; l’application suppose que la partie s’arrête aussitôt, comme en piochant, puisque la carte irait dans une main. Si vous suivez la partie dans l’application, choisissez « En piochant ».'
			}
		},
		'steal-empty-hand': {
			question: 'Puis-je voler avec une Pflückbohne un joueur qui n’a plus de cartes en main ?',
			keywords: 'Pflückbohne voler main vide plus de cartes dernière carte attaque rien',
			answers: {
				rabohnzel:
					'La règle ne le dit pas. Sans carte en main, il n’y a rien à prendre : l’application suppose que vous choisissez un joueur qui a des cartes ; si personne n’en a, la Pflückbohne (haricot cueilleur) ne fait rien. De même, quand une attaque tire une pièce Pflückbohne et que la main de l’attaquant est vide, le défenseur ne prend rien et l’attaque est finie.'
			}
		}
	}
};

import { defineMessages } from '../define';

/**
 * Rule cards for children, in the app's own words: one card per My First step (its title is the step name in `editions`;
 * its sentences `<step>.1`, `<step>.2`, … in order) and one short card per rule
 * (`rule.<id>.title`, `rule.<id>`), shown by the turn coach the first time the rule matters.
 */
export const teachCards = defineMessages({
	en: {
		'basic.1':
			'Play with the four beans that show one coin at the bottom. All other cards are the coins.',
		'basic.2': 'Your five cards lie face up in a line. Never change their order.',
		'basic.3': 'Plant from the left end of your line into your two fields.',
		'basic.4':
			'A field with enough beans for a coin is harvested right away, even when it is not your turn. Take a coin from the coin pile.',
		'basic.5':
			'A third kind of bean, and both fields are taken? Put it on top of one field. The beans below wait.',
		'basic.6': 'The most coins wins. If several children have the most, they all win.',
		'two-coin.1': 'Now play with the six other beans. The first four beans become the coins.',
		'two-coin.2': 'These beans can earn one coin or two.',
		'two-coin.3':
			'You choose when to harvest: now for one coin, or wait for more beans and two coins.',
		'two-coin.4': 'At the end, every field worth a coin may still be harvested.',
		'step-1.1': 'Shuffle all ten kinds of beans together.',
		'step-1.2': 'Open your board: everyone has three fields.',
		'step-1.3':
			'There is no coin pile any more. When you harvest, turn one harvested card over for each coin. The rest go on the discard pile.',
		'step-2.1': 'No more beans on top of beans: a field holds one kind only.',
		'step-2.2': 'A new kind must be planted and every field is taken? Harvest a field first.',
		'step-2.3': 'Too few beans for a coin? Then they all go on the discard pile.',
		'step-3.1': 'Everyone starts with two fields again.',
		'step-3.2': 'Whenever you like, pay three coins to open your third field.',
		'step-3.3': 'The three coins go on the discard pile, bean side up.',
		'step-4.1': 'Hold your cards in your hand instead of laying them out.',
		'step-4.2': 'Keep their order: new cards go to the back.',
		'step-4.3': 'Plant the card at the front of your hand.',
		'step-4.4': 'Too many cards for small hands? Skip this step and keep them face up.',
		'step-5.1': 'A field with just one bean is protected.',
		'step-5.2': 'You may harvest it only when none of your fields holds more than one bean.',
		'step-5.3': 'Now you know every rule of Bohnanza!',
		'rule.face-up-line.title': 'Cards in a line',
		'rule.face-up-line':
			'Lay your cards face up in a line. Never change the order. New cards go on the right.',
		'rule.hand-cards.title': 'Cards in your hand',
		'rule.hand-cards':
			'Hold your cards in your hand and keep their order. New cards go to the back; you plant from the front.',
		'rule.mixed-patch.title': 'The Mixed Patch Rule',
		'rule.mixed-patch':
			'Put the new bean on top of either field. The beans below wait until the new ones are harvested.',
		'rule.harvest-may-earn-nothing.title': 'Make room',
		'rule.harvest-may-earn-nothing':
			'Harvest one field first. Too few beans for a coin? They all go on the discard pile.',
		'rule.auto-harvest.title': 'Harvest right away',
		'rule.auto-harvest': 'Harvest that field at once, even when it is not your turn.',
		'rule.choose-harvest-time.title': 'You choose when',
		'rule.choose-harvest-time': 'Harvest now for one coin, or wait for more beans and two coins.',
		'rule.coin-supply.title': 'Coins from the coin pile',
		'rule.coin-supply':
			'Take a coin from the coin pile. The harvested beans go on the discard pile.',
		'rule.harvested-cards-are-coins.title': 'Beans become coins',
		'rule.harvested-cards-are-coins':
			'Turn one harvested card over for each coin. The rest go on the discard pile.',
		'rule.third-field-buyable.title': 'Buy a third field',
		'rule.third-field-buyable':
			'Three coins can buy a third field, whenever you like. The coins go on the discard pile.',
		'rule.protection-rule.title': 'The lonely bean',
		'rule.protection-rule':
			'A field with one bean may be harvested only when none of your fields holds more than one.',
		'rule.end-harvest.title': 'The last harvest',
		'rule.end-harvest': 'Harvest every field that is worth a coin. Then count the coins.'
	},
	de: {
		'basic.1':
			'Spielt mit den vier Bohnen, die unten eine Münze zeigen. Alle anderen Karten sind die Münzen.',
		'basic.2': 'Deine fünf Karten liegen offen in einer Reihe. Ändere nie ihre Reihenfolge.',
		'basic.3': 'Pflanze vom linken Ende deiner Reihe in deine zwei Felder.',
		'basic.4':
			'Ein Feld mit genug Bohnen für eine Münze wird sofort geerntet, auch wenn du nicht dran bist. Nimm eine Münze vom Münzstapel.',
		'basic.5':
			'Eine dritte Bohnensorte, und beide Felder sind belegt? Lege sie oben auf ein Feld. Die Bohnen darunter warten.',
		'basic.6':
			'Wer die meisten Münzen hat, gewinnt. Haben mehrere Kinder die meisten, gewinnen alle.',
		'two-coin.1':
			'Jetzt spielt ihr mit den sechs anderen Bohnen. Die ersten vier Bohnen sind die Münzen.',
		'two-coin.2': 'Diese Bohnen bringen eine Münze oder zwei.',
		'two-coin.3':
			'Du entscheidest, wann du erntest: jetzt für eine Münze, oder du wartest auf mehr Bohnen und zwei Münzen.',
		'two-coin.4': 'Am Ende darf jedes Feld, das eine Münze wert ist, noch geerntet werden.',
		'step-1.1': 'Mischt alle zehn Bohnensorten zusammen.',
		'step-1.2': 'Klappt das Brett auf: Alle haben drei Felder.',
		'step-1.3':
			'Es gibt keinen Münzstapel mehr. Beim Ernten drehst du für jede Münze eine geerntete Karte um. Der Rest kommt auf den Ablagestapel.',
		'step-2.1': 'Keine Bohnen mehr auf Bohnen: Auf einem Feld wächst nur eine Sorte.',
		'step-2.2':
			'Eine neue Sorte muss gepflanzt werden und alle Felder sind belegt? Ernte zuerst ein Feld.',
		'step-2.3': 'Zu wenige Bohnen für eine Münze? Dann kommen alle auf den Ablagestapel.',
		'step-3.1': 'Alle beginnen wieder mit zwei Feldern.',
		'step-3.2': 'Wann du willst, zahlst du drei Münzen und klappst dein drittes Feld auf.',
		'step-3.3': 'Die drei Münzen kommen mit der Bohnenseite nach oben auf den Ablagestapel.',
		'step-4.1': 'Halte deine Karten in der Hand, statt sie auszulegen.',
		'step-4.2': 'Behalte ihre Reihenfolge: Neue Karten kommen nach hinten.',
		'step-4.3': 'Pflanze die Karte ganz vorne in deiner Hand.',
		'step-4.4':
			'Zu viele Karten für kleine Hände? Lasst diesen Schritt aus und legt sie offen aus.',
		'step-5.1': 'Ein Feld mit nur einer Bohne ist geschützt.',
		'step-5.2': 'Du darfst es nur ernten, wenn keins deiner Felder mehr als eine Bohne hat.',
		'step-5.3': 'Jetzt kennst du alle Regeln von Bohnanza!',
		'rule.face-up-line.title': 'Karten in einer Reihe',
		'rule.face-up-line':
			'Lege deine Karten offen in eine Reihe. Ändere nie die Reihenfolge. Neue Karten kommen rechts dazu.',
		'rule.hand-cards.title': 'Karten auf der Hand',
		'rule.hand-cards':
			'Halte deine Karten in der Hand und behalte die Reihenfolge. Neue Karten kommen nach hinten; du pflanzt von vorne.',
		'rule.mixed-patch.title': 'Die Mischfeld-Regel',
		'rule.mixed-patch':
			'Lege die neue Bohne oben auf eins der Felder. Die Bohnen darunter warten, bis die neuen geerntet sind.',
		'rule.harvest-may-earn-nothing.title': 'Platz machen',
		'rule.harvest-may-earn-nothing':
			'Ernte zuerst ein Feld. Zu wenige Bohnen für eine Münze? Dann kommen alle auf den Ablagestapel.',
		'rule.auto-harvest.title': 'Sofort ernten',
		'rule.auto-harvest': 'Ernte dieses Feld sofort, auch wenn du nicht dran bist.',
		'rule.choose-harvest-time.title': 'Du entscheidest, wann',
		'rule.choose-harvest-time':
			'Ernte jetzt für eine Münze, oder warte auf mehr Bohnen und zwei Münzen.',
		'rule.coin-supply.title': 'Münzen vom Münzstapel',
		'rule.coin-supply':
			'Nimm eine Münze vom Münzstapel. Die geernteten Bohnen kommen auf den Ablagestapel.',
		'rule.harvested-cards-are-coins.title': 'Bohnen werden Münzen',
		'rule.harvested-cards-are-coins':
			'Drehe für jede Münze eine geerntete Karte um. Der Rest kommt auf den Ablagestapel.',
		'rule.third-field-buyable.title': 'Ein drittes Feld kaufen',
		'rule.third-field-buyable':
			'Für drei Münzen gibt es ein drittes Feld, wann du willst. Die Münzen kommen auf den Ablagestapel.',
		'rule.protection-rule.title': 'Die einsame Bohne',
		'rule.protection-rule':
			'Ein Feld mit einer Bohne darf nur geerntet werden, wenn keins deiner Felder mehr als eine hat.',
		'rule.end-harvest.title': 'Die letzte Ernte',
		'rule.end-harvest': 'Ernte jedes Feld, das eine Münze wert ist. Dann zählt die Münzen.'
	},
	fr: {
		'basic.1':
			'Jouez avec les quatre haricots qui montrent une seule pièce en bas. Toutes les autres cartes servent de pièces.',
		'basic.2': 'Vos cinq cartes sont posées face visible, en rangée. Ne changez jamais leur ordre.',
		'basic.3': 'Plantez depuis le bout gauche de votre rangée dans vos deux champs.',
		'basic.4':
			'Un champ qui a assez de haricots pour une pièce est récolté tout de suite, même si ce n’est pas votre tour. Prenez une pièce dans la réserve.',
		'basic.5':
			'Une troisième sorte de haricot, et les deux champs sont pris ? Posez-la par-dessus un champ. Les haricots dessous attendent.',
		'basic.6':
			'Celui qui a le plus de pièces gagne. Si plusieurs enfants en ont le plus, ils gagnent tous.',
		'two-coin.1':
			'Jouez maintenant avec les six autres haricots. Les quatre premiers servent de pièces.',
		'two-coin.2': 'Ces haricots rapportent une pièce ou deux.',
		'two-coin.3':
			'Vous choisissez quand récolter : tout de suite pour une pièce, ou attendre plus de haricots pour deux pièces.',
		'two-coin.4': 'À la fin, chaque champ qui vaut une pièce peut encore être récolté.',
		'step-1.1': 'Mélangez les dix sortes de haricots.',
		'step-1.2': 'Dépliez le plateau : chacun a trois champs.',
		'step-1.3':
			'Il n’y a plus de réserve de pièces. Quand vous récoltez, retournez une carte récoltée par pièce. Les autres vont à la défausse.',
		'step-2.1': 'Plus de haricots par-dessus les haricots : un champ ne porte qu’une sorte.',
		'step-2.2':
			'Une nouvelle sorte doit être plantée et tous les champs sont pris ? Récoltez d’abord un champ.',
		'step-2.3': 'Trop peu de haricots pour une pièce ? Alors ils vont tous à la défausse.',
		'step-3.1': 'Tout le monde recommence avec deux champs.',
		'step-3.2': 'Quand vous voulez, payez trois pièces pour ouvrir votre troisième champ.',
		'step-3.3': 'Les trois pièces vont à la défausse, côté haricot visible.',
		'step-4.1': 'Tenez vos cartes en main au lieu de les poser.',
		'step-4.2': 'Gardez leur ordre : les nouvelles cartes vont à l’arrière.',
		'step-4.3': 'Plantez la carte tout à l’avant de votre main.',
		'step-4.4':
			'Trop de cartes pour de petites mains ? Sautez cette étape et gardez-les face visible.',
		'step-5.1': 'Un champ qui n’a qu’un haricot est protégé.',
		'step-5.2': 'Vous ne pouvez le récolter que si aucun de vos champs n’a plus d’un haricot.',
		'step-5.3': 'Vous connaissez maintenant toutes les règles de Bohnanza !',
		'rule.face-up-line.title': 'Les cartes en rangée',
		'rule.face-up-line':
			'Posez vos cartes face visible en rangée. Ne changez jamais l’ordre. Les nouvelles cartes vont à droite.',
		'rule.hand-cards.title': 'Les cartes en main',
		'rule.hand-cards':
			'Tenez vos cartes en main et gardez leur ordre. Les nouvelles vont à l’arrière ; vous plantez par l’avant.',
		'rule.mixed-patch.title': 'La règle du champ mélangé',
		'rule.mixed-patch':
			'Posez le nouveau haricot par-dessus l’un des champs. Les haricots dessous attendent que les nouveaux soient récoltés.',
		'rule.harvest-may-earn-nothing.title': 'Faire de la place',
		'rule.harvest-may-earn-nothing':
			'Récoltez d’abord un champ. Trop peu de haricots pour une pièce ? Ils vont tous à la défausse.',
		'rule.auto-harvest.title': 'Récolter tout de suite',
		'rule.auto-harvest': 'Récoltez ce champ tout de suite, même si ce n’est pas votre tour.',
		'rule.choose-harvest-time.title': 'Vous choisissez quand',
		'rule.choose-harvest-time':
			'Récoltez maintenant pour une pièce, ou attendez plus de haricots pour deux pièces.',
		'rule.coin-supply.title': 'Les pièces de la réserve',
		'rule.coin-supply':
			'Prenez une pièce dans la réserve. Les haricots récoltés vont à la défausse.',
		'rule.harvested-cards-are-coins.title': 'Les haricots deviennent des pièces',
		'rule.harvested-cards-are-coins':
			'Retournez une carte récoltée par pièce. Les autres vont à la défausse.',
		'rule.third-field-buyable.title': 'Acheter un troisième champ',
		'rule.third-field-buyable':
			'Trois pièces achètent un troisième champ, quand vous voulez. Les pièces vont à la défausse.',
		'rule.protection-rule.title': 'Le haricot seul',
		'rule.protection-rule':
			'Un champ d’un seul haricot ne se récolte que si aucun de vos champs n’en a plus d’un.',
		'rule.end-harvest.title': 'La dernière récolte',
		'rule.end-harvest': 'Récoltez chaque champ qui vaut une pièce. Puis comptez les pièces.'
	}
});

// The teachCards area's messages in French.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	'basic.1':
		'Jouez avec les quatre haricots qui montrent une seule pièce en bas. Toutes les autres cartes servent de pièces.',
	'basic.2': 'Vos cinq cartes sont posées face visible, en rangée. Ne changez jamais leur ordre.',
	'basic.3': 'Plantez depuis le bout gauche de votre rangée dans vos deux champs.',
	'basic.4':
		'Un champ qui a assez de haricots pour une pièce est récolté tout de suite, même si ce n’est pas votre tour. Prenez une pièce dans la réserve.',
	'basic.5':
		'Une troisième sorte de haricot, et les deux champs sont pris ? Posez-la par-dessus un champ. Les haricots dessous attendent.',
	'basic.6':
		'Le gagnant est l’enfant qui a le plus de pièces. Plusieurs à égalité en tête ? Ils gagnent tous.',
	'two-coin.1':
		'Jouez maintenant avec les six autres haricots. Les quatre premiers servent de pièces.',
	'two-coin.2': 'Ces haricots rapportent une pièce ou deux.',
	'two-coin.3':
		'Vous choisissez quand récolter : tout de suite pour une pièce, ou attendre plus de haricots pour deux pièces.',
	'two-coin.4': 'À la fin, chaque champ qui vaut une pièce peut encore être récolté.',
	'step-1.1': 'Mélangez les dix sortes de haricots.',
	'step-1.2': 'Dépliez le plateau : chacun a trois champs.',
	'step-1.3':
		'Il n’y a plus de réserve de pièces. Quand vous récoltez, retournez une carte récoltée par pièce. Les autres vont à la défausse.',
	'step-2.1': 'Plus de haricots par-dessus les haricots : un champ ne porte qu’une sorte.',
	'step-2.2':
		'Une nouvelle sorte doit être plantée et tous les champs sont pris ? Récoltez d’abord un champ.',
	'step-2.3': 'Trop peu de haricots pour une pièce ? Alors ils vont tous à la défausse.',
	'step-3.1': 'Tout le monde recommence avec deux champs.',
	'step-3.2': 'Quand vous voulez, payez trois pièces pour ouvrir votre troisième champ.',
	'step-3.3': 'Les trois pièces vont à la défausse, côté haricot visible.',
	'step-4.1': 'Tenez vos cartes en main au lieu de les poser.',
	'step-4.2': 'Gardez leur ordre : les nouvelles cartes vont à l’arrière.',
	'step-4.3': 'Plantez la carte tout à l’avant de votre main.',
	'step-4.4':
		'Trop de cartes pour de petites mains ? Sautez cette étape et gardez-les face visible.',
	'step-5.1': 'Un champ qui n’a qu’un haricot est protégé.',
	'step-5.2': 'Vous ne pouvez le récolter que si aucun de vos champs n’a plus d’un haricot.',
	'step-5.3': 'Vous connaissez maintenant toutes les règles de Bohnanza !',
	'rule.face-up-line.title': 'Les cartes en rangée',
	'rule.face-up-line':
		'Posez vos cartes face visible en rangée. Ne changez jamais l’ordre. Les nouvelles cartes vont à droite.',
	'rule.hand-cards.title': 'Les cartes en main',
	'rule.hand-cards':
		'Tenez vos cartes en main et gardez leur ordre. Les nouvelles vont à l’arrière ; vous plantez par l’avant.',
	'rule.mixed-patch.title': 'La règle du champ mélangé',
	'rule.mixed-patch':
		'Posez le nouveau haricot par-dessus l’un des champs. Les haricots dessous attendent que les nouveaux soient récoltés.',
	'rule.harvest-may-earn-nothing.title': 'Faire de la place',
	'rule.harvest-may-earn-nothing':
		'Récoltez d’abord un champ. Trop peu de haricots pour une pièce ? Ils vont tous à la défausse.',
	'rule.auto-harvest.title': 'Récolter tout de suite',
	'rule.auto-harvest': 'Récoltez ce champ tout de suite, même si ce n’est pas votre tour.',
	'rule.choose-harvest-time.title': 'Vous choisissez quand',
	'rule.choose-harvest-time':
		'Récoltez maintenant pour une pièce, ou attendez plus de haricots pour deux pièces.',
	'rule.coin-supply.title': 'Les pièces de la réserve',
	'rule.coin-supply': 'Prenez une pièce dans la réserve. Les haricots récoltés vont à la défausse.',
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
};

export default messages;

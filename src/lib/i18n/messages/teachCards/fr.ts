// The teachCards area's messages in French.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	basic_1:
		'Jouez avec les quatre haricots qui montrent une seule pièce en bas. Toutes les autres cartes servent de pièces.',
	basic_2: 'Vos cinq cartes sont posées face visible, en rangée. Ne changez jamais leur ordre.',
	basic_3: 'Plantez depuis le bout gauche de votre rangée dans vos deux champs.',
	basic_4:
		'Un champ qui a assez de haricots pour une pièce est récolté tout de suite, même si ce n’est pas votre tour. Prenez une pièce dans la réserve.',
	basic_5:
		'Une troisième sorte de haricot, et les deux champs sont pris ? Posez-la par-dessus un champ. Les haricots dessous attendent.',
	basic_6:
		'Le gagnant est l’enfant qui a le plus de pièces. Plusieurs à égalité en tête ? Ils gagnent tous.',
	'two-coin_1':
		'Jouez maintenant avec les six autres haricots. Les quatre premiers servent de pièces.',
	'two-coin_2': 'Ces haricots rapportent une pièce ou deux.',
	'two-coin_3':
		'Vous choisissez quand récolter : tout de suite pour une pièce, ou attendre plus de haricots pour deux pièces.',
	'two-coin_4': 'À la fin, chaque champ qui vaut une pièce peut encore être récolté.',
	'step-1_1': 'Mélangez les dix sortes de haricots.',
	'step-1_2': 'Dépliez le plateau : chacun a trois champs.',
	'step-1_3':
		'Il n’y a plus de réserve de pièces. Quand vous récoltez, retournez une carte récoltée par pièce. Les autres vont à la défausse.',
	'step-2_1': 'Plus de haricots par-dessus les haricots : un champ ne porte qu’une sorte.',
	'step-2_2':
		'Une nouvelle sorte doit être plantée et tous les champs sont pris ? Récoltez d’abord un champ.',
	'step-2_3': 'Trop peu de haricots pour une pièce ? Alors ils vont tous à la défausse.',
	'step-3_1': 'Tout le monde recommence avec deux champs.',
	'step-3_2': 'Quand vous voulez, payez trois pièces pour ouvrir votre troisième champ.',
	'step-3_3': 'Les trois pièces vont à la défausse, côté haricot visible.',
	'step-4_1': 'Tenez vos cartes en main au lieu de les poser.',
	'step-4_2': 'Gardez leur ordre : les nouvelles cartes vont à l’arrière.',
	'step-4_3': 'Plantez la carte tout à l’avant de votre main.',
	'step-4_4':
		'Trop de cartes pour de petites mains ? Sautez cette étape et gardez-les face visible.',
	'step-5_1': 'Un champ qui n’a qu’un haricot est protégé.',
	'step-5_2': 'Vous ne pouvez le récolter que si aucun de vos champs n’a plus d’un haricot.',
	'step-5_3': 'Vous connaissez maintenant toutes les règles de Bohnanza !',
	'rule_face-up-line_title': 'Les cartes en rangée',
	'rule_face-up-line':
		'Posez vos cartes face visible en rangée. Ne changez jamais l’ordre. Les nouvelles cartes vont à droite.',
	'rule_hand-cards_title': 'Les cartes en main',
	'rule_hand-cards':
		'Tenez vos cartes en main et gardez leur ordre. Les nouvelles vont à l’arrière ; vous plantez par l’avant.',
	'rule_mixed-patch_title': 'La règle du champ mélangé',
	'rule_mixed-patch':
		'Posez le nouveau haricot par-dessus l’un des champs. Les haricots dessous attendent que les nouveaux soient récoltés.',
	'rule_harvest-may-earn-nothing_title': 'Faire de la place',
	'rule_harvest-may-earn-nothing':
		'Récoltez d’abord un champ. Trop peu de haricots pour une pièce ? Ils vont tous à la défausse.',
	'rule_auto-harvest_title': 'Récolter tout de suite',
	'rule_auto-harvest': 'Récoltez ce champ tout de suite, même si ce n’est pas votre tour.',
	'rule_choose-harvest-time_title': 'Vous choisissez quand',
	'rule_choose-harvest-time':
		'Récoltez maintenant pour une pièce, ou attendez plus de haricots pour deux pièces.',
	'rule_coin-supply_title': 'Les pièces de la réserve',
	'rule_coin-supply': 'Prenez une pièce dans la réserve. Les haricots récoltés vont à la défausse.',
	'rule_harvested-cards-are-coins_title': 'Les haricots deviennent des pièces',
	'rule_harvested-cards-are-coins':
		'Retournez une carte récoltée par pièce. Les autres vont à la défausse.',
	'rule_third-field-buyable_title': 'Acheter un troisième champ',
	'rule_third-field-buyable':
		'Trois pièces achètent un troisième champ, quand vous voulez. Les pièces vont à la défausse.',
	'rule_protection-rule_title': 'Le haricot seul',
	'rule_protection-rule':
		'Un champ d’un seul haricot ne se récolte que si aucun de vos champs n’en a plus d’un.',
	'rule_end-harvest_title': 'La dernière récolte',
	'rule_end-harvest': 'Récoltez chaque champ qui vaut une pièce. Puis comptez les pièces.'
};

export default messages;

// After step 5: real Bohnanza beans that can replace My First beans of the same frequency (S001).
import { BEANS, MY_FIRST_BEANS, MY_FIRST_BEAN_IDS, type MyFirstBeanId } from '$lib/rules';

/** A My First bean and the base-game beans with the same number of cards. */
export interface BeanSwap {
	readonly myFirst: MyFirstBeanId;
	readonly cards: number;
	readonly base: readonly string[];
}

/** Pairs derived from the bean tables by equal card count, against the current AMIGO box. */
export function beanSwaps(): readonly BeanSwap[] {
	return MY_FIRST_BEAN_IDS.map((id) => {
		const cards = MY_FIRST_BEANS[id].cards;
		const base = BEANS.amigo.filter((row) => row.cards === cards).map((row) => row.id);
		return { myFirst: id, cards, base };
	});
}

// The rule cards of the teaching area (turn coach, end of a coached game). What is on screen is
// derived from the lesson; the only writes are actions that buttons call, never an $effect.
import type { MyFirstRule, MyFirstStep } from '$lib/rules';
import { rulesToShowNow, type CoachSituation } from '$lib/teach/coach';
import type { Lesson } from './lesson.svelte';

/** The part of a Lesson the rule cards read and write. */
export type LessonLike = Pick<Lesson, 'loaded' | 'situations' | 'record'>;

/**
 * The cards for one moment that comes up by itself (`opening`: the coach opens, the game ends),
 * shown while `due` and until "Got it" is tapped (so a reload before that shows them again), plus
 * the cards a helper button opened.
 */
export class RuleCards {
	#opened = $state<MyFirstRule[]>([]);

	constructor(
		private readonly lesson: () => LessonLike,
		private readonly step: () => MyFirstStep | null,
		private readonly opening: CoachSituation,
		private readonly due: () => boolean = () => true
	) {}

	/** The opening moment's cards this game has not yet dismissed. */
	readonly pending: readonly MyFirstRule[] = $derived.by(() => {
		const lesson = this.lesson();
		const step = this.step();
		if (step === null || !lesson.loaded || !this.due()) return [];
		return rulesToShowNow(step, lesson.situations, this.opening);
	});

	/** Every card on screen, the opening ones first. */
	readonly showing: readonly MyFirstRule[] = $derived([
		...this.pending,
		...this.#opened.filter((rule) => !this.pending.includes(rule))
	]);

	/** A helper button: shows the situation's new cards and remembers the situation as explained.
	 * Nothing opens when it brings no new card. */
	async open(situation: CoachSituation): Promise<void> {
		const step = this.step();
		if (step === null) return;
		const rules = rulesToShowNow(step, this.lesson().situations, situation);
		if (rules.length === 0) return;
		this.#opened = [...this.#opened, ...rules.filter((rule) => !this.#opened.includes(rule))];
		await this.lesson().record({ situation });
	}

	/** "Got it": the cards close and the opening moment counts as explained (on a failed write its
	 * cards stay, as the lesson does not change). */
	async dismiss(): Promise<void> {
		const pending = this.pending.length > 0;
		this.#opened = [];
		if (pending) await this.lesson().record({ situation: this.opening });
	}
}

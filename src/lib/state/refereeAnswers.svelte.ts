// The referee's answers for one table: loads the reader's language's answers and search index on
// demand, keeps the search and the topic, and says which questions show and how many are
// rendered so far. RulesAnswers.svelte renders it.
import { prepareListFormat } from '$lib/i18n';
import type { Locale } from '$lib/i18n/locales';
import { loadReferee, loadSearch, type LoadedReferee, type RefereeSearch } from '$lib/referee/load';
import {
	closestTopics,
	FIRST_SHOWN,
	MORE_SHOWN,
	searchHits,
	topicOffered
} from '$lib/referee/listing';
import type { RefereeFound } from '$lib/referee/search';
// Types only: the structure itself comes with the loaded language (view.ts).
import type { Question, TopicId } from '$lib/referee/questions';
import type { RefereeContext } from '$lib/referee/select';

export class RefereeAnswers {
	/** What was typed into the search box. */
	query = $state('');
	/** The topic picked, or null for all. */
	topic = $state<TopicId | null>(null);
	#loaded = $state.raw<LoadedReferee | null>(null);
	#search = $state.raw<{ locale: Locale; run: RefereeSearch } | null>(null);
	#searchWanted = $state(false);
	#failed = $state(false);
	readonly #context: () => RefereeContext;
	readonly #locale: () => Locale;

	/** `context`: the table (edition, players, My First step, phase); `locale`: the reader's. */
	constructor(context: () => RefereeContext, locale: () => Locale) {
		this.#context = context;
		this.#locale = locale;
	}

	/** The answers or the search index could not be loaded. */
	get failed(): boolean {
		return this.#failed;
	}
	/** The texts in the reader's language, once loaded. */
	get texts() {
		return this.#loaded?.locale === this.#locale() ? this.#loaded.texts : null;
	}
	/** The question structure, selection and formatting, once loaded. */
	get view() {
		return this.#loaded?.view ?? null;
	}
	get context(): RefereeContext {
		return this.#context();
	}

	/** The questions for this table and topic, the phase's first. */
	readonly list = $derived.by((): Question[] =>
		this.view ? this.view.questionsFor(this.#context(), this.topic) : []
	);
	/** What the search found among the list's questions (null: no query, or the search is loading). */
	readonly #found = $derived.by((): RefereeFound | null => {
		const q = this.query.trim();
		if (!this.#loaded || q === '') return null;
		if (!this.#search || this.#search.locale !== this.#locale()) return null;
		const ids = this.list.map((question) => question.id);
		return this.#search.run(q, (id) => ids.includes(id));
	});
	/** The questions shown: the list, or what the search found in it (nothing until it loads). */
	readonly shown = $derived.by((): Question[] => {
		const found = this.#found;
		if (this.query.trim() === '' || !this.#loaded) return this.list;
		return found?.kind === 'found' ? searchHits(this.list, found.ids) : [];
	});
	/** No question fits the query well: the topics of the closest questions, to browse, or null
	 * when the search found something (or has not run). */
	readonly unknownTopics = $derived.by((): TopicId[] | null => {
		const found = this.#found;
		if (found?.kind !== 'unknown') return null;
		return closestTopics(searchHits(this.list, found.closest));
	});
	/** How many of `shown` are rendered: a screenful whenever the list changes, then more. */
	rendered = $derived.by(() => {
		void this.shown;
		return FIRST_SHOWN;
	});
	/** Whether more answers are still to render (the list is aria-busy until then). */
	get busy(): boolean {
		return this.rendered < this.shown.length;
	}

	/** A topic is offered when it has questions for this table (children's only for My First). */
	topicShown(topic: TopicId): boolean {
		const view = this.view;
		return (
			view !== null &&
			topicOffered(topic, this.#context().edition, (t) => view.questionsFor(this.#context(), t))
		);
	}

	/** Loads the answers of `locale`; the returned function drops a result that comes too late. */
	loadAnswers(locale: Locale): () => void {
		let live = true;
		this.#failed = false;
		loadReferee(locale).then(
			(result) => {
				if (live) this.#loaded = result;
			},
			() => {
				if (live) this.#failed = true;
			}
		);
		// While the answers download, in a task of its own: the formatter every answer's editions
		// go through (its first construction would lengthen the task that renders them).
		const prepare = setTimeout(() => prepareListFormat(locale));
		return () => {
			live = false;
			clearTimeout(prepare);
		};
	}

	/** Loads the search index of `locale` once the page is idle or a query is typed. */
	loadSearchWhenWanted(locale: Locale): () => void {
		let live = true;
		if (this.#searchWanted || this.query !== '') {
			loadSearch(locale).then(
				(run) => {
					if (live) this.#search = { locale, run };
				},
				() => {
					if (live) this.#failed = true;
				}
			);
		} else if ('requestIdleCallback' in window) {
			const handle = requestIdleCallback(() => (this.#searchWanted = true), { timeout: 3000 });
			return () => {
				live = false;
				cancelIdleCallback(handle);
			};
		} else this.#searchWanted = true;
		return () => {
			live = false;
		};
	}

	/** Renders the next few answers in a task of their own, if any are left. */
	renderMoreLater(): (() => void) | undefined {
		if (!this.busy) return;
		const more = setTimeout(() => (this.rendered += MORE_SHOWN));
		return () => clearTimeout(more);
	}
}

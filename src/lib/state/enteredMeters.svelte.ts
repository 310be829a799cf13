import { deleteMeter, meterRecords, writeMeter } from '$lib/db/meters';
import { validateMeter, type MeterError } from '$lib/rules/harvest';
import { EDITION_IDS, type EditionId, type Meter } from '$lib/rules/types';
import { oneOf, readShape, text, type Shape } from '$lib/tracker/shape';
import { loadStorage } from './lazyStorage';

// A stored meter's edition and bean; its steps are checked by the engine against the bean's row
// (validateMeter, the check the meter form's messages name).
const ENTERED = { edition: oneOf(EDITION_IDS), bean: text() } as const satisfies Shape;

/** What saving a typed-in meter gives: done, a validation code from the engine, or a failed write. */
export type MeterSaveResult = { ok: true } | { ok: false; error: MeterError | 'storage' };

/** Beanometers the players typed in from their own cards (only where no source prints them).
 * Read once in the background; every change goes through `storage.run`. */
export class EnteredMeters {
	// Replaced, never mutated, so readers of one edition's record see a new object on change.
	#byEdition = $state.raw<Readonly<Record<string, Readonly<Record<string, Meter>>>>>({});
	get byEdition() {
		return this.#byEdition;
	}
	#loaded = $state(false);
	get loaded() {
		return this.#loaded;
	}

	/** Reads every stored meter; one the engine would reject (an edited database) is left out. */
	async load(): Promise<void> {
		try {
			// Read after the first paint: the calculator shows its first result without them.
			const valid: Record<string, Record<string, Meter>> = {};
			for (const record of await meterRecords()) {
				const key = readShape(ENTERED, record, 'unread');
				if (!key.ok) continue;
				const { edition, bean } = key.value;
				const checked = safeValidate(edition, bean, (record as { meter?: unknown }).meter);
				if (checked) (valid[edition] ??= {})[bean] = checked;
			}
			// Anything saved while the read was under way wins over what was read.
			const merged = { ...valid };
			for (const [edition, beans] of Object.entries(this.#byEdition)) {
				merged[edition] = { ...merged[edition], ...beans };
			}
			this.#byEdition = merged;
		} catch {
			// Storage unavailable: the settings load reports it; the calculator works without.
		}
		this.#loaded = true;
	}

	/** The entered meters of one edition, for the engine's `options.meters`. */
	for(edition: EditionId): Readonly<Record<string, Meter>> {
		return this.#byEdition[edition] ?? {};
	}

	/** Validates with the engine, stores, and only then shows the new meter. */
	async save(
		edition: EditionId,
		bean: string,
		meter: unknown,
		now = Date.now()
	): Promise<MeterSaveResult> {
		const checked = validateMeter(edition, bean, meter);
		if (!checked.ok) return { ok: false, error: checked.error };
		const saved = await (
			await loadStorage()
		).run(() => writeMeter(edition, bean, checked.value, now));
		if (!saved.ok) return { ok: false, error: 'storage' };
		this.#byEdition = {
			...this.#byEdition,
			[edition]: { ...this.for(edition), [bean]: checked.value }
		};
		return { ok: true };
	}

	/** Forgets one bean's entered meter (after the write succeeded). */
	async remove(edition: EditionId, bean: string): Promise<boolean> {
		const saved = await (await loadStorage()).run(() => deleteMeter(edition, bean));
		if (!saved.ok) return false;
		const rest = { ...this.for(edition) };
		delete rest[bean];
		this.#byEdition = { ...this.#byEdition, [edition]: rest };
		return true;
	}
}

function safeValidate(edition: EditionId, bean: string, meter: unknown): Meter | null {
	try {
		const checked = validateMeter(edition, bean, meter);
		return checked.ok ? checked.value : null;
	} catch {
		return null; // unknown bean
	}
}

/** The app's one store of entered meters, shared by the calculator and the field checker. */
export const enteredMeters = new EnteredMeters();

// Expected values for the state layer's tests (as src/lib/tracker/testing.ts is for the tracker's).
import type { ImportCounts } from './backup';

/** What an import that succeeded says, written out: every count 0 and every list empty but the
 * ones named (expected values: a test may name them with matchers, `expect.objectContaining`). */
export function imported(counts: { readonly [K in keyof ImportCounts]?: unknown } = {}) {
	return {
		ok: true,
		added: 0,
		same: 0,
		extended: 0,
		keptLonger: 0,
		copied: 0,
		diverged: [],
		caughtUp: [],
		refused: [],
		notSaved: 0,
		...counts
	};
}

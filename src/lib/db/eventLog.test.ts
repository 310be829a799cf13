import { describe, expect, test } from 'vitest';
import { DAMAGED_ENTRY, joinLog } from './eventLog';

const event = (seq: number) => ({ seq, at: seq * 1000, type: 'turn-advanced', payload: {} });

describe('joinLog over damaged records', () => {
	test('a chunk of [null, 42] keeps both values as damaged entries, before the tail', () => {
		expect(
			joinLog('g', [{ gameId: 'g', events: [null, 42] }], [{ gameId: 'g', ...event(3) }])
		).toEqual([
			{ gameId: 'g', seq: 0, at: 0, type: DAMAGED_ENTRY, payload: null },
			{ gameId: 'g', seq: 0, at: 0, type: DAMAGED_ENTRY, payload: 42 },
			{ gameId: 'g', ...event(3) }
		]);
	});

	test('a chunk without its list of events, and a tail record without a whole seq, are kept', () => {
		const chunk = { gameId: 'g', fromSeq: 1, toSeq: 2 };
		const tail = { gameId: 'g', seq: 2.5, type: 'turn-advanced' };
		expect(joinLog('g', [chunk, null], [tail]).map((e) => [e.type, e.payload])).toEqual([
			[DAMAGED_ENTRY, chunk],
			[DAMAGED_ENTRY, null],
			[DAMAGED_ENTRY, tail]
		]);
	});

	test('a whole log reads as before', () => {
		expect(
			joinLog(
				'g',
				[{ gameId: 'g', events: [event(1), event(2)] }],
				[{ gameId: 'g', ...event(3) }],
				1
			)
		).toEqual([2, 3].map((seq) => ({ gameId: 'g', ...event(seq) })));
	});
});

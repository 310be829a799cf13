import { describe, expect, test } from 'vitest';
import { phaseToExplain, teachModeDefault, teachModeOf } from './teachMode';

describe('teachModeDefault', () => {
	test('on for My First and for learners, off for other tables', () => {
		expect(teachModeDefault('my-first', false)).toBe(true);
		expect(teachModeDefault('amigo', false)).toBe(false);
		expect(teachModeDefault('rio-grande', false)).toBe(false);
		expect(teachModeDefault('rabohnzel', false)).toBe(false);
		expect(teachModeDefault('amigo-1997', true)).toBe(true);
	});
});

describe('teachModeOf', () => {
	test('the switch in the game wins over the setup', () => {
		expect(teachModeOf({ edition: 'amigo', teach: true }, false)).toBe(false);
		expect(teachModeOf({ edition: 'amigo', teach: false }, true)).toBe(true);
	});

	test('the choice made at setup, when the switch was not used', () => {
		expect(teachModeOf({ edition: 'amigo', teach: true }, null)).toBe(true);
		expect(teachModeOf({ edition: 'my-first', teach: false }, undefined)).toBe(false);
	});

	test('a setup without a choice (stored before, or imported) gets the default', () => {
		expect(teachModeOf({ edition: 'amigo' }, null)).toBe(false);
		expect(teachModeOf({ edition: 'my-first' }, null)).toBe(true);
		expect(teachModeOf({ edition: 'rio-grande', groupId: 'g1' }, null)).toBe(true);
		expect(teachModeOf({ edition: 'amigo', teach: 'yes' }, null)).toBe(false);
		expect(teachModeOf(null, null)).toBe(false);
	});
});

describe('phaseToExplain', () => {
	test('each phase once, with its numbers from the engine', () => {
		expect(phaseToExplain('amigo', 4, 'plant', [])).toEqual({ id: 'plant', must: 1, may: 1 });
		expect(phaseToExplain('amigo', 4, 'trade', ['plant'])).toEqual({ id: 'trade', flip: 2 });
		expect(phaseToExplain('amigo', 4, 'plant', ['plant', 'trade'])).toBeNull();
		expect(phaseToExplain('rio-grande', 7, 'draw', [])).toEqual({ id: 'draw', draw: 4 });
		expect(phaseToExplain('rio-grande', 2, 'turn-up', [])).toEqual({ id: 'turn-up', flip: 3 });
	});

	test('a phase the edition does not have is never explained', () => {
		expect(phaseToExplain('amigo', 3, 'spell', [])).toBeNull();
		expect(phaseToExplain('rabohnzel', 3, 'spell', [])).toEqual({ id: 'spell' });
	});
});

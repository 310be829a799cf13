import { describe, expect, test } from 'vitest';
import { isFirstGame, phaseToExplain, teachModeActive } from './teachMode';

describe('isFirstGame', () => {
	test('a game is a first game until one of the same edition has been finished', () => {
		expect(isFirstGame('amigo', 'now', [])).toBe(true);
		expect(
			isFirstGame('amigo', 'now', [
				{ id: 'a', edition: 'rio-grande', finished: true },
				{ id: 'b', edition: 'amigo', finished: false },
				{ id: 'now', edition: 'amigo', finished: true }
			])
		).toBe(true);
		expect(isFirstGame('amigo', 'now', [{ id: 'c', edition: 'amigo', finished: true }])).toBe(
			false
		);
	});
});

test('teach mode needs the switch on and a first game', () => {
	expect(teachModeActive(true, true)).toBe(true);
	expect(teachModeActive(false, true)).toBe(false);
	expect(teachModeActive(true, false)).toBe(false);
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

import { expect, test } from 'vitest';
import { CountBox } from './countBox.svelte';

test('live typing: a whole number replaces the count; bad text keeps it and says why', () => {
	const box = new CountBox(6);
	expect(box.text).toBe('0');
	box.type('4');
	expect([box.value, box.error]).toEqual([4, null]);
	box.type('x');
	expect([box.value, box.text, box.error]).toEqual([4, 'x', 'not-whole-number']);
	box.type('7');
	expect([box.value, box.error]).toEqual([4, 'too-many']);
	box.type('');
	expect([box.value, box.error]).toEqual([4, null]);
	box.leave();
	expect(box.text).toBe('4');
});

test('steps and set stay between 0 and the maximum, which may change', () => {
	let max = 3;
	const box = new CountBox(() => max);
	box.decrement();
	expect(box.value).toBe(0);
	box.set(9);
	expect([box.value, box.text]).toEqual([3, '3']);
	box.increment();
	expect(box.value).toBe(3);
	max = 5;
	box.increment();
	expect(box.value).toBe(4);
});

test('a form box starts empty; sending reads it or names the problem', () => {
	const box = new CountBox(1000, null);
	expect(box.text).toBe('');
	expect(box.read()).toBeNull();
	expect(box.error).toBe('empty');
	box.text = '-2';
	expect(box.read()).toBeNull();
	expect(box.error).toBe('not-whole-number');
	box.text = '1001';
	expect(box.read()).toBeNull();
	expect(box.error).toBe('too-many');
	box.text = ' 12 ';
	expect(box.read()).toBe(12);
	expect(box.error).toBeNull();
	box.clear();
	expect([box.text, box.value]).toEqual(['', 12]);
});

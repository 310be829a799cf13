import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fromBase45, toBase45 } from './base45';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (result: ReturnType<typeof fromBase45>) =>
	result.ok ? new TextDecoder().decode(result.value) : result.error;

describe('Base45 (RFC 9285)', () => {
	// The examples of RFC 9285, sections 4.3 and 4.4.
	test.each([
		['AB', 'BB8'],
		['Hello!!', '%69 VD92EX0'],
		['base-45', 'UJCLQE7W581'],
		['ietf!', 'QED8WEX0']
	])('%s is %s and back', (plain, encoded) => {
		expect(toBase45(bytes(plain))).toBe(encoded);
		expect(text(fromBase45(encoded))).toBe(plain);
	});

	test.each([
		['a value above two bytes (RFC 9285, section 6)', 'GGW'],
		['a lone last character', 'QED8WEX0AB'],
		['a character outside the set', 'QED8wEX0'],
		['a last pair above one byte', '::']
	])('refuses %s', (_, encoded) => {
		expect(fromBase45(encoded)).toEqual({ ok: false, error: 'bad-base45' });
	});

	test('any bytes come back', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
				const encoded = toBase45(data);
				expect(encoded).toMatch(/^[0-9A-Z $%*+\-./:]*$/);
				expect(fromBase45(encoded)).toEqual({ ok: true, value: data });
			}),
			{ seed: 45, numRuns: 300 }
		);
	});
});

// Base45 (RFC 9285): bytes as text of the 45 characters a QR code's alphanumeric mode holds, so a
// code carries 5.5 bits per character instead of the 8 of its byte mode.
import type { Result } from '$lib/rules';

/** The 45 characters, in the order of their values (RFC 9285, section 4.2). */
export const BASE45_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const VALUE = new Map([...BASE45_CHARSET].map((char, value) => [char, value]));

/** Every two bytes become three characters, a last single byte two (smallest value first). */
export function toBase45(bytes: Uint8Array): string {
	let text = '';
	for (let i = 0; i < bytes.length; i += 2) {
		if (i + 1 < bytes.length) {
			const n = bytes[i]! * 256 + bytes[i + 1]!;
			text += BASE45_CHARSET[n % 45]! + BASE45_CHARSET[Math.floor(n / 45) % 45]!;
			text += BASE45_CHARSET[Math.floor(n / 2025)]!;
		} else {
			const n = bytes[i]!;
			text += BASE45_CHARSET[n % 45]! + BASE45_CHARSET[Math.floor(n / 45)]!;
		}
	}
	return text;
}

/** The bytes of a Base45 text; an error for a character outside the set, a lone last character
 * or a group whose value does not fit its bytes (RFC 9285, section 6). */
export function fromBase45(text: string): Result<Uint8Array, 'bad-base45'> {
	if (text.length % 3 === 1) return { ok: false, error: 'bad-base45' };
	const bytes = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
	let out = 0;
	for (let i = 0; i < text.length; i += 3) {
		const group = text.slice(i, i + 3);
		let n = 0;
		for (let j = group.length - 1; j >= 0; j--) {
			const value = VALUE.get(group[j]!);
			if (value === undefined) return { ok: false, error: 'bad-base45' };
			n = n * 45 + value;
		}
		if (group.length === 3) {
			if (n > 0xffff) return { ok: false, error: 'bad-base45' };
			bytes[out++] = n >> 8;
			bytes[out++] = n & 0xff;
		} else {
			if (n > 0xff) return { ok: false, error: 'bad-base45' };
			bytes[out++] = n;
		}
	}
	return { ok: true, value: bytes };
}

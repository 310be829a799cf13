// Fingerprints of word runs, to find text copied from a rulebook without keeping the rulebook's
// text: a run of RUN consecutive words is normalised and hashed, and only the hashes are stored.
// Used by scripts/rulebook-fingerprints.js (which makes the list from the rulebooks) and by
// scripts/rulebook-fingerprints.test.ts (which checks every message and answer against it).
import { createHash } from 'node:crypto';

/** Words in a run: ten in a row shared with a rulebook is a copy, not a coincidence. */
export const RUN = 10;

/** Hex digits kept of each SHA-256 (40 bits: a chance collision is about one in a trillion). */
export const HASH_LENGTH = 10;

// Number words in the three languages (not "ein"/"un", which are also articles): "third", "3rd",
// "dritten", "3." and "troisième" are one word for the check, so a copy cannot hide behind digits.
/** @type {Readonly<Record<string, string>>} */
const NUMBER_WORDS = {
	one: '1',
	first: '1',
	two: '2',
	second: '2',
	three: '3',
	third: '3',
	four: '4',
	fourth: '4',
	five: '5',
	fifth: '5',
	six: '6',
	sixth: '6',
	erste: '1',
	ersten: '1',
	erstes: '1',
	zwei: '2',
	zweite: '2',
	zweiten: '2',
	drei: '3',
	dritte: '3',
	dritten: '3',
	vier: '4',
	vierte: '4',
	vierten: '4',
	funf: '5',
	funfte: '5',
	funften: '5',
	premier: '1',
	premiere: '1',
	deux: '2',
	deuxieme: '2',
	trois: '3',
	troisieme: '3',
	quatre: '4',
	quatrieme: '4',
	cinq: '5',
	cinquieme: '5'
};

/**
 * The words of a text, normalised: markup dropped, lower case, accents and ß folded, split at
 * anything that is not a letter or digit; ordinals (3rd, 3e, 1re) and number words become digits.
 * @param {string} text
 * @returns {string[]}
 */
export function words(text) {
	const plain = text
		.replace(/<[^>]*>/g, ' ')
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/ß/g, 'ss');
	return (plain.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => {
		const ordinal = /^(\d+)(st|nd|rd|th|e|re|er|eme)$/.exec(word);
		if (ordinal) return ordinal[1];
		return NUMBER_WORDS[word] ?? word;
	});
}

/**
 * The fingerprint of one run of words.
 * @param {readonly string[]} run
 * @returns {string}
 */
export function fingerprint(run) {
	return createHash('sha256').update(run.join(' ')).digest('hex').slice(0, HASH_LENGTH);
}

/**
 * Every run of RUN consecutive words in a text, with its fingerprint.
 * @param {string} text
 * @returns {{ run: string, hash: string }[]}
 */
export function runs(text) {
	const list = words(text);
	/** @type {{ run: string, hash: string }[]} */
	const out = [];
	for (let i = 0; i + RUN <= list.length; i++) {
		const run = list.slice(i, i + RUN);
		out.push({ run: run.join(' '), hash: fingerprint(run) });
	}
	return out;
}

/**
 * The runs of `text` whose fingerprints are in `known` (the rulebooks' list).
 * @param {string} text
 * @param {ReadonlySet<string>} known
 * @returns {string[]}
 */
export function sharedRuns(text, known) {
	return runs(text)
		.filter(({ hash }) => known.has(hash))
		.map(({ run }) => run);
}

/**
 * Reads a fingerprint list as written by scripts/rulebook-fingerprints.js (comments start with #).
 * @param {string} content
 * @returns {Set<string>}
 */
export function parseFingerprints(content) {
	return new Set(
		content
			.split('\n')
			.map((line) => line.trim())
			.filter((line) => line !== '' && !line.startsWith('#'))
	);
}

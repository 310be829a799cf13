// Makes scripts/rulebook-fingerprints.txt from the rulebook texts: one hash per run of ten words
// (scripts/fingerprints.js), never the words. Run it when a rulebook text is added or changed:
//   node scripts/rulebook-fingerprints.js <folder of rulebook .txt files>
// The rulebook texts are not part of this repository (they are the publishers'); point it at
// your own copies, one plain-text file per rulebook.
// scripts/rulebook-fingerprints.test.ts then flags any message or referee answer sharing a run.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HASH_LENGTH, RUN, runs } from './fingerprints.js';

const folder = process.argv[2];
if (!folder)
	throw new Error('usage: node scripts/rulebook-fingerprints.js <folder of rulebook .txt files>');
const out = new URL('./rulebook-fingerprints.txt', import.meta.url);

const files = readdirSync(folder)
	.filter((name) => name.endsWith('.txt'))
	.sort();
if (files.length === 0) throw new Error(`no rulebook .txt files in ${folder}`);

const hashes = new Set();
for (const name of files) {
	for (const { hash } of runs(readFileSync(join(folder, name), 'utf8'))) hashes.add(hash);
}

const header = [
	`# Fingerprints of every run of ${RUN} words in the rulebooks (${files.length} files):`,
	`# the first ${HASH_LENGTH} hex digits of SHA-256 of the normalised run (scripts/fingerprints.js).`,
	'# Made by `node scripts/rulebook-fingerprints.js <folder>`; do not edit by hand.'
];
writeFileSync(out, [...header, ...[...hashes].sort(), ''].join('\n'));
console.log(`${hashes.size} fingerprints from ${files.length} files written to ${out.pathname}`);

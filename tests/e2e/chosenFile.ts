import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let folder: string | undefined;
let written = 0;

/** A file for a file input (`setInputFiles(path)`), written to disk under `name`, the name the page
 * sees (its type follows from the extension: `.json` is application/json). A local browser is
 * handed the path itself, where a buffer is sent through the protocol and rebuilt in the page:
 * about 0.1 s for a small backup and 2 s for an 8 MB one, against next to nothing. Each file gets
 * a folder of its own, so a name may be chosen again with other contents, in a temporary folder of
 * the worker's (not test-results/, which another run started in the same checkout empties), removed
 * when the worker ends. */
export function fileToChoose(name: string, contents: string | Buffer): string {
	if (!folder) {
		const made = mkdtempSync(join(tmpdir(), 'bean-referee-chosen-'));
		process.on('exit', () => rmSync(made, { recursive: true, force: true }));
		folder = made;
	}
	const own = join(folder, String(++written));
	mkdirSync(own);
	const path = join(own, name);
	writeFileSync(path, contents);
	return path;
}

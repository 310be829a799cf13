import { storageProblem } from './errors';

// The second copy of every game (docs/architecture.md#the-second-copy): one text file per game in
// the origin private file system, a store the browser keeps apart from IndexedDB. This module
// only moves text; the format is src/lib/tracker/gameCopy.ts. Every function throws when the
// browser has no such file system or refuses it; callers count that and carry on.

const FOLDER = 'games';
const suffix = '.jsonl';

// The file system's types as this module uses them (older DOM typings lack some members).
interface Writable {
	seek(position: number): Promise<void>;
	write(data: string): Promise<void>;
	close(): Promise<void>;
	abort(): Promise<void>;
}
interface FileHandle {
	getFile(): Promise<File>;
	createWritable?(options?: { keepExistingData?: boolean }): Promise<Writable>;
}
interface Folder {
	getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandle>;
	getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<Folder>;
	removeEntry(name: string): Promise<void>;
	values(): AsyncIterable<{ kind: string; name: string }>;
}

// The folder, looked up once per page: every tap's append would otherwise ask the file system
// for it twice. Forgotten when a write finds it gone (the site's data was cleared).
let known: Promise<Folder> | undefined;

async function fileSystemRoot(): Promise<Folder> {
	const storage = globalThis.navigator?.storage as
		{ getDirectory?: () => Promise<unknown> } | undefined;
	if (!storage?.getDirectory) throw new Error('no origin private file system');
	return (await storage.getDirectory()) as Folder;
}

async function folder(create = true): Promise<Folder> {
	return (await fileSystemRoot()).getDirectoryHandle(FOLDER, { create });
}

/** Runs `work` in the games' folder (made when missing). A lookup that fails is not kept, and a
 * folder found gone (NotFoundError) is looked up again once. */
async function inFolder<T>(work: (dir: Folder) => Promise<T>): Promise<T> {
	const lookup = (known ??= folder());
	let dir: Folder;
	try {
		dir = await lookup;
	} catch (error) {
		if (known === lookup) known = undefined;
		throw error;
	}
	try {
		return await work(dir);
	} catch (error) {
		if (!notFound(error)) throw error;
		if (known === lookup) known = undefined;
		return work(await (known ??= folder()));
	}
}

const fileName = (id: string) => `${encodeURIComponent(id)}${suffix}`;

// One write at a time per file in this tab: an append must see the previous one's end.
const queues = new Map<string, Promise<unknown>>();
function queued<T>(id: string, work: () => Promise<T>): Promise<T> {
	const run = (queues.get(id) ?? Promise.resolve()).catch(() => {}).then(work);
	queues.set(id, run);
	void run.finally(() => queues.get(id) === run && queues.delete(id)).catch(() => {});
	return run;
}

async function writeText(id: string, text: string, append: boolean): Promise<void> {
	const handle = await inFolder((dir) => dir.getFileHandle(fileName(id), { create: true }));
	await writeInto(handle, text, append);
}

async function writeInto(handle: FileHandle, text: string, append: boolean): Promise<void> {
	if (!handle.createWritable) throw new Error('files cannot be written from this page');
	// The browser writes into a copy of the file and swaps it in on close: a cut-off write leaves
	// the file as it was (at worst, elsewhere, a torn last line, which reading drops).
	const writable = await handle.createWritable({ keepExistingData: append });
	try {
		if (append) await writable.seek((await handle.getFile()).size);
		await writable.write(text);
	} catch (error) {
		// The write's own error (a full disk), not the errored stream's refusal to close.
		await writable.abort().catch(() => undefined);
		throw error;
	}
	await writable.close();
}

/** Adds `text` at the end of the game's file (made when missing). */
export function appendCopy(id: string, text: string): Promise<void> {
	return queued(id, () => writeText(id, text, true));
}

/** Replaces the game's file with `text`. */
export function writeCopy(id: string, text: string): Promise<void> {
	return queued(id, () => writeText(id, text, false));
}

/** Removes the game's file (the game was deleted); nothing when there is none. */
export function deleteCopy(id: string): Promise<void> {
	return queued(id, async () => {
		try {
			await inFolder((dir) => dir.removeEntry(fileName(id)));
		} catch (error) {
			if (!notFound(error)) throw error;
		}
	});
}

const notFound = (error: unknown) => (error as { name?: unknown })?.name === 'NotFoundError';

/** Whether any game's file exists (false where the browser has no such file system): a look at
 * the folder, so a first visit does not load the copies' reader for nothing. */
export async function hasCopies(): Promise<boolean> {
	try {
		for await (const entry of (await folder(false)).values()) {
			if (entry.kind === 'file' && entry.name.endsWith(suffix)) return true;
		}
	} catch {
		// No folder (nothing was ever copied), or no file system at all.
	}
	return false;
}

/** The text of every game's file (none when no game was ever copied). */
export async function readCopies(): Promise<string[]> {
	let dir: Folder;
	try {
		dir = await folder(false);
	} catch (error) {
		if (notFound(error)) return [];
		throw error;
	}
	const texts: string[] = [];
	for await (const entry of dir.values()) {
		if (entry.kind !== 'file' || !entry.name.endsWith(suffix)) continue;
		texts.push(await (await (await dir.getFileHandle(entry.name)).getFile()).text());
	}
	return texts;
}

const PROBE = 'room.probe';

/**
 * Whether the device has room for one small write, asked of this file system: on a full disk it
 * refuses with a quota error where IndexedDB says only "UnknownError: Internal error opening
 * backing store" (Chromium, once its first failed write has closed the connection:
 * tests/e2e/full-disk.spec.ts). False when it refuses for want of space; undefined when it cannot
 * say (no such file system, another failure). Writes one byte beside the games' folder and
 * removes it.
 */
export async function roomToWrite(): Promise<boolean | undefined> {
	try {
		const root = await fileSystemRoot();
		await writeInto(await root.getFileHandle(PROBE, { create: true }), 'x', false);
		await root.removeEntry(PROBE);
		return true;
	} catch (error) {
		return storageProblem(error) === 'full' ? false : undefined;
	}
}

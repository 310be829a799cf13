// The second copy of every game (docs/architecture.md#the-second-copy): a text file per game
// (tracker/gameCopy.ts) in the origin private file system, which the browser keeps apart from
// IndexedDB. Every function throws where the browser has no such file system.
import { storageProblem } from './errors';

const FOLDER = 'games';
const SUFFIX = '.jsonl';

// Looked up once per page, not twice per append; forgotten when found gone (site data cleared).
let known: Promise<FileSystemDirectoryHandle> | undefined;

async function fileSystemRoot(): Promise<FileSystemDirectoryHandle> {
	if (!globalThis.navigator?.storage?.getDirectory) throw new Error('no private file system');
	return navigator.storage.getDirectory();
}

const folder = async (create = true) =>
	(await fileSystemRoot()).getDirectoryHandle(FOLDER, { create });

const named = (error: unknown, name: string) => (error as { name?: unknown } | null)?.name === name;
const notFound = (error: unknown) => named(error, 'NotFoundError');

// Runs `work` in the games' folder (made when missing). A failed lookup is not kept; a folder
// found gone is looked up again, once.
async function inFolder<T>(work: (dir: FileSystemDirectoryHandle) => Promise<T>): Promise<T> {
	try {
		return await work(await (known ??= folder()));
	} catch (error) {
		known = undefined;
		if (!notFound(error)) throw error;
		return work(await (known = folder()));
	}
}

const fileName = (id: string) => `${encodeURIComponent(id)}${SUFFIX}`;

// One write at a time per file in this tab: an append must see the previous one's end.
const queues = new Map<string, Promise<unknown>>();
function queued<T>(id: string, work: () => Promise<T>): Promise<T> {
	const run = (queues.get(id) ?? Promise.resolve()).catch(() => {}).then(work);
	queues.set(id, run);
	void run.finally(() => queues.get(id) === run && queues.delete(id)).catch(() => {});
	return run;
}

async function writeInto(
	handle: FileSystemFileHandle,
	data: FileSystemWriteChunkType,
	append: boolean
) {
	if (!handle.createWritable) throw new Error('files cannot be written from this page');
	// The browser writes into a copy of the file and swaps it in on close: a cut-off write leaves
	// the file as it was (at worst a torn last line, which reading drops).
	const writable = await handle.createWritable({ keepExistingData: append });
	try {
		if (append) await writable.seek((await handle.getFile()).size);
		await writable.write(data);
	} catch (error) {
		// The write's own error (a full disk), not the errored stream's refusal to close.
		await writable.abort().catch(() => undefined);
		throw error;
	}
	await writable.close();
}

// Writes `text` into the game's file (made when missing), at its end or in its place.
const writeText = (id: string, text: string, append: boolean) =>
	queued(id, async () => {
		const file = await inFolder((dir) => dir.getFileHandle(fileName(id), { create: true }));
		await writeInto(file, text, append);
	});

/** Adds `text` at the end of the game's file (made when missing). */
export const appendCopy = (id: string, text: string) => writeText(id, text, true);

/** Replaces the game's file with `text`. */
export const writeCopy = (id: string, text: string) => writeText(id, text, false);

/** Removes the game's file, if any. */
export function deleteCopy(id: string): Promise<void> {
	return queued(id, () =>
		inFolder((dir) => dir.removeEntry(fileName(id))).catch((error: unknown) => {
			if (!notFound(error)) throw error;
		})
	);
}

// The games' files; none when no game was ever copied (no folder).
async function copyFiles(): Promise<FileSystemFileHandle[]> {
	const dir = await folder(false).catch((error: unknown) => {
		if (notFound(error)) return null;
		throw error;
	});
	const files: FileSystemFileHandle[] = [];
	if (!dir) return files;
	for await (const entry of dir.values()) {
		if (entry.kind === 'file' && entry.name.endsWith(SUFFIX)) files.push(entry);
	}
	return files;
}

/** Whether any game's file exists (false without a file system). */
export const hasCopies = (): Promise<boolean> =>
	copyFiles()
		.then((files) => files.length > 0)
		.catch(() => false);

/** The text of every game's file. */
export async function readCopies(): Promise<string[]> {
	return Promise.all((await copyFiles()).map(async (file) => (await file.getFile()).text()));
}

const PROBE = 'room.probe';
// The probe's size: a device with less room than this is full for the app (an import that failed
// may have needed most of it; a tap's write needs a small part).
const PROBE_BYTES = 1024 * 1024;

/** Whether the device has room for a small write (PROBE_BYTES) into this file system, which says
 * what IndexedDB on a full disk does not ("UnknownError: Internal error opening backing store",
 * Chromium: tests/e2e/full-disk.spec.ts); undefined when it cannot say. Asked after a write
 * failed: on a full disk Chromium refuses the probe's write as over quota, and the probe file
 * itself, or its working copy, with InvalidStateError. */
export async function roomToWrite(): Promise<boolean | undefined> {
	let root: FileSystemDirectoryHandle;
	try {
		root = await fileSystemRoot();
	} catch {
		return undefined;
	}
	try {
		const probe = await root.getFileHandle(PROBE, { create: true });
		await writeInto(probe, new Uint8Array(PROBE_BYTES), false);
		return true;
	} catch (error) {
		const full = storageProblem(error) === 'full' || named(error, 'InvalidStateError');
		return full ? false : undefined;
	} finally {
		await root.removeEntry(PROBE).catch(() => undefined);
	}
}

// Less room left than this (of the browser's quota for the app) means the storage is full,
// whatever error the write gave.
const FULL_MARGIN = 5 * 1024 * 1024;

/** Whether the device has (almost) no room left for the app's data: the browser's quota says so,
 * or roomToWrite. The quota need not follow the disk (with its profile on a full disk Chromium
 * still offered 1 GiB). False when neither can say. */
export async function noRoomLeft(): Promise<boolean> {
	try {
		const estimate = await globalThis.navigator?.storage?.estimate?.();
		if (
			estimate?.quota &&
			estimate.usage !== undefined &&
			estimate.quota - estimate.usage < Math.max(FULL_MARGIN, estimate.quota * 0.01)
		)
			return true;
	} catch {
		// No estimate: the file system may still say.
	}
	return (await roomToWrite()) === false;
}

// @vitest-environment jsdom
import Dexie from 'dexie';
import { afterAll, beforeEach, expect, test, vi } from 'vitest';
import { database } from '$lib/db/database';
import type { ExportedGame } from '$lib/tracker/exportFile';
import { threePlayerGame } from '$lib/tracker/testing';
import { databaseState, GAMES_MARKER, storage } from './storage.svelte';

const quota = () =>
	Object.assign(new Error('Transaction aborted'), {
		name: 'AbortError',
		inner: new DOMException('The quota has been exceeded.', 'QuotaExceededError')
	});
const closed = () =>
	Object.assign(new Error('Database has been closed'), { name: 'DatabaseClosedError' });
const fail = (error: unknown) => () => Promise.reject(error);

beforeEach(async () => {
	storage.dismiss();
	await storage.run(() => Promise.resolve());
	localStorage.clear();
	await database().delete({ disableAutoOpen: false });
	// A device with no database and no games: the start check finds it fine.
	await storage.checkDatabase(true);
});
afterAll(() => database().close());

test('a full disk stays a full disk over repeated taps, never blocked storage', async () => {
	expect(await storage.run(fail(quota()))).toEqual({ ok: false, error: 'full' });
	expect(storage.problem).toBe('full');
	// After a quota failure the browser closes the connection; the next taps fail as "closed".
	for (let tap = 0; tap < 5; tap++) {
		await storage.run(fail(closed()));
		expect(storage.problem).toBe('full');
	}
	// The check the failures asked for, as it runs.
	await storage.checkDatabase();
	expect(storage.unavailable).toBe(false);
});

test('a closed connection after a successful write is an interruption, not blocked storage', async () => {
	await storage.run(fail(closed()));
	expect(storage.problem).toBe('interrupted');
	expect(storage.unavailable).toBe(false);
});

test('a failed start read is blocked storage only when opening really is refused', async () => {
	storage.readFailed();
	await storage.checkDatabase(true);
	expect(storage.unavailable).toBe(false);

	// A browser without IndexedDB (as Dexie, the one way to it, finds it).
	const original = Dexie.dependencies.indexedDB;
	Dexie.dependencies.indexedDB = undefined as unknown as IDBFactory;
	try {
		storage.readFailed();
		await storage.checkDatabase(true);
		expect(storage.unavailable).toBe(true);
	} finally {
		Dexie.dependencies.indexedDB = original;
	}
});

test.each([
	// [what the device holds, marker set, verdict]
	[{ kind: 'missing' }, false, 'ok'],
	[{ kind: 'missing' }, true, 'lost'],
	[{ kind: 'damaged', reason: 'UnknownError' }, true, 'damaged'],
	[{ kind: 'damaged', reason: 'UnknownError' }, false, 'ok'],
	[{ kind: 'present', games: 0, gameCreated: false }, true, 'lost'],
	// Every game deleted in the app: the database still remembers a game was created.
	[{ kind: 'present', games: 0, gameCreated: true }, true, 'ok'],
	[{ kind: 'present', games: 3, gameCreated: true }, true, 'ok'],
	[{ kind: 'blocked' }, true, 'blocked'],
	[{ kind: 'busy' }, true, 'ok']
] as const)('%j with marker %s is %s', (health, marker, expected) => {
	expect(databaseState(health, marker)).toBe(expected);
});

test('the start check: a marker and no database is a lost database; saving a game clears it', async () => {
	await storage.checkDatabase(true);
	expect(storage.lost).toBe(false);
	localStorage.setItem(GAMES_MARKER, '1');
	await storage.checkDatabase(true);
	expect(storage.database).toBe('lost');
	expect(await indexedDB.databases()).toEqual([]);
	await storage.askToKeep();
	expect(storage.lost).toBe(false);
	expect(localStorage.getItem(GAMES_MARKER)).toBe('1');
});

test('the start check writes the marker when the database holds games', async () => {
	await database().games.add({ id: 'g' } as never);
	await storage.checkDatabase(true);
	expect(localStorage.getItem(GAMES_MARKER)).toBe('1');
	expect(storage.database).toBe('ok');
});

test('dismissing the loss forgets the marker', async () => {
	localStorage.setItem(GAMES_MARKER, '1');
	await storage.checkDatabase(true);
	storage.dismissLost();
	expect(storage.lost).toBe(false);
	expect(localStorage.getItem(GAMES_MARKER)).toBeNull();
});

// The hand-off tests' game, stored under `id` with `events` events (started, then turns).
const game = (id: string, events: number): ExportedGame => ({
	...threePlayerGame(1000, [
		{ at: 1500, event: { type: 'game-started' } },
		...Array.from({ length: events - 1 }, (_, i) => ({
			at: 1600 + i,
			event: { type: 'turn-advanced' as const }
		}))
	]),
	id,
	updatedAt: 2000
});

test('the emergency backup holds the game in memory, in the export format', async () => {
	const release = storage.keepForBackup(() => game('open', 3));
	try {
		const text = await storage.backupText(new Date('2026-01-02T03:04:05Z'), () =>
			Promise.reject(new Error('unreadable'))
		);
		const file = JSON.parse(text!);
		expect(file.format).toBe('bean-referee-games');
		expect(file.exportedAt).toBe('2026-01-02T03:04:05.000Z');
		expect(file.games.map((g: { id: string }) => g.id)).toEqual(['open']);
		expect(file.games[0].events).toHaveLength(3);
	} finally {
		release();
	}
	expect(await storage.backupText(new Date(), () => Promise.resolve([]))).toBeNull();
});

test('the emergency backup adds the stored games; the longer copy of the open game wins', async () => {
	const release = storage.keepForBackup(() => game('open', 5));
	try {
		const text = await storage.backupText(new Date(), () =>
			Promise.resolve([game('older', 2), game('open', 4)])
		);
		const file = JSON.parse(text!);
		expect(
			file.games.map((g: { id: string; events: unknown[] }) => [g.id, g.events.length])
		).toEqual([
			['older', 2],
			['open', 5]
		]);
	} finally {
		release();
	}
});

test('a stored read that hangs does not hold the backup up for long', async () => {
	vi.useFakeTimers();
	const release = storage.keepForBackup(() => game('open', 2));
	try {
		const pending = storage.backupText(new Date(), () => new Promise(() => {}));
		await vi.advanceTimersByTimeAsync(3000);
		const file = JSON.parse((await pending)!);
		expect(file.games).toHaveLength(1);
	} finally {
		release();
		vi.useRealTimers();
	}
});

test('a database another tab holds while a schema change waits: said within a second, gone when it lets go', async () => {
	await database().open();
	const request = <T>(r: IDBRequest<T>) =>
		new Promise<T>((resolve, reject) => {
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
	// An old tab's connection that never closes, and a newer version asking to upgrade.
	const held = await request(indexedDB.open('bean-referee'));
	const upgrade = indexedDB.open('bean-referee', 500);
	upgrade.onupgradeneeded = () => upgrade.transaction?.abort();
	upgrade.onerror = (event) => event.preventDefault();
	// This tab's connection lets the upgrade go (Dexie closes it when asked); a read now reopens
	// it, queued behind the upgrade. The notice comes after SLOW_MS + PROBE_MS (900 ms); the test
	// does not time it (a loaded machine would make that flaky).
	await vi.waitFor(() => expect(database().isOpen()).toBe(false));
	const read = storage.run(() => database().games.toArray());
	await vi.waitFor(() => expect(storage.waiting).toBe(true), { timeout: 3000, interval: 20 });
	held.close();
	expect((await read).ok).toBe(true);
	expect(storage.waiting).toBe(false);
});

test('a quick storage call never says another tab holds the database', async () => {
	for (let i = 0; i < 5; i++) await storage.run(() => database().games.toArray());
	expect(storage.waiting).toBe(false);
});

test('a write failing with an I/O error on a full disk is named as full; with room left it stays a failure', async () => {
	const ioError = () =>
		Object.assign(new Error('Transaction aborted'), {
			name: 'AbortError',
			inner: new DOMException(
				'An internal error was encountered in the Indexed Database server',
				'UnknownError'
			)
		});
	const estimate = vi.fn<() => Promise<StorageEstimate>>();
	vi.stubGlobal('navigator', { ...navigator, storage: { estimate } });
	try {
		estimate.mockResolvedValue({ usage: 2_000_000_000, quota: 2_000_100_000 });
		expect(await storage.run(fail(ioError()))).toEqual({ ok: false, error: 'full' });
		expect(storage.problem).toBe('full');
		storage.dismiss();
		await storage.run(() => Promise.resolve());
		estimate.mockResolvedValue({ usage: 1_000_000, quota: 2_000_000_000 });
		expect(await storage.run(fail(ioError()))).toEqual({ ok: false, error: 'failed' });
	} finally {
		vi.unstubAllGlobals();
	}
});

const quotaRefused = () =>
	new DOMException('It would exceed the storage quota.', 'QuotaExceededError');

/** Runs `body` on a device whose quota offers plenty of room (as Chromium's did with its profile
 * on a full disk) and whose file system opens the room probe's file with `createWritable`. */
async function onFileSystem(
	createWritable: () => Promise<unknown>,
	body: () => Promise<void>
): Promise<void> {
	const root = { getFileHandle: async () => ({ createWritable }), removeEntry: async () => {} };
	vi.stubGlobal('navigator', {
		...navigator,
		storage: {
			estimate: async () => ({ usage: 25_000, quota: 1_073_767_653 }),
			getDirectory: async () => root
		}
	});
	try {
		await body();
	} finally {
		vi.unstubAllGlobals();
	}
}

/** A write failing with `error` is named full while the file system refuses the probe's byte,
 * and a plain failure once `free()` has made room. */
async function fullUntilFreed(error: () => unknown, free: () => void): Promise<void> {
	expect(await storage.run(fail(error()))).toEqual({ ok: false, error: 'full' });
	storage.dismiss();
	await storage.run(() => Promise.resolve());
	free();
	expect(await storage.run(fail(error()))).toEqual({ ok: false, error: 'failed' });
}

test('a write failing with an unknown error while the file system refuses a byte for want of space is named as full', async () => {
	// Chromium on a full disk, once its connection closed: the reopen says only "Internal error".
	const openError = () =>
		Object.assign(new Error('Internal error opening backing store for indexedDB.open.'), {
			name: 'OpenFailedError',
			inner: new DOMException('Internal error opening backing store', 'UnknownError')
		});
	let refuse = true;
	const createWritable = async () => {
		if (refuse) throw quotaRefused();
		return { write: async () => {}, close: async () => {}, seek: async () => {} };
	};
	await onFileSystem(createWritable, () => fullUntilFreed(openError, () => (refuse = false)));
});

test('a write aborted on a full disk is named as full when the file system refuses the byte as it is written', async () => {
	// Chromium on a full disk, through Dexie: the append's request says only that its transaction
	// was aborted. The file system takes the probe's file, then refuses its byte; the errored
	// stream then refuses to close, which must not hide why.
	const aborted = () =>
		new DOMException(
			'The transaction was aborted, so the request cannot be fulfilled.',
			'AbortError'
		);
	let refuse = true;
	const writable = {
		seek: async () => {},
		write: async () => {
			if (refuse) throw quotaRefused();
		},
		close: async () => {
			if (refuse) throw new TypeError('Cannot close a ERRORED writable stream');
		},
		abort: async () => {}
	};
	await onFileSystem(
		async () => writable,
		() => fullUntilFreed(aborted, () => (refuse = false))
	);
});

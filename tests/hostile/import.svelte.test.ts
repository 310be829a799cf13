// Every corpus file through GamesList.importText (the path the games page uses) against a
// database that already holds a game: a rejected file names a known code and leaves the database
// exactly as it was; an accepted one reads back to the same games, names as plain strings.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { database } from '$lib/db/database';
import { deleteLogs } from '$lib/db/logStore';
import { GamesList } from '$lib/state/games.svelte';
import { storage } from '$lib/state/storage.svelte';
import { imported } from '$lib/state/testing';
import {
	exportText,
	IMPORT_ERRORS,
	parseExport,
	parseExportFile,
	type ExportedGame
} from '$lib/tracker/exportFile';
import { EXPORTED_AT, MORE_GAMES, importCorpus } from './corpus';

/** Every store's records with their keys, as JSON text: equal text = the same stored data. */
async function dump(): Promise<string> {
	const db = database();
	const stores: Record<string, unknown> = {};
	for (const table of db.tables) {
		const keys = await table.toCollection().primaryKeys();
		const values = await table.toArray();
		stores[table.name] = keys.map((key, i) => ({ key, value: values[i] }));
	}
	return JSON.stringify(stores);
}

const byId = (games: readonly ExportedGame[]) =>
	[...games].sort((a, b) => a.id.localeCompare(b.id));
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();

const seeded = MORE_GAMES[2] as ExportedGame;
let initial = '';
const protoBefore = prototypeKeys();

beforeAll(async () => {
	const db = database();
	await Promise.all(db.tables.map((table) => table.clear()));
	await db.preferences.put({ key: 'language', value: 'de' });
	const list = new GamesList();
	expect(await list.importText(exportText([seeded], EXPORTED_AT))).toEqual(imported({ added: 1 }));
	initial = await dump();
	expect(initial).toContain('"corpus-1997"');
});
afterAll(() => database().close());

describe('importText on every corpus file', () => {
	const corpus = importCorpus();
	const outcomes = { accepted: 0, partly: 0, rejected: 0 };
	test.each(corpus.map((c) => [`${c.category}: ${c.name}`, c] as const))(
		'%s',
		async (_label, c) => {
			const list = new GamesList();
			await list.load();
			const before = await dump();
			expect(before).toBe(initial);
			const result = await list.importText(c.text);
			if (!result.ok) {
				outcomes.rejected += 1;
				expect(IMPORT_ERRORS).toContain(result.error);
				if (c.expected) expect(result.error).toBe(c.expected);
				expect(await dump()).toBe(before);
				expect(list.games.map((g) => g.game.id)).toEqual([seeded.id]);
				const shown = parseExport((await list.exportText(new Date(EXPORTED_AT)))!);
				expect(shown.ok && shown.value).toEqual([seeded]);
				expect(storage.problem).toBeNull();
				return;
			}
			const read = parseExportFile(c.text);
			if (!read.ok) throw new Error('accepted by importText, rejected by parseExportFile');
			const parsed = { value: read.value.games };
			if (result.refused.length === 0) {
				outcomes.accepted += 1;
				expect(c.expected === undefined || c.expected === 'accepted').toBe(true);
			} else {
				// A game refused on its own: the file's other games import; the refused one is
				// named with the reason the case expects, and nothing of it is stored (the copies'
				// count below finds any game stored that the file's good games do not account for).
				outcomes.partly += 1;
				for (const refused of result.refused) expect(IMPORT_ERRORS).toContain(refused.error);
				if (c.expected && c.expected !== 'accepted') {
					expect(result.refused.map((refused) => refused.error)).toContain(c.expected);
				}
			}
			const ids = parsed.value.map((g) => g.id);
			// The seeded game, if the file holds it, is the same as stored or a different one:
			// never overwritten; a different one is added as a copy (removed again below).
			expect(result.added + result.same + result.copied).toBe(ids.length);
			expect([result.extended, result.keptLonger]).toEqual([0, 0]);
			// Round trip: what the list exports now reads back to the file's games.
			const again = parseExport((await list.exportText(new Date(EXPORTED_AT), ids))!);
			expect(again.ok && byId(again.value)).toEqual(
				byId(parsed.value.map((g) => (g.id === seeded.id ? seeded : g)))
			);
			const copies = (await database().games.toCollection().primaryKeys()).filter(
				(id) => id !== seeded.id && !ids.includes(id as string)
			) as string[];
			expect(copies).toHaveLength(result.copied);
			for (const { game, summary } of list.games) {
				for (const player of (game.setup as { players: object[] }).players) {
					expect(Object.getPrototypeOf(player)).toBe(Object.prototype);
				}
				for (const name of summary.players) expect(typeof name).toBe('string');
			}
			// Put the database back as it was for the next case.
			const db = database();
			const added = [...ids.filter((id) => id !== seeded.id), ...copies];
			await db.games.bulkDelete(added);
			await db.transaction('rw', db.events, db.eventChunks, () => deleteLogs(db, added));
			expect(await dump()).toBe(initial);
		},
		// Some files hold hundreds of games: generous on a loaded machine.
		30_000
	);

	test('every way was taken: most files refused whole or in part, the valid ones accepted', () => {
		expect(outcomes.rejected + outcomes.partly).toBeGreaterThanOrEqual(1000);
		expect(outcomes.partly).toBeGreaterThanOrEqual(1);
		expect(outcomes.accepted).toBeGreaterThanOrEqual(30);
		expect(outcomes.accepted + outcomes.partly + outcomes.rejected).toBe(corpus.length);
	});

	test('Object.prototype is not polluted afterwards', () => {
		expect(prototypeKeys()).toEqual(protoBefore);
		const probe = {} as Record<string, unknown>;
		expect([probe.polluted, probe.isAdmin]).toEqual([undefined, undefined]);
		expect(typeof probe.toString).toBe('function');
	});
});

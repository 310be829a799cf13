// A deterministic corpus of damaged and malicious import files and form values.
// The random parts come from fast-check arbitraries sampled with fixed seeds (never Math.random):
// the same cases every run. The hand-written cases stay as they are.
import fc from 'fast-check';
import { exportText, type ImportError, type ExportedGame } from '../../src/lib/tracker/exportFile';
import type { GameEvent } from '../../src/lib/tracker/events';
import type { GameSetup } from '../../src/lib/tracker/setup';

/** The fixed seeds of every sampled part (change one and its cases change). */
export const SEEDS = {
	truncations: 1,
	garbageText: 2,
	brokenBytes: 21,
	shuffles: 3,
	sample: 4,
	formValues: 5
} as const;

/** `count` distinct whole numbers below `max`, from a fixed seed. */
function distinctPositions(max: number, count: number, seed: number): number[] {
	const [positions] = fc.sample(
		fc.uniqueArray(fc.nat({ max: max - 1 }), { minLength: count, maxLength: count }),
		{ seed, numRuns: 1 }
	);
	return positions as number[];
}

export const CATEGORIES = [
	'truncated',
	'bad-value',
	'missing-key',
	'garbage',
	'wrong-shape',
	'huge',
	'nesting',
	'prototype',
	'names',
	'events'
] as const;
export type Category = (typeof CATEGORIES)[number];

/** One import file. `expected`: the error code when it is certain, 'accepted' when the file is
 * valid, undefined when either a known error or acceptance is fine (the tests check both ways). */
export interface ImportCase {
	readonly name: string;
	readonly category: Category;
	readonly text: string;
	readonly expected?: ImportError | 'accepted';
}

// ----- The valid games the corpus damages -----------------------------------------------------

const T0 = 1_700_000_000_000;
const start: GameEvent = { type: 'game-started' };
const next: GameEvent = { type: 'turn-advanced' };
const ranOut = (phase: 'trade' | 'draw'): GameEvent => ({ type: 'pile-ran-out', phase });
const harvest = (seat: number, coinsEarned: number): GameEvent => ({
	type: 'final-harvest-entered',
	seat,
	fields: [],
	coinsEarned
});

function setup(
	edition: GameSetup['edition'],
	names: string[],
	extra: Partial<GameSetup> = {}
): GameSetup {
	return {
		edition,
		step: null,
		variants: [],
		players: names.map((name, i) => ({ id: `${edition}-p${i}`, name })),
		startSeat: 0,
		...extra
	};
}

function stored(id: string, gameSetup: GameSetup, events: GameEvent[], offset = 0): ExportedGame {
	return {
		id,
		createdAt: T0 + offset,
		updatedAt: T0 + offset + events.length * 1000,
		setup: gameSetup,
		events: events.map((event, i) => ({ at: T0 + offset + (i + 1) * 1000, event }))
	};
}

/** Real games of several editions, as the app stores them. */
export const BASE_GAMES: readonly ExportedGame[] = [
	stored('corpus-amigo', setup('amigo', ['Ada', 'Ben', 'Cleo']), [
		{ type: 'checklist-ticked', item: 'fields', ticked: true },
		start,
		next,
		ranOut('draw'),
		next,
		ranOut('draw'),
		ranOut('draw'),
		harvest(0, 5),
		harvest(1, 7),
		harvest(2, 3),
		{ type: 'game-finished' }
	]),
	stored(
		'corpus-rio',
		setup('rio-grande', ['Dan', 'Eve', 'Finn', 'Gus'], { startSeat: 2 }),
		[
			{ type: 'checklist-ticked', item: 'remove-beans', ticked: true },
			start,
			{ type: 'phase-set', phase: 'trade' },
			next,
			{ type: 'third-field-bought', seat: 1 },
			ranOut('draw'),
			{ type: 'pile-size-set', cards: 60 },
			{ type: 'undo' },
			{ type: 'redo' }
		],
		50_000
	)
];

/** More editions, used whole (not damaged path by path). */
export const MORE_GAMES: readonly ExportedGame[] = [
	stored('corpus-my-first', setup('my-first', ['Ida', 'Jan', 'Kim'], { step: 'step-1' }), [
		start,
		ranOut('trade')
	]),
	stored('corpus-rabohnzel', setup('rabohnzel', ['Lou', 'Max', 'Ned', 'Ola']), [
		start,
		ranOut('draw')
	]),
	stored(
		'corpus-1997',
		setup('amigo-1997', ['Pia', 'Quin', 'Rob', 'Sam', 'Tea'], {
			variants: ['coins-in-trades', 'cheap-third-field']
		}),
		[start, next, next]
	)
];

export const EXPORTED_AT = '2024-05-01T12:00:00.000Z';
export const BASE_TEXT = exportText(BASE_GAMES, EXPORTED_AT);
export const ALL_TEXT = exportText([...BASE_GAMES, ...MORE_GAMES], EXPORTED_AT);

// ----- Helpers ---------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

const clone = (value: Json): Json => JSON.parse(JSON.stringify(value)) as Json;
const baseFile = (): Json => JSON.parse(BASE_TEXT) as Json;

/** Every path in a JSON value (not the root), parents before children. */
function paths(value: Json, prefix: Path = []): Path[] {
	const out: Path[] = [];
	if (Array.isArray(value)) {
		value.forEach((item, i) => out.push([...prefix, i], ...paths(item, [...prefix, i])));
	} else if (value !== null && typeof value === 'object') {
		for (const [key, item] of Object.entries(value)) {
			out.push([...prefix, key], ...paths(item, [...prefix, key]));
		}
	}
	return out;
}

function parentOf(root: Json, path: Path): Record<string | number, Json> {
	let node = root as Record<string | number, Json>;
	for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
	return node;
}

function withValue(path: Path, value: Json): string {
	const root = baseFile();
	parentOf(root, path)[path.at(-1) as string] = clone(value);
	return JSON.stringify(root);
}

function without(path: Path): string {
	const root = baseFile();
	const parent = parentOf(root, path);
	const key = path.at(-1) as string | number;
	if (Array.isArray(parent)) parent.splice(key as number, 1);
	else delete parent[key];
	return JSON.stringify(root);
}

/** The base file with one edit made to its parsed form (untyped: files are damaged). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edited(edit: (file: any) => void, base = BASE_TEXT): string {
	const file = JSON.parse(base);
	edit(file);
	return JSON.stringify(file);
}

const HTML_NAME = '<img src=x onerror=alert(1)>';
const SCRIPT_NAME = '<script>alert(1)</script>';

/** Values that must never pass for what a path expects (or only where any string will do). */
export const BAD_VALUES: readonly { readonly label: string; readonly value: Json }[] = [
	{ label: 'null', value: null },
	{ label: 'true', value: true },
	{ label: 'false', value: false },
	{ label: '-1', value: -1 },
	{ label: '-7.5', value: -7.5 },
	{ label: '0.5', value: 0.5 },
	{ label: '1e308', value: 1e308 },
	{ label: '2^53+2', value: 2 ** 53 + 2 },
	{ label: '-2^53-2', value: -(2 ** 53) - 2 },
	{ label: 'empty string', value: '' },
	{ label: '10k string', value: 'x'.repeat(10_000) },
	{ label: 'empty array', value: [] },
	{ label: 'array', value: [1, 'two', null] },
	{ label: 'empty object', value: {} },
	{ label: 'object', value: { id: 'x', type: 'undo', name: 'Zed' } },
	{ label: 'html', value: HTML_NAME },
	{ label: 'script', value: SCRIPT_NAME },
	{ label: 'unknown id', value: 'no-such-id-42' },
	{ label: 'number as text', value: '3' }
];

const isString = (value: Json) => typeof value === 'string';
const isNumber = (value: Json) => typeof value === 'number';
const isObject = (value: Json) => value !== null && typeof value === 'object';

/** The error a bad value must give at a path, when it is certain. */
function expectedFor(path: Path, value: Json): ImportError | 'accepted' | undefined {
	const key = path.join('.');
	if (key === 'format') return 'wrong-format';
	// A whole number above 1 is a newer app's; any other version a damaged file.
	if (key === 'version') {
		return Number.isSafeInteger(value) && (value as number) > 1
			? 'unsupported-version'
			: 'bad-version';
	}
	if (key === 'games') return isObject(value) && Array.isArray(value) ? undefined : 'wrong-format';
	if (/^games\.\d+$/.test(key)) return isObject(value) ? undefined : 'bad-game';
	if (/^games\.\d+\.(createdAt|updatedAt)$/.test(key)) return 'bad-game';
	if (/^games\.\d+\.id$/.test(key)) {
		if (!isString(value)) return 'bad-game';
		return /^[A-Za-z0-9_-]{1,64}$/.test(value as string) ? undefined : 'bad-id';
	}
	if (/^games\.\d+\.setup$/.test(key)) return isObject(value) ? 'unknown-edition' : 'bad-game';
	if (/^games\.\d+\.setup\.edition$/.test(key)) return 'unknown-edition';
	if (/^games\.\d+\.setup\.step$/.test(key)) return value === null ? 'accepted' : 'bad-options';
	if (/^games\.\d+\.setup\.variants$/.test(key)) {
		return Array.isArray(value) && value.length === 0 ? 'accepted' : 'bad-options';
	}
	if (/^games\.\d+\.setup\.players$/.test(key)) {
		return Array.isArray(value) ? undefined : 'bad-player-count';
	}
	if (/^games\.\d+\.setup\.players\.\d+\.name$/.test(key)) {
		return isString(value) && value !== '' && (value as string).length <= 40
			? undefined
			: 'bad-player-name';
	}
	if (/^games\.\d+\.setup\.startSeat$/.test(key)) {
		return isNumber(value) && (value as number) < 0 ? 'negative-count' : 'bad-start-player';
	}
	if (/^games\.\d+\.events$/.test(key)) {
		if (!Array.isArray(value)) return 'bad-game';
		return value.length === 0 ? 'accepted' : 'bad-event';
	}
	if (/^games\.\d+\.events\.\d+$/.test(key)) return isObject(value) ? undefined : 'bad-event';
	if (/^games\.\d+\.events\.\d+\.at$/.test(key)) return 'bad-event';
	if (/^games\.\d+\.events\.\d+\.type$/.test(key)) return 'unknown-event-type';
	if (/^games\.\d+\.events\.\d+\.(cards|seat|coinsEarned)$/.test(key)) {
		return isNumber(value) && (value as number) < 0 ? 'negative-count' : 'bad-event';
	}
	return undefined;
}

// ----- The corpus ------------------------------------------------------------------------------

function truncations(): ImportCase[] {
	const cases: ImportCase[] = [];
	const positions = new Set<number>([0, 1, 2, 10, BASE_TEXT.length - 1, BASE_TEXT.length - 2]);
	for (const at of distinctPositions(BASE_TEXT.length, 200, SEEDS.truncations)) {
		if (positions.size < 150) positions.add(at);
	}
	for (const at of [...positions].sort((a, b) => a - b)) {
		const text = BASE_TEXT.slice(0, at);
		cases.push({ name: `cut at ${at}`, category: 'truncated', text, expected: 'damaged-json' });
	}
	// Cut, then "repaired" by closing the brackets: valid JSON missing its tail.
	for (const at of [200, 600, 1200, 2000]) {
		const text = BASE_TEXT.slice(0, at).replace(/,?\s*"[^"]*$/, '') + ']}]}';
		cases.push({ name: `cut at ${at}, brackets closed`, category: 'truncated', text });
	}
	return cases;
}

function badValues(): ImportCase[] {
	const cases: ImportCase[] = [];
	for (const path of paths(baseFile())) {
		for (const { label, value } of BAD_VALUES) {
			const expected = expectedFor(path, value);
			cases.push({
				name: `${path.join('.')} = ${label}`,
				category: 'bad-value',
				text: withValue(path, value),
				...(expected ? { expected } : {})
			});
		}
	}
	return cases;
}

function missingKeys(): ImportCase[] {
	return paths(baseFile())
		.filter((path) => typeof path.at(-1) === 'string')
		.map((path) => {
			const key = path.join('.');
			const expected: ImportError | 'accepted' | undefined =
				key === 'exportedAt'
					? 'accepted'
					: key === 'format'
						? 'wrong-format'
						: key === 'version'
							? 'bad-version'
							: key === 'games'
								? 'wrong-format'
								: /^games\.\d+\.(id|createdAt|updatedAt|events)$/.test(key)
									? 'bad-game'
									: /^games\.\d+\.setup\.edition$/.test(key)
										? 'unknown-edition'
										: /^games\.\d+\.events\.\d+\.at$/.test(key)
											? 'bad-event'
											: /^games\.\d+\.events\.\d+\.type$/.test(key)
												? 'unknown-event-type'
												: undefined;
			return {
				name: `without ${key}`,
				category: 'missing-key' as const,
				text: without(path),
				...(expected ? { expected } : {})
			};
		});
}

function garbage(): ImportCase[] {
	const cases: ImportCase[] = [];
	const code = (min: number, max: number) =>
		fc.integer({ min, max }).map((n) => String.fromCharCode(n));
	const char = fc.oneof(
		{ weight: 30, arbitrary: code(0, 31) }, // control characters
		{ weight: 15, arbitrary: code(0xd800, 0xdfff) }, // lone surrogates
		{ weight: 10, arbitrary: fc.constant('\ufeff') },
		{ weight: 15, arbitrary: fc.constantFrom(...'{}[]",:') },
		{ weight: 30, arbitrary: code(32, 0xffef) }
	);
	const garbageText = fc.string({ unit: char, minLength: 1, maxLength: 400 });
	const texts = fc.sample(garbageText, { seed: SEEDS.garbageText, numRuns: 60 });
	for (const [i, random] of texts.entries()) {
		// Some begin like JSON so the parser gets further before it fails.
		const text = i % 3 === 0 ? '{"format":"bean-referee-games",' + random : random;
		cases.push({ name: `garbage ${i}`, category: 'garbage', text, expected: 'damaged-json' });
	}
	// Damage inside a valid file: one character replaced by a control char or a lone surrogate.
	const broken = distinctPositions(BASE_TEXT.length, 40, SEEDS.brokenBytes);
	for (const [i, at] of broken.entries()) {
		const bad = i % 2 === 0 ? '\u0000' : '\udc00';
		const text = BASE_TEXT.slice(0, at) + bad + BASE_TEXT.slice(at + 1);
		cases.push({
			name: `byte ${at} broken (${i % 2 ? 'surrogate' : 'NUL'})`,
			category: 'garbage',
			text
		});
	}
	cases.push(
		{ name: 'empty file', category: 'garbage', text: '', expected: 'damaged-json' },
		{ name: 'only whitespace', category: 'garbage', text: ' \n\t ', expected: 'damaged-json' },
		{
			name: 'BOM then file',
			category: 'garbage',
			text: '\ufeff' + BASE_TEXT,
			expected: 'damaged-json'
		},
		{ name: 'NUL bytes', category: 'garbage', text: '\u0000'.repeat(64), expected: 'damaged-json' },
		{
			name: 'UTF-16 read as text',
			category: 'garbage',
			text: '\u00ff\u00fe{\u0000"\u0000',
			expected: 'damaged-json'
		},
		{
			name: 'JSON with comments',
			category: 'garbage',
			text: '// games\n' + BASE_TEXT,
			expected: 'damaged-json'
		},
		{
			name: 'trailing comma',
			category: 'garbage',
			text: BASE_TEXT.replace(/\}\s*\]\s*\}\s*$/, '},]}'),
			expected: 'damaged-json'
		},
		{
			name: 'single quotes',
			category: 'garbage',
			text: BASE_TEXT.replaceAll('"', "'"),
			expected: 'damaged-json'
		},
		{
			name: 'NaN literal',
			category: 'garbage',
			text: BASE_TEXT.replace('"version": 1', '"version": NaN'),
			expected: 'damaged-json'
		},
		{
			name: 'two files glued',
			category: 'garbage',
			text: BASE_TEXT + BASE_TEXT,
			expected: 'damaged-json'
		},
		{
			name: 'HTML page',
			category: 'garbage',
			text: '<!doctype html><script>alert(1)</script>',
			expected: 'damaged-json'
		},
		{
			name: 'PNG header',
			category: 'garbage',
			text: '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR',
			expected: 'damaged-json'
		}
	);
	return cases;
}

function wrongShape(): ImportCase[] {
	const wrong = (name: string, value: unknown, expected: ImportError): ImportCase => ({
		name,
		category: 'wrong-shape',
		text: JSON.stringify(value),
		expected
	});
	return [
		wrong('a number', 42, 'wrong-format'),
		wrong('a string', 'bean-referee-games', 'wrong-format'),
		wrong('true', true, 'wrong-format'),
		wrong('null', null, 'wrong-format'),
		wrong('an empty array', [], 'wrong-format'),
		wrong('an array of games', JSON.parse(BASE_TEXT).games, 'wrong-format'),
		wrong('the file in an array', [JSON.parse(BASE_TEXT)], 'wrong-format'),
		wrong('an empty object', {}, 'wrong-format'),
		wrong('package.json', { name: 'x', version: '1.0.0', dependencies: {} }, 'wrong-format'),
		wrong(
			'a BG Stats export',
			{ games: [{ name: 'Bohnanza', bggId: 11 }], plays: [] },
			'wrong-format'
		),
		wrong('a web manifest', { name: 'Bean Referee', start_url: '/', icons: [] }, 'wrong-format'),
		wrong('another app, same keys', { format: 'other-app', version: 1, games: [] }, 'wrong-format'),
		wrong(
			'format in capitals',
			{ ...JSON.parse(BASE_TEXT), format: 'BEAN-REFEREE-GAMES' },
			'wrong-format'
		),
		wrong('version as text', { ...JSON.parse(BASE_TEXT), version: '1' }, 'bad-version'),
		wrong('version 0', { ...JSON.parse(BASE_TEXT), version: 0 }, 'bad-version'),
		wrong('version 2', { ...JSON.parse(BASE_TEXT), version: 2 }, 'unsupported-version'),
		wrong('version 1.5', { ...JSON.parse(BASE_TEXT), version: 1.5 }, 'bad-version'),
		wrong('no games', { ...JSON.parse(BASE_TEXT), games: [] }, 'no-games'),
		wrong('games as object', { ...JSON.parse(BASE_TEXT), games: { 0: {} } }, 'wrong-format'),
		wrong('games as string', { ...JSON.parse(BASE_TEXT), games: '[]' }, 'wrong-format'),
		wrong('a game as a number', { ...JSON.parse(BASE_TEXT), games: [7] }, 'bad-game'),
		wrong('a game as null', { ...JSON.parse(BASE_TEXT), games: [null] }, 'bad-game'),
		wrong('a game as array', { ...JSON.parse(BASE_TEXT), games: [[]] }, 'bad-game'),
		wrong('a game as empty object', { ...JSON.parse(BASE_TEXT), games: [{}] }, 'bad-game')
	];
}

function huge(): ImportCase[] {
	const bigName = 'A'.repeat(10 * 1024 * 1024);
	const cases: ImportCase[] = [
		// No file the app can read is too large (the limit is the longest string the browser can
		// hold: GamesList.importFile refuses longer files before reading); these are refused for
		// what they hold.
		{
			name: '10 MB player name',
			category: 'huge',
			text: edited((f) => (f.games[0].setup.players[0].name = bigName)),
			expected: 'bad-player-name'
		},
		{
			name: '10 MB of spaces',
			category: 'huge',
			text: ' '.repeat(10 * 1024 * 1024),
			expected: 'damaged-json'
		},
		{
			name: 'a 4 MB player name (under the file limit)',
			category: 'huge',
			text: edited((f) => (f.games[0].setup.players[0].name = 'B'.repeat(4_000_000))),
			expected: 'bad-player-name'
		},
		{
			name: 'a 1 MB game id',
			category: 'huge',
			text: edited((f) => (f.games[0].id = 'i'.repeat(1_000_000))),
			expected: 'bad-id'
		},
		{
			name: 'a 1 MB checklist item',
			category: 'huge',
			text: edited((f) => (f.games[0].events[0].item = 'i'.repeat(1_000_000))),
			expected: 'bad-event'
		},
		{
			name: '5,001 events in one game',
			category: 'huge',
			text: edited((f) => {
				f.games[1].events = Array.from({ length: 5001 }, (_, i) => ({
					at: T0 + i,
					type: 'checklist-ticked',
					item: 'fields',
					ticked: i % 2 === 0
				}));
			}),
			expected: 'accepted'
		},
		{
			name: '1e999 as version (Infinity)',
			category: 'huge',
			text: BASE_TEXT.replace('"version": 1', '"version": 1e999'),
			expected: 'bad-version'
		},
		{
			name: '1e999 as a time',
			category: 'huge',
			text: BASE_TEXT.replace(`"createdAt": ${T0}`, '"createdAt": 1e999'),
			expected: 'bad-game'
		},
		{
			name: '-1e999 as start seat',
			category: 'huge',
			text: BASE_TEXT.replace('"startSeat": 0', '"startSeat": -1e999'),
			expected: 'negative-count'
		},
		{
			name: 'pile size 1e999',
			category: 'huge',
			text: BASE_TEXT.replace('"cards": 60', '"cards": 1e999'),
			expected: 'bad-event'
		},
		{
			name: 'pile size 201',
			category: 'huge',
			text: BASE_TEXT.replace('"cards": 60', '"cards": 201'),
			expected: 'bad-event'
		},
		{
			name: 'coins 201',
			category: 'huge',
			text: BASE_TEXT.replace('"coinsEarned": 5', '"coinsEarned": 201'),
			expected: 'bad-event'
		},
		{
			name: 'a number with 400 digits',
			category: 'huge',
			text: BASE_TEXT.replace('"cards": 60', `"cards": ${'9'.repeat(400)}`),
			expected: 'bad-event'
		}
	];
	// Many valid games: the file is accepted.
	cases.push({
		name: '300 valid games',
		category: 'huge',
		text: edited((f) => {
			const game = f.games[1];
			f.games = Array.from({ length: 300 }, (_, i) => ({ ...game, id: `many-${i}` }));
		}),
		expected: 'accepted'
	});
	return cases;
}

function nesting(): ImportCase[] {
	const deep = (depth: number, open: string, close: string) =>
		open.repeat(depth) + close.repeat(depth);
	return [
		{
			name: '10k nested arrays',
			category: 'nesting',
			text: deep(10_000, '[', ']'),
			expected: 'wrong-format'
		},
		{ name: '100k nested arrays', category: 'nesting', text: deep(100_000, '[', ']') },
		{
			name: '50k nested objects',
			category: 'nesting',
			text: '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)
		},
		{
			name: 'deep nesting in a player name',
			category: 'nesting',
			text: BASE_TEXT.replace('"name": "Ada"', `"name": ${deep(20_000, '[', ']')}`),
			expected: 'bad-player-name'
		},
		{
			name: 'deep nesting in an event',
			category: 'nesting',
			text: BASE_TEXT.replace(
				'"ticked": true',
				`"ticked": ${deep(20_000, '{"x":', '}').replace(/\{"x":\}/, '{}')}`
			)
		},
		{
			name: 'deep nesting as an extra key',
			category: 'nesting',
			text: BASE_TEXT.replace('"format"', `"extra": ${deep(5_000, '[', ']')}, "format"`),
			expected: 'accepted'
		},
		{
			name: 'nested fields in a harvest',
			category: 'nesting',
			text: edited((f) => (f.games[0].events[7].fields = [[[[{ bean: 'coffee', cards: 1 }]]]])),
			expected: 'bad-event'
		}
	];
}

function prototypeKeys(): ImportCase[] {
	const inject = (
		name: string,
		find: string,
		replace: string,
		expected?: ImportError | 'accepted'
	): ImportCase => ({
		name,
		category: 'prototype',
		text: BASE_TEXT.replace(find, replace),
		...(expected ? { expected } : {})
	});
	const polluted = '{"polluted": true, "isAdmin": true, "toString": "x"}';
	return [
		inject('__proto__ at the top', '{', `{"__proto__": ${polluted},`, 'accepted'),
		inject(
			'constructor at the top',
			'{',
			`{"constructor": {"prototype": ${polluted}},`,
			'accepted'
		),
		inject(
			'__proto__ in a game',
			'"id": "corpus-amigo"',
			`"__proto__": ${polluted}, "id": "corpus-amigo"`,
			'accepted'
		),
		inject(
			'__proto__ in the setup',
			'"edition": "amigo"',
			`"__proto__": ${polluted}, "edition": "amigo"`,
			'accepted'
		),
		inject(
			'__proto__ in a player',
			'"name": "Ada"',
			`"__proto__": ${polluted}, "name": "Ada"`,
			'accepted'
		),
		inject(
			'__proto__ in an event',
			'"type": "game-started"',
			`"__proto__": ${polluted}, "type": "game-started"`,
			'accepted'
		),
		inject(
			'__proto__ as an event type',
			'"type": "game-started"',
			'"type": "__proto__"',
			'unknown-event-type'
		),
		inject(
			'constructor as an event type',
			'"type": "game-started"',
			'"type": "constructor"',
			'unknown-event-type'
		),
		inject(
			'toString as an event type',
			'"type": "game-started"',
			'"type": "toString"',
			'unknown-event-type'
		),
		inject(
			'__proto__ as the edition',
			'"edition": "amigo"',
			'"edition": "__proto__"',
			'unknown-edition'
		),
		inject(
			'constructor as the edition',
			'"edition": "amigo"',
			'"edition": "constructor"',
			'unknown-edition'
		),
		inject(
			'hasOwnProperty as the edition',
			'"edition": "amigo"',
			'"edition": "hasOwnProperty"',
			'unknown-edition'
		),
		inject('__proto__ as the step', '"step": null', '"step": "__proto__"', 'bad-options'),
		inject(
			'constructor as a variant',
			'"variants": []',
			'"variants": ["constructor"]',
			'bad-options'
		),
		inject(
			'__proto__ as a checklist item',
			'"item": "fields"',
			'"item": "__proto__"',
			'impossible-event'
		),
		inject(
			'toString as a bean',
			'"fields": []',
			'"fields": [{"bean": "toString", "cards": 2}]',
			'impossible-event'
		),
		inject('__proto__ as a phase', '"phase": "trade"', '"phase": "__proto__"', 'bad-event'),
		inject('__proto__ as a game id', '"id": "corpus-amigo"', '"id": "__proto__"', 'accepted'),
		inject('constructor as a player id', '"id": "amigo-p0"', '"id": "constructor"', 'accepted'),
		inject('__proto__ as a player name', '"name": "Ada"', '"name": "__proto__"', 'accepted'),
		inject(
			'format via __proto__ only',
			'"format": "bean-referee-games"',
			'"__proto__": {"format": "bean-referee-games"}',
			'wrong-format'
		)
	];
}

/** Names that are valid but hostile when shown: they must be kept as plain text. */
export const HOSTILE_NAMES: readonly string[] = [
	HTML_NAME,
	SCRIPT_NAME,
	'&lt;b&gt;bold&lt;/b&gt;',
	'"\'><svg onload=alert(1)>',
	'<b>Bold</b>',
	'{@html "x"}',
	'${alert(1)}',
	'javascript:alert(1)',
	'<a href="//evil">Eve</a>',
	'\u202eevil\u202c',
	'Mi\u200ba',
	'\u200d',
	'𝓐𝓭𝓪 🫘',
	'Zoë Ünal',
	'שרה',
	"O'Brien; DROP TABLE",
	'x'.repeat(40)
];

function names(): ImportCase[] {
	const cases: ImportCase[] = [];
	const setName = (name: string, seat = 0) =>
		edited((f) => (f.games[0].setup.players[seat].name = name));
	for (const [i, name] of HOSTILE_NAMES.entries()) {
		cases.push({
			name: `hostile name ${i}: ${JSON.stringify(name).slice(0, 30)}`,
			category: 'names',
			text: setName(name)
		});
	}
	cases.push(
		{
			name: 'all hostile names in one game',
			category: 'names',
			text: edited((f) => {
				f.games[1].setup.players = HOSTILE_NAMES.slice(0, 4).map((name, i) => ({
					id: `h${i}`,
					name
				}));
			}),
			expected: 'accepted'
		},
		{ name: 'HTML name', category: 'names', text: setName(HTML_NAME), expected: 'accepted' },
		{ name: 'script name', category: 'names', text: setName(SCRIPT_NAME), expected: 'accepted' },
		{
			name: 'escaped-HTML name',
			category: 'names',
			text: setName('&lt;b&gt;'),
			expected: 'accepted'
		},
		{
			name: 'name of 41 characters',
			category: 'names',
			text: setName('x'.repeat(41)),
			expected: 'bad-player-name'
		},
		{
			name: 'name of 41 emoji',
			category: 'names',
			text: setName('🫘'.repeat(41)),
			expected: 'bad-player-name'
		},
		{
			name: 'name of 10k characters',
			category: 'names',
			text: setName('<b>'.repeat(3334)),
			expected: 'bad-player-name'
		},
		{ name: 'empty name', category: 'names', text: setName(''), expected: 'bad-player-name' },
		{ name: 'spaces only', category: 'names', text: setName('   '), expected: 'bad-player-name' },
		{
			name: 'tabs and newlines only',
			category: 'names',
			text: setName('\t\n\r'),
			expected: 'bad-player-name'
		},
		{
			name: 'untrimmed name',
			category: 'names',
			text: setName(' Ada '),
			expected: 'bad-player-name'
		},
		{
			name: 'double space inside',
			category: 'names',
			text: setName('Ada  Lovelace'),
			expected: 'bad-player-name'
		},
		{
			name: 'newline inside',
			category: 'names',
			text: setName('Ada\nLovelace'),
			expected: 'bad-player-name'
		},
		{
			name: 'duplicate name',
			category: 'names',
			text: setName('Ben'),
			expected: 'bad-player-name'
		},
		{
			name: 'duplicate name, other case',
			category: 'names',
			text: setName('BEN'),
			expected: 'bad-player-name'
		},
		{
			name: 'duplicate player id',
			category: 'names',
			text: edited((f) => (f.games[0].setup.players[1].id = f.games[0].setup.players[0].id)),
			expected: 'bad-player-name'
		},
		{
			name: 'empty player id',
			category: 'names',
			text: edited((f) => (f.games[0].setup.players[1].id = '')),
			expected: 'bad-player-name'
		},
		{
			name: 'player as a string',
			category: 'names',
			text: edited((f) => (f.games[0].setup.players[1] = 'Ben')),
			expected: 'bad-player-name'
		},
		{
			name: 'player as null',
			category: 'names',
			text: edited((f) => (f.games[0].setup.players[1] = null)),
			expected: 'bad-player-name'
		},
		{
			name: 'name as a number',
			category: 'names',
			text: setName(42 as unknown as string),
			expected: 'bad-player-name'
		},
		{
			name: 'name as an array',
			category: 'names',
			text: setName(['Ada'] as unknown as string),
			expected: 'bad-player-name'
		},
		{
			name: 'name as an object',
			category: 'names',
			text: setName({ toString: 'Ada' } as unknown as string),
			expected: 'bad-player-name'
		},
		{
			name: 'eight players',
			category: 'names',
			text: edited((f) => {
				f.games[1].setup.players = Array.from({ length: 8 }, (_, i) => ({
					id: `e${i}`,
					name: `P${i}`
				}));
			}),
			expected: 'bad-player-count'
		},
		{
			name: '1000 players',
			category: 'names',
			text: edited((f) => {
				f.games[1].setup.players = Array.from({ length: 1000 }, (_, i) => ({
					id: `e${i}`,
					name: `P${i}`
				}));
			}),
			expected: 'bad-player-count'
		},
		{
			name: 'no players',
			category: 'names',
			text: edited((f) => (f.games[1].setup.players = [])),
			expected: 'bad-player-count'
		}
	);
	return cases;
}

function eventCases(): ImportCase[] {
	const push = (name: string, event: object, game = 1, expected?: ImportError): ImportCase => ({
		name,
		category: 'events',
		text: edited((f) => f.games[game].events.push({ at: T0 + 99_000, ...event })),
		...(expected ? { expected } : {})
	});
	const cases: ImportCase[] = [
		push('turn after the game finished', { type: 'turn-advanced' }, 0, 'impossible-event'),
		push('game started twice', { type: 'game-started' }, 1, 'impossible-event'),
		push(
			'harvest while playing',
			{ type: 'final-harvest-entered', seat: 0, fields: [], coinsEarned: 1 },
			1,
			'impossible-event'
		),
		push('finished while playing', { type: 'game-finished' }, 1, 'impossible-event'),
		push(
			'third field bought twice',
			{ type: 'third-field-bought', seat: 1 },
			1,
			'impossible-event'
		),
		push('third field for seat 9', { type: 'third-field-bought', seat: 9 }, 1, 'bad-event'),
		push(
			'third field for seat 5 of 4',
			{ type: 'third-field-bought', seat: 5 },
			1,
			'impossible-event'
		),
		push('third field for seat -1', { type: 'third-field-bought', seat: -1 }, 1, 'negative-count'),
		push('pile size -4', { type: 'pile-size-set', cards: -4 }, 1, 'negative-count'),
		push('pile size 2.5', { type: 'pile-size-set', cards: 2.5 }, 1, 'bad-event'),
		push('pile size "12"', { type: 'pile-size-set', cards: '12' }, 1, 'bad-event'),
		push('pile size missing', { type: 'pile-size-set' }, 1, 'bad-event'),
		push('pile ran out at lunch', { type: 'pile-ran-out', phase: 'lunch' }, 1, 'bad-event'),
		push('unknown phase', { type: 'phase-set', phase: 'sleep' }, 1, 'bad-event'),
		push('unknown event type', { type: 'card-stolen' }, 1, 'unknown-event-type'),
		push('event type in capitals', { type: 'UNDO' }, 1, 'unknown-event-type'),
		push('event type as number', { type: 3 }, 1, 'unknown-event-type'),
		push('event without type', { cards: 3 }, 1, 'unknown-event-type'),
		push('redo with nothing undone', { type: 'redo' }, 1, 'impossible-event'),
		push(
			'checklist tick after start',
			{ type: 'checklist-ticked', item: 'fields', ticked: true },
			1,
			'impossible-event'
		),
		push(
			'checklist item unknown',
			{ type: 'checklist-ticked', item: 'nope', ticked: true },
			1,
			'impossible-event'
		),
		push(
			'checklist ticked as "yes"',
			{ type: 'checklist-ticked', item: 'fields', ticked: 'yes' },
			1,
			'bad-event'
		),
		push(
			'harvest with negative coins',
			{ type: 'final-harvest-entered', seat: 0, fields: [], coinsEarned: -3 },
			1,
			'negative-count'
		),
		push(
			'harvest with 4 fields',
			{
				type: 'final-harvest-entered',
				seat: 0,
				fields: [
					{ bean: 'coffee', cards: 1 },
					{ bean: 'coffee', cards: 1 },
					{ bean: 'coffee', cards: 1 },
					{ bean: 'coffee', cards: 1 }
				],
				coinsEarned: 1
			},
			1,
			'bad-event'
		),
		push(
			'harvest field with -2 cards',
			{
				type: 'final-harvest-entered',
				seat: 0,
				fields: [{ bean: 'coffee', cards: -2 }],
				coinsEarned: 1
			},
			1,
			'negative-count'
		),
		push(
			'harvest field with 5 coins',
			{
				type: 'final-harvest-entered',
				seat: 0,
				fields: [{ bean: 'coffee', cards: 2, coins: 5 }],
				coinsEarned: 1
			},
			1,
			'bad-event'
		),
		push(
			'harvest field bean as number',
			{ type: 'final-harvest-entered', seat: 0, fields: [{ bean: 7, cards: 2 }], coinsEarned: 1 },
			1,
			'bad-event'
		),
		push(
			'harvest hand cards -1',
			{ type: 'final-harvest-entered', seat: 0, fields: [], coinsEarned: 1, handCards: -1 },
			1,
			'negative-count'
		),
		push(
			'harvest spell value 1e6',
			{ type: 'final-harvest-entered', seat: 0, fields: [], coinsEarned: 1, spellValue: 1e6 },
			1,
			'bad-event'
		)
	];
	// Undo and redo beyond the log.
	cases.push({
		name: 'more undos than events',
		category: 'events',
		text: edited((f) => {
			for (let i = 0; i < 30; i++) f.games[1].events.push({ at: T0 + 100_000 + i, type: 'undo' });
		}),
		expected: 'impossible-event'
	});
	// Shuffled and reversed logs.
	const count = BASE_GAMES[0]!.events.length;
	const orders = fc.sample(
		fc.shuffledSubarray(
			Array.from({ length: count }, (_, i) => i),
			{ minLength: count, maxLength: count }
		),
		{ seed: SEEDS.shuffles, numRuns: 20 }
	);
	for (const [i, order] of orders.entries()) {
		cases.push({
			name: `shuffled log ${i}`,
			category: 'events',
			text: edited((f) => {
				const events = f.games[0].events as unknown[];
				f.games[0].events = order.map((j) => events[j]);
			})
		});
	}
	cases.push(
		{
			name: 'reversed log',
			category: 'events',
			text: edited((f) => f.games[0].events.reverse()),
			expected: 'impossible-event'
		},
		{
			name: 'duplicated game',
			category: 'events',
			text: edited((f) => f.games.push(f.games[0])),
			expected: 'duplicate-game'
		},
		{
			name: 'same id, other game',
			category: 'events',
			text: edited((f) => (f.games[1].id = f.games[0].id)),
			expected: 'duplicate-game'
		},
		{
			name: 'step in Rio Grande',
			category: 'events',
			text: edited((f) => (f.games[1].setup.step = 'step-1')),
			expected: 'bad-options'
		},
		{
			name: 'My First without step',
			category: 'events',
			text: edited(
				(f) => (f.games[0].setup.step = null),
				ALL_TEXT.replace('"edition": "amigo"', '"edition": "my-first"')
			)
		},
		{
			name: 'variant of another edition',
			category: 'events',
			text: edited((f) => (f.games[0].setup.variants = ['coins-in-trades'])),
			expected: 'bad-options'
		},
		{
			name: 'unknown variant',
			category: 'events',
			text: edited((f) => (f.games[0].setup.variants = ['turbo'])),
			expected: 'bad-options'
		},
		{
			name: 'start seat past the table',
			category: 'events',
			text: edited((f) => (f.games[0].setup.startSeat = 3)),
			expected: 'bad-start-player'
		},
		{
			name: 'start seat 1.5',
			category: 'events',
			text: edited((f) => (f.games[0].setup.startSeat = 1.5)),
			expected: 'bad-start-player'
		},
		{ name: 'every edition, valid', category: 'events', text: ALL_TEXT, expected: 'accepted' }
	);
	return cases;
}

/** Every import case, in a fixed order. */
export function importCorpus(): ImportCase[] {
	return [
		...truncations(),
		...badValues(),
		...missingKeys(),
		...garbage(),
		...wrongShape(),
		...huge(),
		...nesting(),
		...prototypeKeys(),
		...names(),
		...eventCases(),
		...idCases()
	];
}

/** Game ids that are not of the accepted form (GAME_ID: 1-64 of A-Z, a-z, 0-9, - and _). */
function idCases(): ImportCase[] {
	const ids: [string, string][] = [
		['a lone high surrogate', 'corpus-\ud800'],
		['a lone low surrogate', '\udc00'],
		['a slash', 'a/b'],
		['a percent sign', '100%'],
		['a space', 'a b'],
		['an accented letter', 'café'],
		['65 characters', 'a'.repeat(65)],
		['an emoji', 'game-🫘']
	];
	return ids.map(([name, id]) => ({
		name: `game id with ${name}`,
		category: 'bad-value',
		text: BASE_TEXT.replace('"corpus-amigo"', `"${id}"`),
		expected: 'bad-id'
	}));
}

/** A deterministic sample with cases from every category (for the slower browser test). */
export function importSample(corpus: readonly ImportCase[], perCategory: number): ImportCase[] {
	const sample: ImportCase[] = [];
	for (const [c, category] of CATEGORIES.entries()) {
		const rejected = corpus.filter(
			(c) =>
				c.category === category &&
				c.expected !== 'accepted' &&
				c.expected !== undefined &&
				c.text.length < 1_000_000
		);
		const size = Math.min(perCategory, rejected.length);
		const [picked] = fc.sample(
			fc.shuffledSubarray(
				rejected.map((_, i) => i),
				{ minLength: size, maxLength: size }
			),
			{ seed: SEEDS.sample + c, numRuns: 1 }
		);
		for (const i of [...(picked as number[])].sort((a, b) => a - b)) {
			sample.push(rejected[i] as ImportCase);
		}
	}
	return sample;
}

// ----- Form values -----------------------------------------------------------------------------

/** Hostile values for text and number boxes: none is a plain whole number a form may accept. */
export function formCorpus(): string[] {
	const values = [
		'-1',
		'-0',
		'+5',
		'1.5',
		'2,5',
		'1,000',
		'0.0',
		'5.',
		'.5',
		'1e2',
		'1E1',
		'0x10',
		'0b11',
		'0o7',
		'Infinity',
		'-Infinity',
		'NaN',
		'null',
		'undefined',
		'true',
		'[]',
		'{}',
		'[3]',
		'1e308',
		'1e999',
		'9007199254740993',
		'99999999999999999999999',
		'9'.repeat(400),
		'201',
		'1001',
		'٣',
		'３',
		'Ⅲ',
		'½',
		'3 3',
		'1_000',
		'1 000',
		'--1',
		'- 1',
		'3abc',
		'abc3',
		'three',
		'drei',
		'\u0000',
		'3\u0000',
		'\u200b3',
		'3\u200b',
		'\u202e3',
		'\ud800',
		'3\udc00',
		'<script>alert(1)</script>',
		'<img src=x onerror=alert(1)>',
		'"><svg onload=alert(1)>',
		'&lt;3&gt;',
		'&#51;',
		'%33',
		'javascript:alert(1)',
		"3'; DROP TABLE games; --",
		'${7*7}',
		'{{7*7}}',
		'__proto__',
		'constructor',
		'toString',
		'x'.repeat(10_000),
		'7'.repeat(10_000),
		'A'.repeat(10 * 1024 * 1024)
	];
	// Sampled extras: mixes of digits, signs, dots and noise (never a plain whole number).
	const alphabet = '0123456789-+.,eExX _\u00a0\u2007٣３';
	const mix = fc.string({ unit: fc.constantFrom(...alphabet), minLength: 2, maxLength: 11 });
	for (const text of fc.sample(mix, { seed: SEEDS.formValues, numRuns: 1000 })) {
		if (values.length >= 120) break;
		if (!/^\s*\d+\s*$/.test(text) && !values.includes(text)) values.push(text);
	}
	return values;
}

// ----- Files that once broke a page after import (tests/e2e/safety-data.spec.ts) ----------------

const finishedAmigo = (): GameEvent[] => [
	start,
	next,
	ranOut('draw'),
	next,
	ranOut('draw'),
	ranOut('draw'),
	harvest(0, 5),
	harvest(1, 7),
	harvest(2, 3),
	{ type: 'game-finished' }
];

/** A game id holding a lone UTF-16 surrogate (once accepted; then /games threw "URI malformed"). */
export const LONE_SURROGATE_TEXT = BASE_TEXT.replace('"corpus-amigo"', '"corpus-\\ud800-amigo"');

/** Two finished games whose old group keys collided: AMIGO with "-1997Bob", AMIGO 1997 with
 * "Bob" ('amigo' + '-1997Bob…' = 'amigo-1997' + 'Bob…'; once Svelte's each_key_duplicate). */
export const COLLIDING_GROUPS: readonly ExportedGame[] = [
	stored('collide-amigo', setup('amigo', ['-1997Bob', 'Cy', 'Di']), finishedAmigo(), 1_000),
	stored('collide-1997', setup('amigo-1997', ['Bob', 'Cy', 'Di']), finishedAmigo(), 2_000)
];

/** A name holding a right-to-left override (U+202E) and its pop (U+202C). */
export const RTL_NAME = 'Eve\u202Eevil\u202C';
export const RTL_GAME: ExportedGame = stored(
	'rtl-name',
	setup('amigo', [RTL_NAME, 'Fay', 'Gil']),
	finishedAmigo(),
	3_000
);

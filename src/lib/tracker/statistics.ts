// Statistics per group of players and edition, from finished games' summaries.
import type { EditionId } from '$lib/rules';
import type { GroupCorrections } from './corrections';
import { gameCorrector, groupOf, personKey } from './people';
import type { GameSummary } from './summary';

/** One group: the same players (by name, any seat order) playing the same edition. */
export interface GroupStatistics {
	/** The group's identity: JSON of the tuple [edition, ...lower-case names], so no two groups
	 * share it whatever the names hold (for keyed lists; never shown). */
	readonly key: string;
	readonly edition: EditionId;
	// Names sorted alphabetically (case-insensitive).
	readonly players: readonly string[];
	readonly games: number;
	// Wins per player, in the order of `players`; a shared win counts for each winner.
	readonly wins: readonly number[];
	// Average coins of the winners (one value per game); rounded to one decimal.
	readonly averageWinningScore: number;
}

const key = (name: string) => name.toLocaleLowerCase();

/** Groups finished games by edition and players; the most played group first. */
export function statistics(
	games: readonly Pick<GameSummary, 'edition' | 'players' | 'status' | 'winners' | 'coins'>[]
): GroupStatistics[] {
	const groups = new Map<
		string,
		{
			key: string;
			edition: EditionId;
			players: string[];
			games: number;
			wins: number[];
			winning: number;
		}
	>();
	for (const game of games) {
		if (game.status !== 'finished' || !game.winners || !game.coins) continue;
		const names = game.players;
		const players = [...names].sort((a, b) => key(a).localeCompare(key(b)));
		const id = JSON.stringify([game.edition, ...players.map(key)]);
		let group = groups.get(id);
		if (!group) {
			group = {
				key: id,
				edition: game.edition,
				players,
				games: 0,
				wins: players.map(() => 0),
				winning: 0
			};
			groups.set(id, group);
		}
		group.games += 1;
		const [first] = game.winners;
		group.winning += first === undefined ? 0 : (game.coins[first] ?? 0);
		for (const seat of game.winners) {
			const name = names[seat];
			if (name === undefined) continue;
			const at = players.findIndex((p) => key(p) === key(name));
			if (at >= 0) group.wins[at] = (group.wins[at] ?? 0) + 1;
		}
	}
	return [...groups.values()]
		.map((g) => ({
			key: g.key,
			edition: g.edition,
			players: g.players,
			games: g.games,
			wins: g.wins,
			averageWinningScore: Math.round((g.winning / g.games) * 10) / 10
		}))
		.sort((a, b) => b.games - a.games);
}

// ---------------------------------------------------------------------------------------------
// The statistics screen: a group of people (the same players, any edition) or one player across
// groups, filtered by edition and period. Everything comes from the games' stored summaries.

/** A finished or unfinished game as the statistics read it: its id, when it was last played
 * (`at`, ms) and its stored summary. */
export interface TimedSummary {
	readonly id: string;
	readonly at: number;
	readonly summary: Pick<GameSummary, 'edition' | 'players' | 'status' | 'winners' | 'coins'>;
}

/** Which games count: one edition or all (null), and from when on (ms, or null for always). */
export interface StatsFilter {
	readonly edition: EditionId | null;
	readonly since: number | null;
}

/** A group of people: the same players (names corrected, any case, any seats). */
export interface PeopleGroup {
	/** JSON of the players' keys, sorted: the group's identity in an address. */
	readonly key: string;
	readonly players: readonly string[];
	/** Finished games in any edition. */
	readonly games: number;
	readonly editions: readonly EditionId[];
	readonly lastAt: number;
}

/** One player's figures over the games counted. */
export interface PlayerFigures {
	readonly name: string;
	readonly games: number;
	/** Games won, a shared win included. */
	readonly wins: number;
	/** Wins shared with another player. */
	readonly sharedWins: number;
	/** wins / games, 0 with no games. */
	readonly winRate: number;
	/** Average coins, rounded to one decimal. */
	readonly averageTotal: number;
	readonly bestTotal: number;
	/** The most games in a row won (shared wins count), in the order they were played. */
	readonly longestStreak: number;
}

/** Two players' games together: how often each finished ahead (more coins, or won the tie),
 * and how often they finished level. */
export interface HeadToHead {
	readonly a: string;
	readonly b: string;
	readonly aAhead: number;
	readonly bAhead: number;
	readonly level: number;
}

/** Per edition: its games, those that ended with the top coins tied, those a tie-break decided
 * (one winner among the tied), and those whose win was shared. */
export interface EditionTies {
	readonly edition: EditionId;
	readonly games: number;
	readonly tied: number;
	readonly decidedByTieBreak: number;
	readonly shared: number;
}

/** A game as the screen shows it: players in seat order with corrected names. */
export interface StatsRow {
	readonly id: string;
	readonly at: number;
	readonly edition: EditionId;
	readonly players: readonly string[];
	readonly coins: readonly number[];
	/** Seats of the winners. */
	readonly winners: readonly number[];
}

/** The statistics of a group or a player. */
export interface Report {
	/** The people shown: the group's players, or for one player everyone they played with
	 * (the player first). */
	readonly players: readonly string[];
	/** Finished games counted (after the filter). */
	readonly games: number;
	/** Games of the group or player not finished (abandoned or still under way), not counted. */
	readonly unfinished: number;
	readonly figures: readonly PlayerFigures[];
	readonly headToHead: readonly HeadToHead[];
	readonly ties: readonly EditionTies[];
	/** The counted games, oldest first (the plots draw them). */
	readonly history: readonly StatsRow[];
	/** Editions the group or player has finished games in, whatever the filter. */
	readonly editions: readonly EditionId[];
}

function finished(game: TimedSummary): boolean {
	const s = game.summary;
	return s.status === 'finished' && s.winners !== null && s.coins !== null;
}

function corrected(game: TimedSummary, players: readonly string[]): StatsRow {
	return {
		id: game.id,
		at: game.at,
		edition: game.summary.edition,
		players,
		coins: game.summary.coins ?? [],
		winners: game.summary.winners ?? []
	};
}

/** The groups of people who finished games together, the most recently played first. */
export function peopleGroups(
	games: readonly TimedSummary[],
	corrections: GroupCorrections
): PeopleGroup[] {
	const correct = gameCorrector(corrections);
	const groups = new Map<
		string,
		{ players: string[]; games: number; editions: Set<EditionId>; lastAt: number }
	>();
	for (const game of games) {
		if (!finished(game)) continue;
		const players = correct(game.summary.players);
		const key = groupOf(players);
		const group = groups.get(key) ?? {
			players: [...players].sort((a, b) => personKey(a).localeCompare(personKey(b))),
			games: 0,
			editions: new Set<EditionId>(),
			lastAt: 0
		};
		group.games += 1;
		group.editions.add(game.summary.edition);
		group.lastAt = Math.max(group.lastAt, game.at);
		groups.set(key, group);
	}
	return [...groups.entries()]
		.map(([key, g]) => ({ key, ...g, editions: [...g.editions].sort() }))
		.sort((a, b) => b.lastAt - a.lastAt);
}

/** Every player's name (corrected) who finished a game, alphabetically. */
export function peopleNames(
	games: readonly TimedSummary[],
	corrections: GroupCorrections
): string[] {
	const correct = gameCorrector(corrections);
	const names = new Map<string, string>();
	for (const game of games) {
		if (!finished(game)) continue;
		for (const name of correct(game.summary.players)) {
			if (!names.has(personKey(name))) names.set(personKey(name), name);
		}
	}
	return [...names.values()].sort((a, b) => personKey(a).localeCompare(personKey(b)));
}

/** Who is `a` against `b` in one game: 1 ahead, -1 behind, 0 level. */
function versus(game: StatsRow, a: number, b: number): number {
	const ca = game.coins[a] ?? 0;
	const cb = game.coins[b] ?? 0;
	if (ca !== cb) return ca > cb ? 1 : -1;
	const wa = game.winners.includes(a);
	const wb = game.winners.includes(b);
	return wa === wb ? 0 : wa ? 1 : -1;
}

function report(
	all: readonly TimedSummary[],
	corrections: GroupCorrections,
	filter: StatsFilter,
	belongs: (keys: readonly string[]) => boolean,
	people: (counted: readonly StatsRow[]) => string[]
): Report {
	const correct = gameCorrector(corrections);
	let unfinished = 0;
	const editions = new Set<EditionId>();
	const history: StatsRow[] = [];
	for (const game of all) {
		const players = correct(game.summary.players);
		const keys = players.map(personKey);
		if (!belongs(keys)) continue;
		if (!finished(game)) {
			unfinished += 1;
			continue;
		}
		editions.add(game.summary.edition);
		if (filter.edition !== null && game.summary.edition !== filter.edition) continue;
		if (filter.since !== null && game.at < filter.since) continue;
		history.push(corrected(game, players));
	}
	history.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
	const players = people(history);
	const index = new Map(players.map((name, i) => [personKey(name), i]));
	const n = players.length;
	const played = new Array<number>(n).fill(0);
	const wins = new Array<number>(n).fill(0);
	const shared = new Array<number>(n).fill(0);
	const total = new Array<number>(n).fill(0);
	const best = new Array<number>(n).fill(0);
	const streak = new Array<number>(n).fill(0);
	const longest = new Array<number>(n).fill(0);
	// Head to head as [ahead of, behind, level] per ordered pair a < b.
	const pairs = Array.from({ length: n }, () => Array.from({ length: n }, () => [0, 0, 0]));
	const ties = new Map<
		EditionId,
		{ games: number; tied: number; decided: number; shared: number }
	>();
	for (const game of history) {
		const seats = game.players.map((name) => index.get(personKey(name)));
		const top = Math.max(...game.coins);
		const tiedAtTop = game.coins.filter((c) => c === top).length;
		const t = ties.get(game.edition) ?? { games: 0, tied: 0, decided: 0, shared: 0 };
		t.games += 1;
		if (tiedAtTop > 1) t.tied += 1;
		if (tiedAtTop > 1 && game.winners.length === 1) t.decided += 1;
		if (game.winners.length > 1) t.shared += 1;
		ties.set(game.edition, t);
		seats.forEach((p, seat) => {
			if (p === undefined) return;
			const coins = game.coins[seat] ?? 0;
			played[p]! += 1;
			total[p]! += coins;
			best[p] = Math.max(best[p]!, coins);
			if (game.winners.includes(seat)) {
				wins[p]! += 1;
				if (game.winners.length > 1) shared[p]! += 1;
				streak[p]! += 1;
				longest[p] = Math.max(longest[p]!, streak[p]!);
			} else streak[p] = 0;
			seats.forEach((q, other) => {
				if (q === undefined || q <= p) return;
				const v = versus(game, seat, other);
				pairs[p]![q]![v > 0 ? 0 : v < 0 ? 1 : 2]! += 1;
			});
		});
	}
	const figures = players.map((name, p) => ({
		name,
		games: played[p]!,
		wins: wins[p]!,
		sharedWins: shared[p]!,
		winRate: played[p]! === 0 ? 0 : wins[p]! / played[p]!,
		averageTotal: played[p]! === 0 ? 0 : Math.round((total[p]! / played[p]!) * 10) / 10,
		bestTotal: best[p]!,
		longestStreak: longest[p]!
	}));
	const headToHead: HeadToHead[] = [];
	for (let a = 0; a < n; a++) {
		for (let b = a + 1; b < n; b++) {
			const [aAhead, bAhead, level] = pairs[a]![b]!;
			if (aAhead! + bAhead! + level! === 0) continue;
			headToHead.push({
				a: players[a]!,
				b: players[b]!,
				aAhead: aAhead!,
				bAhead: bAhead!,
				level: level!
			});
		}
	}
	return {
		players,
		games: history.length,
		unfinished,
		figures,
		headToHead,
		ties: [...ties.entries()]
			.sort(([a], [b]) => a.localeCompare(b))
			.map(([edition, t]) => ({
				edition,
				games: t.games,
				tied: t.tied,
				decidedByTieBreak: t.decided,
				shared: t.shared
			})),
		history,
		editions: [...editions].sort()
	};
}

/** The statistics of the group of people with key `key` (see peopleGroups). */
export function groupReport(
	games: readonly TimedSummary[],
	corrections: GroupCorrections,
	key: string,
	filter: StatsFilter
): Report {
	return report(
		games,
		corrections,
		filter,
		(keys) => groupOf(keys) === key,
		(history) => {
			const names = new Map<string, string>();
			for (const game of history) for (const n of game.players) names.set(personKey(n), n);
			let keys: string[] = [];
			try {
				const parsed: unknown = JSON.parse(key);
				if (Array.isArray(parsed)) keys = parsed.filter((k) => typeof k === 'string');
			} catch {
				keys = [];
			}
			return keys.map((k) => names.get(k) ?? k);
		}
	);
}

/** The statistics of one player (`name` as shown, corrections applied) across every group: their
 * figures, and those of everyone they played with over the same games (the player first). */
export function playerReport(
	games: readonly TimedSummary[],
	corrections: GroupCorrections,
	name: string,
	filter: StatsFilter
): Report {
	const key = personKey(name);
	return report(
		games,
		corrections,
		filter,
		(keys) => keys.includes(key),
		(history) => {
			const names = new Map<string, string>();
			for (const game of history) for (const n of game.players) names.set(personKey(n), n);
			const self = names.get(key) ?? name;
			names.delete(key);
			return [
				self,
				...[...names.values()].sort((a, b) => personKey(a).localeCompare(personKey(b)))
			];
		}
	);
}

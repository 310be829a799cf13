// Statistics per group of players and edition, from finished games' summaries.
import type { EditionId } from '$lib/rules';
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

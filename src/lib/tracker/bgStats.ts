// The "Send to BG Stats" deep link for a finished game.
import type { EditionId } from '$lib/rules';
import type { GameState } from './game';

/** BoardGameGeek's id of Bohnanza; only the base-game editions share it. */
export const BOHNANZA_BGG_ID = 11;

const GAME_NAMES: Readonly<Record<EditionId, string>> = {
	amigo: 'Bohnanza',
	'amigo-1997': 'Bohnanza',
	'rio-grande': 'Bohnanza',
	'my-first': 'My First Bohnanza',
	rabohnzel: 'Rabohnzel'
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in the device's local time. */
export function playDate(date: Date): string {
	return (
		`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
		`${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
	);
}

/** What the link needs beyond the game state. */
export interface BgStatsPlay {
	readonly gameId: string;
	readonly startedAt: Date;
	readonly durationMin?: number;
}

/** The BG Stats "create play" link, or null while the game has no ranking. */
export function bgStatsLink(state: GameState, play: BgStatsPlay): string | null {
	const { ranking, scores, setup } = state;
	if (!ranking || !scores) return null;
	const base = setup.edition !== 'my-first' && setup.edition !== 'rabohnzel';
	const data = {
		game: {
			name: GAME_NAMES[setup.edition],
			...(base ? { bggId: BOHNANZA_BGG_ID } : {}),
			highestWins: true,
			noPoints: false,
			sourceGameId: play.gameId
		},
		playDate: playDate(play.startedAt),
		...(play.durationMin === undefined ? {} : { durationMin: play.durationMin }),
		players: setup.players.map((player, seat) => {
			const winner = ranking.winners.includes(seat);
			return {
				name: player.name,
				startPlayer: seat === setup.startSeat,
				// Shared winners all rank first; everyone else by their place in the order.
				rank: winner ? 1 : ranking.order.indexOf(seat) + 1,
				score: scores[seat]?.coins ?? 0,
				winner,
				sourcePlayerId: player.id
			};
		})
	};
	return `https://app.bgstatsapp.com/createPlay.html?data=${encodeURIComponent(JSON.stringify(data))}`;
}

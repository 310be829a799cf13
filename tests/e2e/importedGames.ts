// New games set up through the games list's import (a backup file written with the app's own
// `exportText`, src/lib/tracker/exportFile.ts), for a test about the play screen rather than the
// new-game form (setup.spec.ts taps the form): each game is what the form stores for the same
// choices before the first tap of its play page, a setup and no events yet (createGame.svelte.ts;
// NewGameForm.toSetup in src/lib/state/newGame.svelte.ts). The form's `teach` choice is left out,
// as in any imported game: the play page then uses the edition's default, which is also the form's
// default (teachModeOf, src/lib/teach/teachMode.ts: on for My First, off otherwise).
import { type Page } from '@playwright/test';
import { expect, movableClock } from './fixtures';
import { appReady } from './helpers';
import { exportText, type ExportedGame } from '../../src/lib/tracker/exportFile';
import type { GameSetup } from '../../src/lib/tracker/setup';

/** A new game of `names` (seat ids `<id>-p<seat>`), created at `at`, not started. `startSeat` is
 * the seat that starts: the form's chosen seat, or for an edition where the players choose the
 * dealer (AMIGO 1997, Rio Grande) the seat to the dealer's left. */
export function newStoredGame(
	id: string,
	at: number,
	setup: Omit<GameSetup, 'players'> & { names: readonly string[] }
): ExportedGame {
	const { names, ...rest } = setup;
	return {
		id,
		createdAt: at,
		updatedAt: at,
		setup: { ...rest, players: names.map((name, seat) => ({ id: `${id}-p${seat}`, name })) },
		events: []
	};
}

/** Imports `games` from one backup file on the games list (in any language: the file input and
 * each game's link are found by what they are, not by their words). */
export async function importGames(page: Page, games: readonly ExportedGame[]): Promise<void> {
	// The movable clock from the first page on: installed later, in the middle of a game (the first
	// deliberateGap), the page's time jumped under a tap already timed, and the next turn's tap once
	// read as a double tap and was refused (a fresh-clone run of 4d64309).
	await movableClock(page);
	await page.goto('/games');
	await appReady(page);
	await page.locator('input[type="file"]').setInputFiles({
		name: 'games.json',
		mimeType: 'application/json',
		buffer: Buffer.from(exportText(games, new Date(games[0]!.createdAt).toISOString()))
	});
	for (const game of games) {
		await expect(page.locator(`a[href*="play?id=${game.id}"]`).first()).toBeAttached();
	}
}

/** Opens a stored game's play page. */
export async function openGame(page: Page, id: string): Promise<void> {
	await page.goto(`/games/play?id=${id}`);
	await appReady(page);
}

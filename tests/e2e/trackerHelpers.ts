import { type Page } from '@playwright/test';
import { expect } from './fixtures';
import type { GameEvent } from '../../src/lib/tracker/events';
import type { ExportedGame } from '../../src/lib/tracker/exportFile';
import { appReady, deliberateGap } from './helpers';

/** Creates a game through the new-game form and lands on its play page. */
export async function newGame(
	page: Page,
	options: { edition: string | RegExp; names: string[]; chosen: string }
): Promise<void> {
	await page.goto('/games/new');
	await appReady(page);
	await page.getByRole('radio', { name: options.edition }).check();
	await page.getByRole('radio', { name: String(options.names.length), exact: true }).check();
	for (const [i, name] of options.names.entries()) {
		await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name);
	}
	await page.getByRole('radio', { name: options.chosen, exact: true }).check();
	await page.getByRole('button', { name: 'Create the game' }).click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
}

/** The play page's turn heading ("Turn 3: Lea"). */
export const turnHeading = (page: Page) =>
	page.getByRole('heading', { level: 2, name: /^Turn \d+:/ });

/** A 3-player AMIGO game (Mia, Noah, Lea; `starter` begins, Mia unless named) made through the
 * form and started, on its play page: its id. */
export async function startedGame(page: Page, starter = 'Mia'): Promise<string> {
	await newGame(page, {
		edition: /AMIGO \(current\)/,
		names: ['Mia', 'Noah', 'Lea'],
		chosen: starter
	});
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(turnHeading(page)).toHaveText(`Turn 1: ${starter}`);
	return new URL(page.url()).searchParams.get('id')!;
}

/** Presses "The draw pile ran out" and answers when. */
export async function ranOut(page: Page, when: 'trading' | 'drawing'): Promise<void> {
	await page.getByRole('button', { name: 'The draw pile ran out', exact: true }).click();
	// A deliberate answer, not a double tap on the last one (docs/architecture.md#taps-back-and-focus).
	await deliberateGap(page);
	await page
		.getByRole('button', {
			name: when === 'trading' ? 'While turning over cards (trading)' : 'While drawing',
			exact: true
		})
		.click();
}

/** Fills one player's final harvest and saves it. */
export async function harvest(
	page: Page,
	name: string,
	coins: number,
	fields: { bean: string; cards: number }[] = []
): Promise<void> {
	const form = page.getByRole('form', { name });
	if (fields.length === 0) {
		// The player's total as one number (coins earned plus the harvest).
		await form.getByLabel(`Total coins of ${name}`).fill(String(coins));
		await form.getByRole('button', { name: `Save ${name}` }).click();
		await expect(form.getByText(`${name}:`)).toBeVisible();
		return;
	}
	await form.getByRole('button', { name: `Count ${name}’s fields instead` }).click();
	await form.getByLabel('Coins earned during the game').fill(String(coins));
	for (const [i, field] of fields.entries()) {
		const group = form.getByRole('group', { name: `Field ${i + 1}` });
		// Each option names the bean and its card count: "Chili Bean (18 cards)".
		const option = group.getByRole('option', {
			name: new RegExp(`^${field.bean} \\(\\d+ cards\\)$`)
		});
		await group.getByLabel('Bean').selectOption((await option.getAttribute('value'))!);
		await group.getByLabel('Cards', { exact: true }).fill(String(field.cards));
	}
	await form.getByRole('button', { name: `Save ${name}` }).click();
	await expect(form.getByText(`${name}:`)).toBeVisible();
}

/** Creates a game through the new-game form, by field values (the same in every language). */
export async function newGameByValues(
	page: Page,
	edition: string,
	names: readonly string[],
	step?: string
): Promise<void> {
	await page.goto('/games/new');
	await appReady(page);
	await page.locator(`input[name="edition"][value="${edition}"]`).check();
	if (step) await page.locator('select').first().selectOption(step);
	await page.locator(`input[name="count"][value="${names.length}"]`).check();
	for (const [seat, name] of names.entries()) await page.locator(`#name-${seat}`).fill(name);
	await page.locator('input[name="chosen"][value="0"]').check();
	await page.locator('form button[type="submit"]').click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
}

/** A stored AMIGO game of `names` (the first starts; seat ids `<id>-p<seat>`), its events a second
 * apart from `at`: a game for a backup file written with `exportText`, to set a game up at the
 * point a test is about without tapping to it. */
export function amigoGame(
	id: string,
	at: number,
	names: readonly string[],
	events: readonly GameEvent[]
): ExportedGame {
	return {
		id,
		createdAt: at,
		updatedAt: at + events.length * 1000,
		setup: {
			edition: 'amigo',
			step: null,
			variants: [],
			players: names.map((name, seat) => ({ id: `${id}-p${seat}`, name })),
			startSeat: 0
		},
		events: events.map((event, n) => ({ at: at + n * 1000, event }))
	};
}

/** Plays `turns` turns from the current one. */
export async function playTurns(page: Page, turns: number): Promise<void> {
	for (let i = 0; i < turns; i++) {
		// At a player's pace: a second tap within half a second counts once (state/repeatTap.ts).
		if (i > 0) await deliberateGap(page);
		const before = await turnHeading(page).textContent();
		await page.getByRole('button', { name: /^Next turn: / }).click();
		// The next tap once the screen shows this one saved, as a player's: a tap while a save is
		// under way is refused (OpenGame.dispatch), and the page's clock, moved by the gap, does
		// not wait for the save.
		await expect(turnHeading(page)).not.toHaveText(before!);
	}
}

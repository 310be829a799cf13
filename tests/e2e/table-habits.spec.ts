// What a table does outside the single-tap path: a nervous double tap, the Back button with a
// sheet open, a keyboard instead of a finger, a reload (docs/architecture.md#taps-back-and-focus).
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, tapper, deliberateGap, twoTaps } from './helpers';
import { newGameByValues } from './trackerHelpers';

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dan'];

/** A started 4-player AMIGO game, Ada first. */
async function startedGame(page: Page) {
	await newGameByValues(page, 'amigo', NAMES);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(turnHeading(page)).toHaveText('Turn 1: Ada');
}

const turnHeading = (page: Page) => page.locator('#turn-heading');

// A phone habit: the phone project plays it.
test.describe('taps that mean what the player meant', { tag: '@phone' }, () => {
	test('a double tap on Next turn plays one turn; two taps a second apart play two', async ({
		page
	}) => {
		test.setTimeout(90_000);
		await startedGame(page);
		const next = page.getByRole('button', { name: /^Next turn/ });
		const handled = async (turn: string) => {
			await expect(turnHeading(page)).toHaveText(turn);
			await expect(next).toBeEnabled();
		};

		// A nervous double tap (the second 80-400 ms after the first): one turn, and the bar says
		// the second tap was not counted.
		const quick = await twoTaps(page, next, 150, () => handled('Turn 2: Ben'));
		expect(quick).toBeGreaterThanOrEqual(80);
		expect(quick).toBeLessThan(500);
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
		await expect(page.getByText('Tapped twice: counted once.')).toBeVisible();
		// Nothing more arrives later.
		await expect(page.getByRole('button', { name: 'Next turn: Cleo' })).toBeEnabled();
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');

		// Two deliberate taps a second apart, after a pause (the first must not fall within half a
		// second of the double tap's first tap, the last one the app counted): two turns.
		await deliberateGap(page);
		const slow = await twoTaps(page, next, 1000, () => handled('Turn 3: Cleo'));
		expect(slow).toBeGreaterThanOrEqual(500);
		await expect(turnHeading(page)).toHaveText('Turn 4: Dan');
		await expect(page.getByText('Tapped twice: counted once.')).toBeHidden();

		// The log agrees: three turns were played, none twice.
		// (Names in log lines are isolated for bidirectional text: FSI … PDI.)
		await expect(page.getByRole('listitem').filter({ hasText: /^Turn \d+:/ })).toHaveText([
			'Turn 4: \u2068Dan\u2069.',
			'Turn 3: \u2068Cleo\u2069.',
			'Turn 2: \u2068Ben\u2069.'
		]);
	});
});

// The Back gesture of a phone: the phone project plays it.
test.describe('Back closes what is open', { tag: '@phone' }, () => {
	test('Back with each sheet open closes it and keeps the game and its turn', async ({ page }) => {
		test.setTimeout(90_000);
		await startedGame(page);
		await page.getByRole('button', { name: 'Next turn: Ben' }).click();
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
		const url = page.url();
		const sheets = [
			{ open: 'Check a field', dialog: page.getByRole('dialog') },
			{ open: 'Calculator', dialog: page.getByRole('dialog') },
			{ open: 'Ask the referee', dialog: page.getByRole('dialog') }
		];
		for (const sheet of sheets) {
			await page.getByRole('button', { name: sheet.open, exact: true }).click();
			await expect(sheet.dialog).toBeVisible();
			await page.goBack();
			await expect(sheet.dialog).toBeHidden();
			expect(page.url()).toBe(url);
			await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
		}
		// Closed by its own button, a sheet leaves no entry behind: Back then leaves the game as
		// before (to the new-game form it came from).
		await page.getByRole('button', { name: 'Ask the referee', exact: true }).click();
		await expect(page.getByRole('dialog')).toBeVisible();
		const entry = () => page.evaluate(() => navigation.currentEntry?.index);
		const withSheet = await entry();
		await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
		await expect(page.getByRole('dialog')).toBeHidden();
		// The app's own Back (the sheet's entry) is done before the player's: Chromium drops a
		// Back asked for while another is under way, so a loaded machine stayed on the game.
		await expect.poll(entry).toBe(withSheet! - 1);
		await page.goBack();
		await expect(page).toHaveURL(/\/games\/new/);
	});

	test('Back with the run-out question or the send sheet open closes it and keeps the turn', async ({
		page
	}) => {
		test.setTimeout(90_000);
		await startedGame(page);
		await page.getByRole('button', { name: 'Next turn: Ben' }).click();
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
		const url = page.url();
		const ranOut = page.getByRole('button', { name: 'The draw pile ran out', exact: true });
		const question = page.getByRole('group', { name: 'When did it run out?' });
		const send = page.getByRole('button', { name: 'Send this game to another phone' });
		const sheet = page.getByRole('dialog');

		for (const [open, shown] of [
			[ranOut, question],
			[send, sheet]
		] as const) {
			await open.click();
			await expect(shown).toBeVisible();
			await page.goBack();
			await expect(shown).toBeHidden();
			expect(page.url()).toBe(url);
			await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
		}

		// Closed by its own buttons (Cancel, an answer, Close), each leaves no entry behind, also
		// when the question is asked again at once after an answer: Back closes that one, and the
		// next Back leaves the game as before (to the new-game form it came from).
		await ranOut.click();
		await page.getByRole('button', { name: 'Cancel', exact: true }).click();
		await expect(question).toBeHidden();
		await send.click();
		await sheet.getByRole('button', { name: 'Close' }).click();
		await expect(sheet).toBeHidden();
		await ranOut.click();
		await deliberateGap(page);
		await question.getByRole('button', { name: 'While drawing' }).click();
		await ranOut.click();
		await expect(question).toBeVisible();
		await page.goBack();
		await expect(question).toBeHidden();
		await expect(
			page.getByRole('listitem').filter({ hasText: 'The draw pile ran out while drawing.' })
		).toBeVisible();
		expect(page.url()).toBe(url);
		await page.goBack();
		await expect(page).toHaveURL(/\/games\/new/);
	});

	test('a reload with a sheet open shows the game; Back then stays in it', async ({ page }) => {
		await startedGame(page);
		const url = page.url();
		await page.getByRole('button', { name: 'Calculator', exact: true }).click();
		await expect(page.getByRole('dialog')).toBeVisible();
		await page.reload();
		await appReady(page);
		await expect(turnHeading(page)).toHaveText('Turn 1: Ada');
		await expect(page.getByRole('dialog')).toBeHidden();
		await page.goBack();
		await appReady(page);
		expect(page.url()).toBe(url);
		await expect(turnHeading(page)).toHaveText('Turn 1: Ada');
		await page.getByRole('button', { name: 'Next turn: Ben' }).click();
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
	});
});

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, back = false, max = 120): Promise<number> {
	for (let presses = 0; presses <= max; presses++) {
		if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
			return presses;
		}
		await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
	}
	throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/** Moves through a radio group with the arrow keys until `value` is the checked one. */
async function arrowTo(page: Page, group: string, value: string): Promise<void> {
	// Tab enters a radio group at its checked radio, or at its first when none is checked.
	const checked = page.locator(`input[name="${group}"]:checked`);
	const entry = (await checked.count()) > 0 ? checked : page.locator(`input[name="${group}"]`);
	await tabTo(page, entry.first());
	const wanted = page.locator(`input[name="${group}"][value="${value}"]`);
	for (let presses = 0; presses < 12 && !(await wanted.isChecked()); presses++) {
		// Space checks a group's first radio when none is checked yet; the arrows move the check.
		const none = (await page.locator(`input[name="${group}"]:checked`).count()) === 0;
		await page.keyboard.press(none ? 'Space' : 'ArrowDown');
	}
	await expect(wanted).toBeChecked();
}

// A keyboard at a desktop: the desktop project plays it.
test(
	'a whole 4-player game with the keyboard alone, focus on the next turn after each turn',
	{ tag: '@desktop' },
	async ({ page }) => {
		test.setTimeout(120_000);
		await page.goto('/games/new');
		await appReady(page);
		await arrowTo(page, 'edition', 'amigo');
		await arrowTo(page, 'count', '4');
		for (const [seat, name] of NAMES.entries()) {
			await tabTo(page, page.locator(`#name-${seat}`));
			await page.keyboard.type(name);
		}
		await arrowTo(page, 'chosen', '0');
		await tabTo(page, page.getByRole('button', { name: 'Create the game' }));
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/games\/play\?id=/);
		await appReady(page);

		await tabTo(page, page.getByRole('button', { name: 'Start the game' }));
		await page.keyboard.press('Enter');
		await expect(turnHeading(page)).toHaveText('Turn 1: Ada');
		const main = page.getByRole('toolbar').locator('.main');

		// Turns with Enter and Space: after each one the focus is on the next turn's control, and a
		// screen reader hears the turn that began.
		await tabTo(page, main);
		for (const [i, key] of ['Enter', 'Space', 'Enter', 'Space', 'Enter'].entries()) {
			const turn = i + 2;
			const name = NAMES[(turn - 1) % 4]!;
			await page.keyboard.press(key);
			await expect(turnHeading(page)).toHaveText(`Turn ${turn}: ${name}`);
			await expect(main).toBeFocused();
			await expect(main).toHaveText(`Next turn: ${NAMES[turn % 4]}`);
			await expect(
				page.getByText(`Turn ${turn}: \u2068${name}\u2069.`, { exact: true })
			).toHaveCount(2);
			// A deliberate next turn, not a key held down (docs/architecture.md#taps-back-and-focus).
			await deliberateGap(page);
		}

		// The draw pile runs out while trading until the game ends (AMIGO, 4 players: the third time).
		const finishing = 'Trading and planting are done: final harvest';
		for (let runOut = 1; runOut <= 3; runOut++) {
			await tabTo(page, page.getByRole('button', { name: 'The draw pile ran out', exact: true }));
			await page.keyboard.press('Enter');
			const answer = page.getByRole('button', { name: 'While turning over cards (trading)' });
			await tabTo(page, answer, true);
			await page.keyboard.press('Space');
			await expect(main).toBeFocused();
			if (runOut < 3) await expect(main).toHaveText(/^Next turn: /);
			else await expect(main).toHaveText(finishing);
			// A deliberate answer each time: two within half a second count once (a double tap), and a
			// save is now quick enough for the keys to get there.
			await deliberateGap(page);
		}
		await page.keyboard.press('Enter');
		await expect(page.getByRole('heading', { name: 'Final harvest', level: 2 })).toBeFocused();

		// Each total typed and saved with Enter; the focus moves to the next player's number, and
		// after the last one to "Show the winner".
		for (const [seat, coins] of [12, 9, 15, 7].entries()) {
			const total = page.locator(`#total-${seat}`);
			if (seat === 0) await tabTo(page, total);
			await expect(total).toBeFocused();
			await page.keyboard.type(String(coins));
			await page.keyboard.press('Enter');
		}
		await expect(main).toHaveText('Show the winner');
		await expect(main).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(page.getByText('Cleo wins with 15 coins!')).toBeVisible();
		await expect(page.getByRole('row').nth(1)).toContainText('Cleo');
	}
);

// At a phone's size, where the panel lay far below: the phone project plays it.
test(
	'Rabohnzel: the spell phase comes into view, and its spell ticks survive a reload',
	{ tag: '@phone' },
	async ({ page }) => {
		test.setTimeout(60_000);
		await newGameByValues(page, 'rabohnzel', ['Ada', 'Ben', 'Cleo']);
		await page.getByRole('button', { name: 'Start the game' }).click();
		await expect(turnHeading(page)).toHaveText('Turn 1: Ada');

		await page.getByRole('radio', { name: 'Spell phase' }).click();
		// The panel's heading lands on the screen without anyone scrolling.
		const panel = page.getByRole('region', { name: 'Spell cards' });
		await tapper(page).inView(panel.getByRole('heading', { name: 'Spell cards', level: 2 }));

		// The attack helper says what the drawn coin does.
		await panel.getByRole('radio', { name: 'Pflückbohne' }).check();
		await expect(page.getByTestId('attack-outcome')).toHaveText(
			/^Pflückbohne “picking bean”: the coin stays; the attacked player takes the last card of the attacker’s hand/
		);
		await panel.getByRole('radio', { name: 'Prinzessbohne' }).check();
		await expect(page.getByTestId('attack-outcome')).toHaveText(
			'Prinzessbohne “princess bean”: the attacker gets the coin. The attack is over.'
		);

		const pile = panel.getByRole('checkbox', { name: /^Stapelzauber/ });
		const attack = panel.getByRole('checkbox', { name: /^Angriffszauber/ });
		// A box shows what is saved: it changes once the tick is in the game's log.
		for (const box of [pile, attack, attack]) {
			const was = await box.isChecked();
			await box.click();
			await expect(box).toBeChecked({ checked: !was });
		}
		// Each tick is a line of the game's log.
		await expect(page.getByRole('listitem').filter({ hasText: /^Spell card/ })).toHaveText([
			'Spell card not used after all: Angriffszauber.',
			'Spell card used: Angriffszauber.',
			'Spell card used: Stapelzauber.'
		]);

		await page.reload();
		await appReady(page);
		await expect(pile).toBeChecked();
		await expect(attack).not.toBeChecked();
		// A new turn starts with no spell used.
		await page.getByRole('button', { name: 'Next turn: Ben' }).click();
		// The turn is taken once it is saved; a phase chosen before that belongs to the old turn.
		await expect(turnHeading(page)).toHaveText('Turn 2: Ben');
		await page.getByRole('radio', { name: 'Spell phase' }).click();
		await expect(pile).not.toBeChecked();
	}
);

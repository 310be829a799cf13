import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import {
	appReady,
	expectNoAxeViolations,
	waitForServiceWorkerControl,
	openNavigation,
	shownText,
	deliberateGap
} from './helpers';
import { importGames, newStoredGame } from './importedGames';
import { harvest, newGame, ranOut, startedGame, turnHeading } from './trackerHelpers';

// A typed name inside a sentence of the log or the checklist is isolated for bidirectional text
// (FSI … PDI, invisible on screen).
const iso = (name: string) => `\u2068${name}\u2069`;

test('a full 4-player Rio Grande game: setup to winner, tie decided by hand cards', async ({
	page
}) => {
	await newGame(page, {
		edition: /Rio Grande/,
		names: ['Ada', 'Ben', 'Cleo', 'Dan'],
		chosen: 'Dan' // Dan deals, so Ada (to his left) starts.
	});
	// Setup checklist from the engine, in the app's words, with the rule it comes from.
	await expect(
		page.getByText('Take these out of the box; they are not used: Coffee Bean (24 cards).')
	).toBeVisible();
	await expect(page.getByText('The rest is the draw pile: 110 cards.')).toBeVisible();
	await expect(
		page.getByText('Rule: Rio Grande rulebook and 2-7 player summary').first()
	).toBeVisible();
	await page.getByRole('checkbox', { name: /Beans to take out/ }).click();
	await expect(page.getByRole('checkbox', { name: /Beans to take out/ })).toBeChecked();
	await expect(page.getByText('1 of 10 done')).toBeVisible();
	await expectNoAxeViolations(page);
	await page.getByRole('button', { name: 'Start the game' }).click();

	await expect(turnHeading(page)).toHaveText('Turn 1: Ada');
	await expect(page.getByText('Pass 1 of 3')).toBeVisible();
	await expect(page.getByTestId('pile-estimate')).toHaveText(
		'About 110 cards, about 22 turns left in this pass.'
	);
	await page.getByRole('radio', { name: 'Turn over and trade' }).click();
	await expect(page.getByRole('radio', { name: 'Turn over and trade' })).toBeChecked();
	await expect(
		page.getByText('Turn over 2 cards from the draw pile, then trade and give away cards.')
	).toBeVisible();
	await page.getByRole('button', { name: 'Next turn: Ben' }).click();
	// A deliberate second turn, not a double tap (docs/architecture.md#taps-back-and-focus).
	await deliberateGap(page);
	await page.getByRole('button', { name: 'Next turn: Cleo' }).click();
	await expect(turnHeading(page)).toHaveText('Turn 3: Cleo');
	await expect(page.getByTestId('pile-estimate')).toHaveText(
		'About 100 cards, about 20 turns left in this pass.'
	);
	await expect(
		page
			.getByText(
				'Each player may buy a third field once, for 3 coins; the coins go on the discard pile.'
			)
			.first()
	).toBeVisible();
	await page.getByRole('button', { name: 'Ben bought a third field' }).click();
	await expect(page.getByText('Already bought: Ben.')).toBeVisible();
	await expectNoAxeViolations(page);

	await ranOut(page, 'drawing');
	await expect(page.getByRole('alert').filter({ hasText: 'Pass 2 of 3' })).toBeVisible();
	await expect(page.getByText('Pass 2 of 3', { exact: true })).toBeVisible();
	await page.getByLabel('Cards in the draw pile now').fill('60');
	await page.getByRole('button', { name: 'Save count' }).click();
	await expect(page.getByTestId('pile-estimate')).toHaveText(
		'About 60 cards, about 12 turns left in this pass.'
	);
	await page.getByRole('button', { name: 'Next turn: Dan' }).click();
	await ranOut(page, 'drawing');
	await expect(page.getByRole('alert').filter({ hasText: 'Shuffle' })).toContainText(
		'Last pass (3 of 3)!'
	);
	// Undo and redo the run-out: the pass count follows.
	await page.getByRole('button', { name: /^Undo: The draw pile ran out/ }).click();
	await expect(page.getByText('Pass 2 of 3', { exact: true })).toBeVisible();
	await page.getByRole('button', { name: /^Redo/ }).click();
	await expect(page.getByText(/Pass 3 of 3/)).toBeVisible();
	// After a reshuffle nobody knows the new pile's size until it is counted.
	await expect(page.getByTestId('pile-estimate')).toHaveText(/^New pile: count or estimate/);
	await page.getByLabel('Cards in the draw pile now').fill('30');
	await page.getByRole('button', { name: 'Save count' }).click();
	await expect(page.getByTestId('pile-estimate')).toHaveText(
		'About 30 cards: the game ends in about 6 turns.'
	);

	// The last run-out ends the game at once, as the Rio Grande summary's "End & Winner" says
	// (docs/rules.md#end-of-game): straight to the final harvest.
	await ranOut(page, 'trading');
	await expect(
		page.getByRole('listitem').filter({ hasText: 'The draw pile ran out while trading.' })
	).toHaveText('The draw pile ran out while trading. The game ends now.');
	await expect(page.getByRole('heading', { level: 2, name: 'Final harvest' })).toBeVisible();

	// Final harvest: Ada 10 + 9 Chili (4) = 14; Ben 14; Cleo 12 + 4 Blue (1) = 13; Dan 5.
	await harvest(page, 'Ada', 10, [{ bean: 'Chili Bean', cards: 9 }]);
	await harvest(page, 'Ben', 14);
	await harvest(page, 'Cleo', 12, [{ bean: 'Blue Bean', cards: 4 }]);
	await harvest(page, 'Dan', 5);
	await expect(
		page.getByText('Tie at 14 coins: the most cards in hand decides.', { exact: false })
	).toBeVisible();
	await expect(page.getByRole('button', { name: 'Show the winner' })).toBeDisabled();
	await page.getByLabel('Cards in Ada’s hand').fill('2');
	await page.getByRole('button', { name: 'Save', exact: true }).first().click();
	await page.getByLabel('Cards in Ben’s hand').fill('5');
	// Ada's saved row stays visible and editable: Ben's is the second.
	await expect(page.getByLabel('Cards in Ada’s hand')).toHaveValue('2');
	await page.getByRole('button', { name: 'Save', exact: true }).nth(1).click();
	await page.getByRole('button', { name: 'Show the winner' }).click();

	await expect(page.getByText('Ben wins with 14 coins!')).toBeVisible();
	await expect(
		page.getByText('Ben wins the tie with the most cards in hand (5 cards).')
	).toBeVisible();
	const rows = page.getByRole('row');
	await expect(rows.nth(1)).toContainText('Ben');
	await expect(rows.nth(2)).toContainText('Ada');
	await expect(rows.nth(3)).toContainText('Cleo');
	const link = await page.getByRole('link', { name: 'Send to BG Stats' }).getAttribute('href');
	const data = JSON.parse(decodeURIComponent(link!.split('?data=')[1]!));
	expect(data.game).toMatchObject({ name: 'Bohnanza', bggId: 11 });
	expect(
		data.players.map((p: { name: string; score: number; winner: boolean }) => [
			p.name,
			p.score,
			p.winner
		])
	).toEqual([
		['Ada', 14, false],
		['Ben', 14, true],
		['Cleo', 13, false],
		['Dan', 5, false]
	]);
	// Ben's harvest was saved twice: once with coins, once more with his hand cards; the later
	// entry says what it added, not that the harvest was corrected.
	await expect(
		page.getByText(`Final harvest of ${iso('Ben')}: 14 coins.`, { exact: true })
	).toHaveCount(1);
	await expect(
		page.getByText(`For the tie: ${iso('Ben')} holds 5 hand cards.`, { exact: true })
	).toHaveCount(1);
	await expect(page.getByText(/^Correction/)).toHaveCount(0);
	await expectNoAxeViolations(page);
});

test('AMIGO with 3 players: a tie is decided by seat', async ({ page }) => {
	await startedGame(page, 'Noah');
	await ranOut(page, 'drawing');
	await ranOut(page, 'trading');
	await ranOut(page, 'drawing');
	await expect(page.getByRole('heading', { name: 'Final harvest' })).toBeVisible();
	await harvest(page, 'Mia', 8);
	await harvest(page, 'Noah', 8);
	await harvest(page, 'Lea', 5);
	await page.getByRole('button', { name: 'Show the winner' }).click();
	await expect(page.getByText('Mia wins with 8 coins!')).toBeVisible();
	await expect(
		page.getByText('Mia wins the tie: sitting furthest clockwise from the start player.')
	).toBeVisible();
});

test('7-player Rio Grande: the staggered deal per named player', async ({ page }) => {
	const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'];
	// Ben deals: Cleo starts and gets 3 cards, then 4, 5 and 6 for everyone after.
	await newGame(page, { edition: /Rio Grande/, names, chosen: 'Ben' });
	const deal = page.locator('[data-item="deal"] li');
	await expect(deal).toHaveText([
		`${iso('Cleo')}: 3 cards`,
		`${iso('Dan')}: 4 cards`,
		`${iso('Eve')}: 5 cards`,
		`${iso('Finn')}: 6 cards`,
		`${iso('Gus')}: 6 cards`,
		`${iso('Ada')}: 6 cards`,
		`${iso('Ben')}: 6 cards`,
		'Nobody may reorder their hand: cards stay in the order they arrived.'
	]);
	await expect(page.getByText('The rest is the draw pile: 108 cards.')).toBeVisible();
});

test('a reload in the middle of a game restores it exactly', async ({ page }) => {
	await newGame(page, {
		edition: /AMIGO \(current\)/,
		names: ['Mia', 'Noah', 'Lea', 'Omar'],
		chosen: 'Lea'
	});
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.getByRole('button', { name: 'Next turn: Omar' }).click();
	await ranOut(page, 'trading');
	await page.getByLabel('Cards in the draw pile now').fill('50');
	await page.getByRole('button', { name: 'Save count' }).click();
	await page.getByRole('radio', { name: 'Plant traded cards' }).click();
	await expect(page.getByRole('radio', { name: 'Plant traded cards' })).toBeChecked();
	const before = await shownText(page);
	await page.reload();
	await appReady(page);
	await expect(turnHeading(page)).toHaveText('Turn 2: Omar');
	await expect(page.getByRole('radio', { name: 'Plant traded cards' })).toBeChecked();
	// The teaching help reads storage after the first paint: wait for the page to settle.
	await expect.poll(() => shownText(page)).toBe(before);
});

test('the game works offline @service-worker', async ({ page, context }) => {
	await page.goto('/');
	await appReady(page);
	await waitForServiceWorkerControl(page);
	await context.setOffline(true);
	await newGame(page, {
		edition: /AMIGO \(current\)/,
		names: ['Mia', 'Noah', 'Lea'],
		chosen: 'Mia'
	});
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.getByRole('button', { name: 'Next turn: Noah' }).click();
	// Shown only once saved; then the offline reload must bring it back.
	await expect(turnHeading(page)).toHaveText('Turn 2: Noah');
	await page.reload();
	await appReady(page);
	await expect(turnHeading(page)).toHaveText('Turn 2: Noah');
	await (await openNavigation(page)).getByRole('link', { name: 'Games' }).click();
	await expect(page.getByText('Turn 2, pass 1 of 3')).toBeVisible();
});

test('export, then import into a fresh browser profile, reproduces the game', async ({
	page,
	browser
}) => {
	await newGame(page, { edition: /AMIGO 1997/, names: ['Mia', 'Noah', 'Lea'], chosen: 'Lea' });
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.getByRole('button', { name: 'Next turn: Noah' }).click();
	await ranOut(page, 'drawing');
	await expect(page.getByText('Pass 2 of 3', { exact: true })).toBeVisible();
	// The log is loaded after the first paint: wait for it before taking the picture.
	await expect(page.getByText('What happened', { exact: true })).toBeVisible();
	const before = await shownText(page);
	await page.goto('/games');
	await appReady(page);
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Export all games' }).click()
	]);
	const file = readFileSync((await download.path())!, 'utf8');
	expect(JSON.parse(file)).toMatchObject({ format: 'bean-referee-games', version: 1 });

	const fresh = await browser.newContext();
	const other = await fresh.newPage();
	await other.goto('/games');
	await appReady(other);
	await expect(other.getByText('No games yet.', { exact: false })).toBeVisible();
	// A damaged file changes nothing and says why.
	await other.getByLabel('Import games from a file').setInputFiles({
		name: 'broken.json',
		mimeType: 'application/json',
		buffer: Buffer.from(file.slice(0, 200))
	});
	await expect(other.getByRole('alert').filter({ hasText: 'Nothing' })).toContainText(
		'Nothing was imported: the file is damaged'
	);
	await other.getByLabel('Import games from a file').setInputFiles({
		name: 'games.json',
		mimeType: 'application/json',
		buffer: Buffer.from(file)
	});
	await expect(other.getByText('Imported 1 game.')).toBeVisible();
	await other.getByRole('link', { name: 'Resume' }).click();
	await appReady(other);
	await expect(turnHeading(other)).toHaveText('Turn 2: Noah');
	await expect(other.getByText('What happened', { exact: true })).toBeVisible();
	await expect.poll(() => shownText(other)).toBe(before);
	await fresh.close();
});

test('games list: delete asks first and can be undone; axe passes', async ({ page }) => {
	// A game set up and not started, as the new-game form stores it (the other tests tap the form):
	// imported from a backup, then the list opened anew, as after the form.
	await importGames(page, [
		newStoredGame('list-amigo', Date.UTC(2026, 0, 10, 18), {
			edition: 'amigo',
			step: null,
			variants: [],
			names: ['Mia', 'Noah', 'Lea'],
			startSeat: 0
		})
	]);
	await page.goto('/games');
	await appReady(page);
	await expect(page.getByText('Mia, Noah, Lea')).toBeVisible();
	await expectNoAxeViolations(page);
	await page.getByRole('button', { name: 'Delete' }).click();
	await page.getByRole('button', { name: 'Yes, delete' }).click();
	await expect(page.getByText('Mia, Noah, Lea')).toHaveCount(0);
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(page.getByText('Mia, Noah, Lea')).toBeVisible();
	await page.goto('/games/new');
	await appReady(page);
	await expectNoAxeViolations(page);
});

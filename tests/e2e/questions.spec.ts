import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, expectNoAxeViolations, waitForServiceWorkerControl } from './helpers';
import { newGame } from './trackerHelpers';

const results = (page: Page) => page.locator('ol.questions > li > article');

/** Waits until the list holds every question (it fills in over a few tasks, aria-busy meanwhile). */
async function wholeList(page: Page): Promise<void> {
	await expect(page.locator('ol.questions')).toHaveAttribute('aria-busy', 'false');
}

const byLocale = [
	{
		locale: 'en-US',
		label: 'Search the questions',
		query: 'third field',
		question: 'Can I buy a third field, when, and how often?'
	},
	{
		locale: 'de-DE',
		label: 'Fragen durchsuchen',
		query: 'drittes Feld',
		question: 'Kann ich ein drittes Feld kaufen, wann und wie oft?'
	},
	{
		locale: 'fr-FR',
		label: 'Chercher une question',
		query: 'troisième champ',
		question: 'Puis-je acheter un troisième champ, quand et combien de fois ?'
	}
];

for (const { locale, label, query, question } of byLocale) {
	test.describe(`search in ${locale}`, () => {
		test.use({ locale });

		test(`"${query}" finds the third-field answer first`, async ({ page }) => {
			await page.goto('/questions');
			await appReady(page);
			await page.getByRole('searchbox', { name: label }).fill(query);
			const first = results(page).first();
			await expect(first).toHaveAttribute('data-question', 'third-field');
			await expect(first.getByRole('heading', { level: 2 })).toHaveText(question);
		});
	});
}

test('a typo still finds the answer', async ({ page }) => {
	await page.goto('/questions');
	await appReady(page);
	await page.getByRole('searchbox', { name: 'Search the questions' }).fill('protektion');
	await expect(results(page).first()).toHaveAttribute('data-question', 'protection');
});

test('players’ own words find the answer at the table’s edition', async ({ page }) => {
	await page.goto('/questions');
	await appReady(page);
	await page.getByRole('searchbox', { name: 'Search the questions' }).fill('who goes first');
	await expect(results(page).first()).toHaveAttribute('data-question', 'start-player');
	await page.goto('/questions?edition=amigo');
	await appReady(page);
	await page
		.getByRole('searchbox', { name: 'Search the questions' })
		.fill('give away cards for free');
	await expect(results(page).first()).toHaveAttribute('data-question', 'gifts');
});

test.describe('German compounds', () => {
	test.use({ locale: 'de-DE' });

	test('“eingetauschte Karten weitertauschen” finds the cards received in a trade', async ({
		page
	}) => {
		await page.goto('/questions');
		await appReady(page);
		await page
			.getByRole('searchbox', { name: 'Fragen durchsuchen' })
			.fill('eingetauschte Karten weitertauschen');
		await expect(results(page).first()).toHaveAttribute('data-question', 'received-cards');
	});
});

test('a question the referee has no answer for says so, with topics to browse', async ({
	page
}) => {
	await page.goto('/questions');
	await appReady(page);
	await page
		.getByRole('searchbox', { name: 'Search the questions' })
		.fill('what does the bean art mean');
	await expect(page.locator('.count')).toHaveText(
		'The referee has no answer for “what does the bean art mean”.'
	);
	await expect(results(page)).toHaveCount(0);
	const unknown = page.getByTestId('referee-unknown');
	await expect(unknown).toContainText('look in your edition’s rulebook');
	// The closest topics are offered; one tap browses that topic's questions.
	await unknown.getByRole('button', { name: 'Harvesting' }).click();
	await expect(page.getByLabel('Topics')).toHaveValue('harvesting');
	await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('');
	await expect(results(page).first()).toBeVisible();
	await expectNoAxeViolations(page);
	// About something else than the rules, sharing no question's core word: no answer and no
	// topics, only the rulebook's hint.
	await page.getByRole('searchbox', { name: 'Search the questions' }).fill('shipping to canada');
	await expect(page.locator('.count')).toHaveText(
		'The referee has no answer for “shipping to canada”.'
	);
	await expect(unknown.getByRole('button')).toHaveCount(0);
});

test('?edition=rio-grande shows Rio Grande’s answer first, the others one tap away', async ({
	page
}) => {
	await page.goto('/questions?edition=rio-grande');
	await appReady(page);
	await expect(page.getByLabel('Edition')).toHaveValue('rio-grande');
	const tie = page.locator('article[data-question="tie-break"]');
	const first = tie.locator('.answer').first();
	await expect(first.locator('.applies')).toHaveText('Rio Grande 2–7');
	await expect(first.locator('.text')).toHaveText(
		'Not in the one-page summary. The app assumes the full Rio Grande rulebook’s tie-break: the tied player with the most cards left in hand wins; if that is tied too, the app shares the win.'
	);
	await expect(
		first.getByText('Rio Grande 2–7 rulebook (English), “Ending and scoring”')
	).toBeVisible();
	// AMIGO's answer is inside the closed disclosure until it is opened.
	const amigo = tie.getByText('The tied player sitting furthest from the start player', {
		exact: false
	});
	await expect(amigo).toBeHidden();
	await tie.getByText('4 answers for other editions').click();
	await expect(amigo).toBeVisible();
	await expectNoAxeViolations(page);
});

test('players and phase from the address narrow the answers and order the questions', async ({
	page
}) => {
	await page.goto('/questions?edition=rio-grande&players=2&phase=turn-up');
	await appReady(page);
	await expect(page.getByLabel('Players')).toHaveValue('2');
	const third = page.locator('article[data-question="third-field"]');
	await expect(third.locator('.answer').first().locator('.text')).toHaveText(
		'Yes, once, for 3 coins; in the duel those coins go back into the box instead of onto the discard pile. The one-page summary leaves two players to the full rulebook; the app assumes that rulebook’s duel rules.'
	);
	// The turn-up phase's questions come first; the duel's own questions are among them.
	await wholeList(page);
	const ids = await results(page).evaluateAll((articles) =>
		articles.map((a) => a.getAttribute('data-question'))
	);
	expect(ids.indexOf('duel-offer')).toBeLessThan(ids.indexOf('hand-order'));
	expect(ids).not.toContain('spell-when');
});

test('My First by step: the protection rule only from Step 5', async ({ page }) => {
	await page.goto('/questions?edition=my-first&step=step-3');
	await appReady(page);
	const protection = page.locator('article[data-question="protection"]');
	await expect(protection.locator('.answer').first().locator('.text')).toHaveText(
		'Only from Step 5: then a field holding a single card may be harvested only while none of your fields holds more than one card. Before that, a lone bean may be harvested like any field.'
	);
	await page.getByLabel('Topics').selectOption({ label: 'My First steps' });
	await expect(results(page).first()).toBeVisible();
	await wholeList(page);
	const ids = await results(page).evaluateAll((articles) =>
		articles.map((a) => a.getAttribute('data-question'))
	);
	expect(ids).toContain('my-first-line');
	expect(ids).not.toContain('passes');
});

test('works offline after the first visit, search included @service-worker', async ({
	page,
	context
}) => {
	await page.goto('/questions');
	await appReady(page);
	await expect(results(page).first()).toBeVisible();
	await waitForServiceWorkerControl(page);
	await context.setOffline(true);
	await page.goto('/questions?edition=amigo');
	await appReady(page);
	await page.getByRole('searchbox', { name: 'Search the questions' }).fill('hand cards end');
	await expect(results(page).first()).toHaveAttribute('data-question', 'hand-cards-at-end');
});

test('from a Rio Grande game the questions open over the game, Rio Grande’s answer first', async ({
	page
}) => {
	await newGame(page, {
		edition: /Rio Grande/,
		names: ['Ada', 'Ben', 'Cleo', 'Dan'],
		chosen: 'Ada'
	});
	await page.getByRole('button', { name: 'Ask the referee' }).click();
	const sheet = page.getByRole('dialog', { name: 'Ask the referee' });
	await expect(sheet).toBeVisible();
	const tie = sheet.locator('article[data-question="tie-break"]');
	await expect(tie.locator('.answer').first().locator('.applies')).toHaveText('Rio Grande 2–7');
	await expectNoAxeViolations(page);
	await sheet.getByRole('button', { name: 'Close' }).click();
	await expect(sheet).toBeHidden();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
});

// Every question with its answers fills many screens: the first screenful comes at once, the rest
// in the tasks after it, so neither the page's start nor a tap on a topic renders them all at once.
test('the answers fill in a few at a time, then the list is whole', async ({ page }) => {
	await page.addInitScript(() => {
		const counts: number[] = [];
		(window as unknown as { listCounts: number[] }).listCounts = counts;
		new MutationObserver(() => {
			const count = document.querySelectorAll('ol.questions > li').length;
			if (count > 0 && count !== counts.at(-1)) counts.push(count);
		}).observe(document, { childList: true, subtree: true });
	});
	await page.goto('/questions');
	await appReady(page);
	await wholeList(page);
	const total = await results(page).count();
	await expect(page.locator('.count')).toHaveText(`${total} questions`);
	const counts = await page.evaluate(
		() => (window as unknown as { listCounts: number[] }).listCounts
	);
	expect(counts.length).toBeGreaterThan(2);
	expect(counts[0]).toBeLessThan(total);
	expect(counts.at(-1)).toBe(total);

	// A topic, then every topic again: the long list is built anew the same way.
	await page.getByLabel('Topics').selectOption({ label: 'Trading' });
	await wholeList(page);
	const trading = await results(page).count();
	expect(trading).toBeLessThan(total);
	await page.evaluate(
		() => ((window as unknown as { listCounts: number[] }).listCounts.length = 0)
	);
	await page.getByLabel('Topics').selectOption({ label: 'All topics' });
	await wholeList(page);
	const again = await page.evaluate(
		() => (window as unknown as { listCounts: number[] }).listCounts
	);
	expect(again[0]).toBeLessThan(total);
	expect(again.at(-1)).toBe(total);
});

import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
	appReady,
	expectNoAxeViolations,
	waitForServiceWorkerControl,
	openNavigation
} from './helpers';

// Expected coins written out from docs/rules.md#beans (beanometer tables), not computed by the app.
const cases: { edition: string; bean: RegExp; cards: number; text: string }[] = [
	{
		edition: 'AMIGO (current)',
		bean: /Chili Bean/,
		cards: 5,
		text: '5 cards of Chili Bean: 1 coin.'
	},
	{
		edition: 'AMIGO (current)',
		bean: /Garden Bean/,
		cards: 1,
		text: '1 card of Garden Bean: no coin.'
	},
	{
		edition: 'AMIGO (current)',
		bean: /Blue Bean/,
		cards: 10,
		text: '10 cards of Blue Bean: 4 coins.'
	},
	{
		edition: 'AMIGO (current)',
		bean: /Stink Bean/,
		cards: 7,
		text: '7 cards of Stink Bean: 3 coins.'
	},
	// The 1997 cards print the German names, in every country (docs/rules.md#beans).
	{ edition: 'AMIGO 1997', bean: /Brechbohne/, cards: 6, text: '6 cards of Brechbohne: 3 coins.' },
	{
		edition: 'AMIGO 1997',
		bean: /Augenbohne/,
		cards: 4,
		text: '4 cards of Augenbohne: 2 coins.'
	},
	{
		edition: 'AMIGO 1997',
		bean: /Gartenbohne/,
		cards: 2,
		text: '2 cards of Gartenbohne: 2 coins.'
	},
	{
		edition: 'Rio Grande 2–7',
		bean: /Chili Bean/,
		cards: 5,
		text: '5 cards of Chili Bean: 1 coin.'
	},
	{
		edition: 'Rio Grande 2–7',
		bean: /Coffee Bean/,
		cards: 12,
		text: '12 cards of Coffee Bean: 4 coins.'
	},
	{ edition: 'Rio Grande 2–7', bean: /Wax Bean/, cards: 9, text: '9 cards of Wax Bean: 3 coins.' },
	{
		edition: 'Rio Grande 2–7',
		bean: /Cocoa Bean/,
		cards: 1,
		text: '1 card of Cocoa Bean: no coin.'
	},
	{
		edition: 'My First Bohnanza',
		bean: /Sour Bean/,
		cards: 3,
		text: '3 cards of Sour Bean: no coin.'
	},
	{
		edition: 'My First Bohnanza',
		bean: /Sour Bean/,
		cards: 4,
		text: '4 cards of Sour Bean: 1 coin.'
	},
	// Rabohnzel's cards print German names; English readers get a gloss beside them.
	{
		edition: 'Rabohnzel',
		bean: /Kapbohne/,
		cards: 2,
		text: '2 cards of Kapbohne “got-it bean”: no coin.'
	},
	{
		edition: 'Rabohnzel',
		bean: /Kapbohne/,
		cards: 3,
		text: '3 cards of Kapbohne “got-it bean”: 1 coin.'
	}
];

const result = (page: Page) => page.locator('#coins-result');

async function openCalculator(page: Page) {
	await page.goto('/calculator');
	await appReady(page);
}

/** Picks field `index`'s bean on the field checker from the bean tiles (the field being filled in
 * shows them; another field first needs its "Bean" button). */
async function fieldBean(page: Page, index: number, bean: RegExp) {
	const field = page.getByRole('group', { name: `Field ${index + 1}`, exact: true });
	const tiles = field.locator('ul.tiles');
	if (!(await tiles.isVisible())) await field.getByRole('button', { name: /^Bean/ }).click();
	await tiles.getByRole('button', { name: bean }).click();
	await expect(tiles.getByRole('button', { name: bean })).toHaveAttribute('aria-pressed', 'true');
}

async function pick(page: Page, edition: string, bean: RegExp) {
	await page.getByRole('radio', { name: edition }).check();
	await page.getByRole('button', { name: bean }).click();
}

test('each edition: beans and counts give the engine’s coins on screen', async ({ page }) => {
	await openCalculator(page);
	let shown = '';
	for (const { edition, bean, cards, text } of cases) {
		// The edition is chosen when it changes (the cases are grouped by edition); checking a radio
		// that is checked already changes nothing.
		if (edition !== shown) await page.getByRole('radio', { name: edition }).check();
		shown = edition;
		await page.getByRole('button', { name: bean }).click();
		await page.getByLabel('Cards in the field').fill(String(cards));
		await expect(result(page), `${edition} ${bean} ${cards}`).toHaveText(text);
	}
});

test('+ and − buttons, next coin, maximum, beanometer row and reverse lookup', async ({ page }) => {
	await openCalculator(page);
	await pick(page, 'Rio Grande 2–7', /Chili Bean/);
	const more = page.getByRole('button', { name: 'One card more' });
	for (let i = 0; i < 5; i++) await more.click();
	await expect(result(page)).toHaveText('5 cards of Chili Bean: 1 coin.');
	await expect(page.getByText('1 more card for the next coin (2 coins at 6 cards).')).toBeVisible();
	const cells = page.locator('ol.meter li');
	await expect(cells).toHaveText([
		/1 coin\s*3 cards\s*reached/,
		/2 coins\s*6 cards\s*next/,
		/3 coins\s*8 cards/,
		/4 coins\s*9 cards/
	]);
	await page.getByRole('radio', { name: '3 coins' }).check();
	await expect(page.getByText('3 coins need 8 cards.')).toBeVisible();
	await page.getByLabel('Cards in the field').fill('9');
	await expect(page.getByText('Maximum reached: more cards earn nothing more.')).toBeVisible();
	await page.getByRole('button', { name: 'One card fewer' }).click();
	await expect(result(page)).toHaveText('8 cards of Chili Bean: 3 coins.');
});

test('My First: the picked bean’s coins are drawn, as is each step of its beanometer (their pictures load after the first paint)', async ({
	page
}) => {
	await openCalculator(page);
	// Picked at once: the pictures' code may still be on its way, and comes.
	await pick(page, 'My First Bohnanza', /Sour Bean/);
	await page.getByLabel('Cards in the field').fill('4');
	await expect(result(page)).toHaveText('4 cards of Sour Bean: 1 coin.');
	// One coin drawn large beside the sentence, and one in the beanometer's only step (S001).
	await expect(page.locator('.big svg')).toHaveCount(1);
	await expect(page.locator('ol.meter li')).toHaveCount(1);
	await expect(page.locator('ol.meter li svg')).toHaveCount(1);
});

test('Garden: the missing 1-coin step is shown as not printed', async ({ page }) => {
	await openCalculator(page);
	await pick(page, 'AMIGO (current)', /Garden Bean/);
	const cells = page.locator('ol.meter li');
	await expect(cells.nth(0)).toContainText('not printed');
	await expect(cells.nth(3)).toContainText('not printed');
	await expect(page.getByText('this bean never pays exactly 1 coin')).toBeVisible();
	await page.getByRole('radio', { name: '4 coins' }).check();
	await expect(page.getByText('This bean never pays 4 coins.')).toBeVisible();
});

test('typed text that is not a whole number gets a message and changes nothing', async ({
	page
}) => {
	await openCalculator(page);
	await pick(page, 'AMIGO (current)', /Chili Bean/);
	const box = page.getByLabel('Cards in the field');
	await box.fill('6');
	await expect(result(page)).toHaveText('6 cards of Chili Bean: 2 coins.');
	await box.fill('2.5');
	await expect(page.getByRole('alert').filter({ hasText: 'whole number' })).toBeVisible();
	await expect(box).toHaveAttribute('aria-invalid', 'true');
	await expect(result(page)).toHaveText('6 cards of Chili Bean: 2 coins.');
	await box.fill('30');
	await expect(page.getByText('The game has only 18 cards of this bean.')).toBeVisible();
	await expect(result(page)).toHaveText('6 cards of Chili Bean: 2 coins.');
});

test('a single card: the protection message (none before My First step 5, and before step 2 a field waits for its coin: S001 "The Beanometer")', async ({
	page
}) => {
	await openCalculator(page);
	await pick(page, 'AMIGO (current)', /Red Bean/);
	await page.getByRole('button', { name: 'One card more' }).click();
	await expect(page.getByText(/A single card like this may not be harvested/)).toBeVisible();
	await page.getByRole('radio', { name: 'My First Bohnanza' }).check();
	await page.getByLabel('Step you play').selectOption('step-1');
	await page.getByRole('button', { name: /Sour Bean/ }).click();
	await page.getByLabel('Cards in the field').fill('1');
	await expect(
		page.getByText(
			'In this step a single card is not protected, but a field may be harvested only once it holds enough beans for a coin.'
		)
	).toBeVisible();
	await page.getByLabel('Step you play').selectOption('step-4');
	await page.getByRole('button', { name: /Sour Bean/ }).click();
	await page.getByLabel('Cards in the field').fill('1');
	await expect(
		page.getByText(
			'In this step a single card is not protected: it may be harvested at any time, even if it earns nothing.'
		)
	).toBeVisible();
	await page.getByLabel('Step you play').selectOption('step-5');
	await page.getByRole('button', { name: /Sour Bean/ }).click();
	await page.getByLabel('Cards in the field').fill('1');
	await expect(page.getByText(/A single card like this may not be harvested/)).toBeVisible();
});

test('field checker: protected single bean, values and the final total', async ({ page }) => {
	await page.goto('/fields?edition=rio-grande&players=4');
	await appReady(page);
	await expect(page.getByRole('radio', { name: 'Rio Grande 2–7' })).toBeChecked();
	await expect(page.getByLabel('Players')).toHaveValue('4');
	await fieldBean(page, 0, /Chili Bean/);
	await page.locator('#cards-0').fill('1');
	await fieldBean(page, 1, /Blue Bean/);
	await page.locator('#cards-1').fill('6');
	await expect(page.locator('#field-0-report')).toContainText(
		'Not now: a single card is protected while another of your fields holds more than one card.'
	);
	await expect(page.locator('#field-1-report')).toContainText('Worth 2 coins now.');
	await expect(page.locator('#field-1-report')).toContainText('May be harvested now.');
	await expect(page.locator('#final-total')).toHaveText(
		'Harvesting every field would earn 2 coins.'
	);
	// Rio Grande, 4 players: a third field can be bought.
	await page.getByLabel('I bought a third field').check();
	await fieldBean(page, 2, /Cocoa Bean/);
	await page.locator('#cards-2').fill('4');
	await expect(page.locator('#final-total')).toHaveText(
		'Harvesting every field would earn 6 coins.'
	);
});

test('field checker: the bean duel allows harvesting only on the own turn', async ({ page }) => {
	await page.goto('/fields?edition=rio-grande&players=2');
	await appReady(page);
	await fieldBean(page, 0, /Coffee Bean/);
	await page.locator('#cards-0').fill('4');
	await expect(page.locator('#field-0-report')).toContainText('May be harvested now.');
	await page.getByLabel('It is this player’s turn').uncheck();
	await expect(page.locator('#field-0-report')).toContainText('only during your own turn');
});

test('a My First meter entered from the card persists across a reload and offline @service-worker', async ({
	page,
	context
}) => {
	await openCalculator(page);
	await pick(page, 'My First Bohnanza', /Mean Bean/);
	await expect(page.getByText('No published source gives this bean’s beanometer')).toBeVisible();
	await page.getByLabel('Cards in the field').fill('5');
	await expect(result(page)).toContainText('not known');

	await page.getByRole('button', { name: 'Enter the numbers from your card' }).click();
	const box = page.getByLabel('Cards for 1 coin');
	await box.fill('zero');
	await page.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByText('Type whole numbers of cards only (like 4).')).toBeVisible();
	await box.fill('5');
	await page.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByText('Saved. The calculator now uses your numbers.')).toBeVisible();
	await expect(result(page)).toHaveText('5 cards of Mean Bean: 1 coin.');
	await expect(page.getByRole('button', { name: /Mean Bean/ })).toContainText(
		'entered from your cards'
	);

	await page.reload();
	await appReady(page);
	await expect(page.getByRole('radio', { name: 'My First Bohnanza' })).toBeChecked();
	await page.getByRole('button', { name: /Mean Bean/ }).click();
	await page.getByLabel('Cards in the field').fill('5');
	await expect(result(page)).toHaveText('5 cards of Mean Bean: 1 coin.');
	await expect(page.getByText('These numbers were entered from your cards.')).toBeVisible();

	await waitForServiceWorkerControl(page);
	await context.setOffline(true);
	await page.reload();
	await appReady(page);
	await page.getByRole('button', { name: /Mean Bean/ }).click();
	await page.getByLabel('Cards in the field').fill('4');
	await expect(result(page)).toHaveText('4 cards of Mean Bean: no coin.');
	await page.getByLabel('Cards in the field').fill('5');
	await expect(result(page)).toHaveText('5 cards of Mean Bean: 1 coin.');

	// Removable: back to unknown, still offline.
	await page.getByRole('button', { name: 'Remove the numbers' }).click();
	await expect(result(page)).toContainText('not known');
	await context.setOffline(false);
});

for (const { locale, bean, text } of [
	{ locale: 'de-DE', bean: 'Feuerbohne', text: '5 Karten Feuerbohne: 1 Taler.' },
	{ locale: 'fr-FR', bean: 'Harry Cauchemar', text: '5 cartes Harry Cauchemar : 1 pièce.' }
]) {
	test.describe(`bean names in ${locale}`, () => {
		test.use({ locale });
		test(`shows ${bean}`, async ({ page }) => {
			await openCalculator(page);
			await page.getByRole('radio', { name: 'Rio Grande 2–7' }).check();
			const tile = page.getByRole('button', { name: new RegExp(bean) });
			await expect(tile).toContainText('18');
			await tile.click();
			await page.locator('#cards').fill('5');
			await expect(result(page)).toHaveText(text);
		});
	});
}

for (const scheme of ['light', 'dark'] as const) {
	test(`axe finds no violations on both pages (${scheme})`, async ({ page }) => {
		// Four full axe scans on two pages: slow on a busy machine (not a time budget).
		test.slow();
		await page.emulateMedia({ colorScheme: scheme });
		await openCalculator(page);
		await expectNoAxeViolations(page);
		await pick(page, 'AMIGO (current)', /Garden Bean/);
		await page.getByLabel('Cards in the field').fill('1');
		await expectNoAxeViolations(page);
		await pick(page, 'My First Bohnanza', /Mean Bean/);
		await page.getByRole('button', { name: 'Enter the numbers from your card' }).click();
		await page.getByRole('button', { name: 'Save' }).click();
		await expect(page.getByRole('alert').filter({ hasText: 'Fill in every box' })).toBeVisible();
		await expectNoAxeViolations(page);

		await page.goto('/fields?edition=rio-grande&players=4');
		await appReady(page);
		await fieldBean(page, 0, /Chili Bean/);
		await page.locator('#cards-0').fill('1');
		await fieldBean(page, 1, /Blue Bean/);
		await page.locator('#cards-1').fill('x');
		await expectNoAxeViolations(page);
	});
}

test('keyboard only: edition, bean and count', async ({ page }) => {
	await openCalculator(page);
	const focusedName = () =>
		page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
	for (let i = 0; i < 15 && (await focusedName()) !== 'edition'; i++)
		await page.keyboard.press('Tab');
	expect(await focusedName()).toBe('edition');
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(page.getByRole('radio', { name: 'Rio Grande 2–7' })).toBeChecked();
	const chili = page.getByRole('button', { name: /Chili Bean/ });
	for (let i = 0; i < 10; i++) {
		if (await chili.evaluate((el) => el === document.activeElement)) break;
		await page.keyboard.press('Tab');
	}
	await expect(chili).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(chili).toHaveAttribute('aria-pressed', 'true');
	const box = page.getByLabel('Cards in the field');
	for (let i = 0; i < 20; i++) {
		if (await box.evaluate((el) => el === document.activeElement)) break;
		await page.keyboard.press('Tab');
	}
	await expect(box).toBeFocused();
	for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
	await expect(result(page)).toHaveText('5 cards of Chili Bean: 1 coin.');
	await page.keyboard.press('Tab'); // the + button
	await page.keyboard.press('Enter');
	await expect(result(page)).toHaveText('6 cards of Chili Bean: 2 coins.');
	await expect(result(page)).toHaveAttribute('aria-live', 'polite');
});

test('no horizontal scrolling at 320 px, and landscape works', async ({ page }) => {
	// Each page opened once at 320 px, then turned to landscape, as a phone is turned.
	for (const path of ['/calculator', '/fields?edition=rio-grande&players=4']) {
		await page.setViewportSize({ width: 320, height: 640 });
		await page.goto(path);
		await appReady(page);
		if (path === '/calculator') await pick(page, 'Rio Grande 2–7', /Black-eyed Bean/);
		for (const size of [
			{ width: 320, height: 640 },
			{ width: 740, height: 360 }
		]) {
			await page.setViewportSize(size);
			// Measured once the page has drawn a frame at the new size (its resize handled).
			const overflow = await page.evaluate(async () => {
				await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
				return document.documentElement.scrollWidth - document.documentElement.clientWidth;
			});
			expect(overflow, `${path} ${size.width}`).toBeLessThanOrEqual(0);
		}
	}
});

test('measure: tap on + to coins text (reported, not asserted as a time)', async ({
	page
}, info) => {
	await openCalculator(page);
	await pick(page, 'Rio Grande 2–7', /Chili Bean/);
	const timings = await page.evaluate(async () => {
		const out: { update: number; frame: number }[] = [];
		const button = [...document.querySelectorAll('button')].find(
			(b) => b.getAttribute('aria-label') === 'One card more'
		)!;
		const text = document.querySelector('#coins-result')!;
		for (let i = 0; i < 8; i++) {
			const before = text.textContent;
			const start = performance.now();
			let updated = -1;
			const observer = new MutationObserver(() => {
				if (updated < 0 && text.textContent !== before) updated = performance.now() - start;
			});
			observer.observe(text, { childList: true, characterData: true, subtree: true });
			button.click();
			const frame = await new Promise<number>((r) =>
				requestAnimationFrame(() => r(performance.now() - start))
			);
			observer.disconnect();
			out.push({ update: updated, frame });
		}
		return out;
	});
	for (const t of timings) {
		expect(t.update).toBeGreaterThanOrEqual(0); // the text changed before the next frame
		expect(t.update).toBeLessThanOrEqual(t.frame);
	}
	const worst = Math.max(...timings.map((t) => t.update));
	info.annotations.push({ type: 'tap-to-coins-ms', description: worst.toFixed(2) });
	console.log(`tap on + to coins text: worst ${worst.toFixed(2)} ms over 8 taps`, timings);
});

test('a new user answers "5 Chili Beans in Rio Grande" from the home page', async ({
	page
}, info) => {
	await page.goto('/');
	await appReady(page);
	const start = Date.now();
	let taps = 0;
	await (await openNavigation(page)).getByRole('link', { name: 'Calculator' }).click();
	taps++;
	await page.getByRole('radio', { name: 'Rio Grande 2–7' }).check();
	taps++;
	await page.getByRole('button', { name: /Chili Bean/ }).click();
	taps++;
	for (let i = 0; i < 5; i++) {
		await page.getByRole('button', { name: 'One card more' }).click();
		taps++;
	}
	await expect(result(page)).toHaveText('5 cards of Chili Bean: 1 coin.');
	expect(taps).toBe(8);
	const ms = Date.now() - start;
	info.annotations.push({ type: 'home-to-answer', description: `${taps} taps, ${ms} ms scripted` });
	console.log(`home → answer: ${taps} taps, ${ms} ms (scripted)`);
});

// Rabohnzel's cards print German names (docs/terms.md): the tiles, the chosen bean's heading and
// the field checker's bean tiles keep the printed name and add a gloss in the reader's language.
for (const { locale, edition, gloss, field } of [
	{ locale: 'en-GB', edition: 'Rabohnzel', gloss: '“picking bean”', field: 'Field 1' },
	{
		locale: 'fr-FR',
		edition: 'Rabohnzel',
		gloss: '«\u00a0haricot cueilleur\u00a0»',
		field: 'Champ 1'
	}
]) {
	test.describe(`Rabohnzel glosses in ${locale}`, () => {
		test.use({ locale });
		test(`the Pflückbohne reads ${gloss} on its tile, its heading and the field check's tiles`, async ({
			page
		}) => {
			await openCalculator(page);
			await page.getByRole('radio', { name: edition }).check();
			const tile = page.getByRole('button', { name: /Pflückbohne/ });
			await expect(tile.locator('.name')).toHaveText('Pflückbohne');
			await expect(tile.locator('.gloss')).toHaveText(gloss);
			await tile.click();
			await expect(page.locator('.bean-heading .gloss')).toHaveText(gloss);

			await page.goto('/fields?edition=rabohnzel&players=3');
			await appReady(page);
			const fieldTile = page
				.getByRole('group', { name: field, exact: true })
				.getByRole('button', { name: /Pflückbohne/ });
			await expect(fieldTile.locator('.name')).toHaveText('Pflückbohne');
			await expect(fieldTile.locator('.gloss')).toHaveText(gloss);
		});
	});
}

import { expect, test, type Page } from '@playwright/test';
import { appReady, expectNoAxeViolations, waitForServiceWorkerControl } from './helpers';

/** Creates a group from the /teach page and waits for its path page. */
async function createGroup(
	page: Page,
	names: string[],
	labels = { child: 'Child', create: 'Make the group' }
) {
	await page.goto('/teach');
	await appReady(page);
	for (const [i, name] of names.entries()) {
		await page.getByLabel(`${labels.child} ${i + 1}`, { exact: true }).fill(name);
	}
	await page.getByRole('button', { name: labels.create }).click();
	await expect(page).toHaveURL(/\/teach\/group\?id=/);
	await appReady(page);
}

const basicStep = (page: Page) => page.locator('li[data-step="basic"]');

test('a parent makes a group, adds games played without the app and gets the suggestion after three', async ({
	page
}) => {
	await createGroup(page, ['Mia', 'Jonas', 'Lea']);
	await expect(page.getByRole('heading', { level: 1, name: 'Mia, Jonas, Lea' })).toBeVisible();
	await expect(basicStep(page).getByText('Now playing')).toBeVisible();
	await expect(page.getByTestId('plays-basic')).toHaveText('Played 0 times');
	await expect(page.getByTestId('suggestion')).toHaveCount(0);

	const add = basicStep(page).getByRole('button', { name: 'Add a game played without the app' });
	await add.click();
	await expect(page.getByTestId('plays-basic')).toHaveText('Played once');
	await add.click();
	await expect(page.getByTestId('plays-basic')).toHaveText('Played 2 times');
	await expect(page.getByTestId('suggestion')).toHaveCount(0);
	await add.click();
	await expect(page.getByTestId('plays-basic')).toHaveText('Played 3 times');
	const suggestion = page.getByTestId('suggestion');
	await expect(suggestion).toContainText(
		'Played 3 times. Ready for “Beans worth two coins”? You decide together with the children.'
	);

	// Stored: the count survives a reload, and a mistake can be taken back.
	await page.reload();
	await appReady(page);
	await expect(page.getByTestId('plays-basic')).toHaveText('Played 3 times');
	await basicStep(page).getByRole('button', { name: 'Take back a game added by hand' }).click();
	await expect(page.getByTestId('plays-basic')).toHaveText('Played 2 times');
	await expect(page.getByTestId('suggestion')).toHaveCount(0);
	await add.click();

	// The adult decides: moving on makes the two-coin game current.
	await suggestion.getByRole('button', { name: 'Move on to “Beans worth two coins”' }).click();
	await expect(page.locator('li[data-step="two-coin"]').getByText('Now playing')).toBeVisible();
	await expect(basicStep(page).getByText('Done')).toBeVisible();
	await expect(page.getByTestId('suggestion')).toHaveCount(0);

	await page.goto('/teach');
	await appReady(page);
	await expect(
		page.getByRole('link', { name: /Mia, Jonas, Lea.*Now: Beans worth two coins/ })
	).toBeVisible();
});

test('every step of the path has its rule card with a picture, and the bridge pairs beans by card count', async ({
	page
}) => {
	await createGroup(page, ['Ole']);
	const titles = [
		'The first game',
		'Beans worth two coins',
		'Step 1: all the beans',
		'Step 2: harvests that earn nothing',
		'Step 3: buy a third field',
		'Step 4: cards in your hand',
		'Step 5: protect the lonely bean'
	];
	const steps = page.locator('ol.path > li');
	await expect(steps).toHaveCount(7);
	for (const [i, title] of titles.entries()) {
		const step = steps.nth(i);
		await expect(step.locator('summary')).toContainText(title);
		if (i > 0) await step.locator('summary').click();
		await expect(step.getByRole('heading', { name: 'What is new' })).toBeVisible();
		await expect(step.locator('.scene svg').first()).toBeVisible();
	}
	await expect(steps.nth(5)).toContainText('Keep their order: new cards go to the back.');
	await expect(steps.nth(6)).toContainText('A field with just one bean is protected.');

	const bridge = page.getByRole('region', { name: 'On to real Bohnanza' });
	await expect(bridge.getByRole('listitem').filter({ hasText: 'Princess Bean' })).toContainText(
		'6 cards'
	);
	await expect(bridge.getByRole('listitem').filter({ hasText: 'Princess Bean' })).toContainText(
		'Garden Bean'
	);
	await expect(bridge.getByRole('listitem').filter({ hasText: 'Dwarf Bean' })).toContainText(
		'Black-eyed Bean'
	);
	await expect(bridge.getByRole('listitem').filter({ hasText: 'Magic Bean' })).toContainText(
		'No Bohnanza bean has 9 cards'
	);
	await expectNoAxeViolations(page);
});

test('bad names get a clear message and nothing is stored', async ({ page }) => {
	await page.goto('/teach');
	await appReady(page);
	await page.getByRole('button', { name: 'Make the group' }).click();
	await expect(page.locator('main').getByRole('alert')).toHaveText('Type at least one name.');
	await page.getByLabel('Child 1', { exact: true }).fill('Lea');
	await page.getByLabel('Child 2', { exact: true }).fill(' lea ');
	await page.getByRole('button', { name: 'Make the group' }).click();
	await expect(page.locator('main').getByRole('alert')).toHaveText(
		'Two children have the same name. Add an initial to tell them apart.'
	);
	await page.reload();
	await appReady(page);
	await expect(page.getByText('No group yet. Make one below.')).toBeVisible();
});

for (const { locale, child, create, heading, card } of [
	{
		locale: 'de-DE',
		child: 'Kind',
		create: 'Gruppe anlegen',
		heading: 'Kindern das Spiel beibringen',
		card: 'Deine fünf Karten liegen offen in einer Reihe. Ändere nie ihre Reihenfolge.'
	},
	{
		locale: 'fr-FR',
		child: 'Enfant',
		create: 'Créer le groupe',
		heading: 'Apprendre le jeu aux enfants',
		card: 'Vos cinq cartes sont posées face visible, en rangée. Ne changez jamais leur ordre.'
	}
]) {
	test.describe(`teach in ${locale}`, () => {
		test.use({ locale });
		test('the groups page and the path speak the language and pass axe', async ({ page }) => {
			await page.goto('/teach');
			await appReady(page);
			await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
			await expectNoAxeViolations(page);
			await createGroup(page, ['Emma', 'Noah', 'Lina'], { child, create });
			await expect(basicStep(page)).toContainText(card);
			await expectNoAxeViolations(page);
		});
	});
}

test('read aloud appears only with a voice for the language, and speaks in it', async ({
	page
}) => {
	await createGroup(page, ['Ben']);
	// Chromium here has no voices: the button stays hidden.
	await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0);

	await page.addInitScript(() => {
		const spoken: { text: string; lang: string }[] = [];
		(window as unknown as { spoken: typeof spoken }).spoken = spoken;
		const synth = {
			getVoices: () => [{ lang: 'en-GB', name: 'Test' }],
			speak: (u: { text: string; lang: string }) => spoken.push({ text: u.text, lang: u.lang }),
			cancel: () => {},
			addEventListener: () => {}
		};
		Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
		// A plain utterance: the real one only accepts voices the browser made itself.
		class Utterance {
			lang = '';
			voice: unknown = null;
			rate = 1;
			onend: unknown = null;
			onerror: unknown = null;
			constructor(readonly text: string) {}
		}
		Object.defineProperty(window, 'SpeechSynthesisUtterance', {
			value: Utterance,
			configurable: true
		});
	});
	await page.reload();
	await appReady(page);
	await basicStep(page).getByRole('button', { name: 'Read aloud' }).click();
	const spoken = await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken);
	expect(spoken).toHaveLength(1);
	expect(spoken[0]).toMatchObject({ lang: 'en-GB' });
	expect((spoken[0] as { text: string }).text).toContain(
		'Your five cards lie face up in a line. Never change their order.'
	);
});

test('the teach pages work offline after one visit', async ({ page, context }) => {
	await createGroup(page, ['Mia', 'Tom', 'Ida']);
	const url = page.url();
	await waitForServiceWorkerControl(page);
	await context.setOffline(true);
	await page.reload();
	await appReady(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Mia, Tom, Ida' })).toBeVisible();
	await basicStep(page).getByRole('button', { name: 'Add a game played without the app' }).click();
	await expect(page.getByTestId('plays-basic')).toHaveText('Played once');
	await page.goto('/teach');
	await appReady(page);
	await expect(page.getByRole('link', { name: /Mia, Tom, Ida/ })).toBeVisible();
	expect(url).toContain('/teach/group?id=');
});

test('at 320 px nothing scrolls sideways, in dark mode too, and axe passes', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 640 });
	await page.emulateMedia({ colorScheme: 'dark' });
	await createGroup(page, ['Alexandra', 'Maximilian', 'Charlotte']);
	for (const step of ['two-coin', 'step-4', 'step-5']) {
		await page.locator(`li[data-step="${step}"] summary`).click();
	}
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth
	);
	expect(overflow).toBeLessThanOrEqual(0);
	await expectNoAxeViolations(page);
});

test('touch targets on the teach pages are at least 48 px', async ({ page }) => {
	await createGroup(page, ['Mia']);
	const small = await page.evaluate(() =>
		[...document.querySelectorAll('main a, main button, main summary, main select, main input')]
			.filter((el) => (el as HTMLElement).offsetParent !== null)
			.map((el) => ({ el: el.outerHTML.slice(0, 60), box: el.getBoundingClientRect() }))
			.filter(({ box }) => box.height < 48 || box.width < 48)
			.map(({ el, box }) => `${el} ${Math.round(box.width)}x${Math.round(box.height)}`)
	);
	expect(small).toEqual([]);
});

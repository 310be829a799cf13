import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, expectNoAxeViolations, tapper, waitForServiceWorkerControl } from './helpers';

type GroupLabels = { child: string; create: string };
const ENGLISH: GroupLabels = { child: 'Child', create: 'Make the group' };

/** Creates a group from the /teach page and waits for its path page. */
async function createGroup(page: Page, names: string[], labels: GroupLabels = ENGLISH) {
	await page.goto('/teach');
	await appReady(page);
	await makeGroup(page, names, labels);
}

/** Fills the /teach page's form, already open, makes the group and waits for its path page. */
async function makeGroup(page: Page, names: string[], labels: GroupLabels = ENGLISH) {
	for (const [i, name] of names.entries()) {
		await page.getByLabel(`${labels.child} ${i + 1}`, { exact: true }).fill(name);
	}
	await page.getByRole('button', { name: labels.create }).click();
	await expect(page).toHaveURL(/\/teach\/group\?id=/);
	await appReady(page);
}

const basicStep = (page: Page) => page.locator('li[data-step="basic"]');

/** Where an element lies in the viewport, as the page is now (no scrolling). */
const rectOf = (locator: Locator) =>
	locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

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
		'Played 3 times. Ready for “Two-coin beans”? You decide together with the children.'
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
	await suggestion.getByRole('button', { name: 'Move on to “Two-coin beans”' }).click();
	await expect(page.locator('li[data-step="two-coin"]').getByText('Now playing')).toBeVisible();
	await expect(basicStep(page).getByText('Done')).toBeVisible();
	await expect(page.getByTestId('suggestion')).toHaveCount(0);

	await page.goto('/teach');
	await appReady(page);
	await expect(
		page.getByRole('link', { name: /Mia, Jonas, Lea.*Now: Two-coin beans/ })
	).toBeVisible();
});

test('every step of the path has its rule card with a picture, and the bridge pairs beans by card count', async ({
	page
}) => {
	await createGroup(page, ['Ole']);
	const titles = [
		'First games: one-coin beans',
		'Two-coin beans',
		'Step 1: all beans, three fields',
		'Step 2: no Mixed Patch Rule',
		'Step 3: buy a third field',
		'Step 4: cards in hand',
		'Step 5: protection rule'
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
			// The group is made on the page as it opened (its form is the one the test just read).
			await makeGroup(page, ['Emma', 'Noah', 'Lina'], { child, create });
			await expect(basicStep(page)).toContainText(card);
			await expectNoAxeViolations(page);
		});
	});
}

/** A device with an English voice: what it is asked to say is kept in `window.spoken`. */
async function stubVoice(page: Page): Promise<void> {
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
}

test('read aloud appears only with a voice for the language, and speaks in it', async ({
	page
}) => {
	await createGroup(page, ['Ben']);
	// Chromium here has no voices: the button stays hidden.
	await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0);

	await stubVoice(page);
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

test('the teach pages work offline after one visit @service-worker', async ({ page, context }) => {
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
			// A checkbox or radio is tapped through its label, so the label is the target.
			.map((el) => ({
				el: el.outerHTML.slice(0, 60),
				box: (el.closest('label') ?? el).getBoundingClientRect()
			}))
			.filter(({ box }) => box.height < 48 || box.width < 48)
			.map(({ el, box }) => `${el} ${Math.round(box.width)}x${Math.round(box.height)}`)
	);
	expect(small).toEqual([]);
});

/** From a group page: who starts, then one "Start": the game opens on the turn coach. */
async function startCoachedGame(page: Page, youngest: string) {
	await page.getByRole('radio', { name: youngest, exact: true }).check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
}

const coach = (page: Page) => page.getByRole('region', { name: /Turn coach/ });

/** Ends a 3-player basic game (the first run-out ends it) and enters everyone's coins. */
async function finishBasicGame(page: Page, coins: Record<string, number>) {
	await page.getByRole('button', { name: 'The draw pile ran out', exact: true }).click();
	await page.getByRole('button', { name: 'While drawing', exact: true }).click();
	for (const [name, n] of Object.entries(coins)) {
		const form = page.getByRole('form', { name });
		await form.getByLabel(`Total coins of ${name}`).fill(String(n));
		await form.getByRole('button', { name: `Save ${name}` }).click();
		await expect(form.getByText(`${name}:`)).toBeVisible();
	}
	await page.getByRole('button', { name: 'Show the winner' }).click();
}

test('the coach keeps its place: a reload in the middle of a turn opens the same part', async ({
	page
}) => {
	await createGroup(page, ['Mia', 'Jonas', 'Lea']);
	await startCoachedGame(page, 'Mia');
	await coach(page).getByRole('button', { name: 'Got it' }).click();
	await expect(coach(page)).toContainText('Part 1 of 4');
	await coach(page).getByRole('button', { name: 'Done' }).click();
	await expect(coach(page)).toContainText('Part 2 of 4');
	await coach(page).getByRole('button', { name: 'No, go on' }).click();
	await expect(coach(page)).toContainText('Part 3 of 4');

	await page.reload();
	await appReady(page);
	await expect(coach(page)).toContainText('Part 3 of 4');
	await expect(coach(page)).toContainText('Turn over 2 cards and trade');
});

test('coached basic games in the tracker: the coach walks the turn, Mixed Patch shows once, plays count, suggestion after three', async ({
	page
}) => {
	test.setTimeout(90_000);
	await createGroup(page, ['Mia', 'Jonas', 'Lea']);
	const groupUrl = page.url();
	await startCoachedGame(page, 'Lea');

	// The first rule card: how the cards lie. Then the turn, step by step.
	await expect(coach(page)).toContainText('Turn coach: Lea’s turn');
	await expect(coach(page).getByRole('heading', { name: 'Cards in a line' })).toBeVisible();
	await coach(page).getByRole('button', { name: 'Got it' }).click();
	await expect(coach(page)).toContainText('Part 1 of 4');
	await expect(coach(page)).toContainText('Plant the first card of your line');

	// A third kind of bean: the Mixed Patch Rule, once.
	const mixedPatch = coach(page).getByRole('heading', { name: 'The Mixed Patch Rule' });
	const thirdType = coach(page).getByRole('button', {
		name: 'A new kind of bean, and every field is taken?'
	});
	await thirdType.click();
	await expect(mixedPatch).toBeVisible();
	await expect(coach(page)).toContainText('Put the new bean on top of one of your fields.');
	await coach(page).getByRole('button', { name: 'Got it' }).click();
	await expect(mixedPatch).toHaveCount(0);
	await expect(thirdType).toHaveCount(0);

	await coach(page).getByRole('button', { name: 'Done' }).click();
	await expect(coach(page)).toContainText('Plant one more card? You may.');
	await coach(page).getByRole('button', { name: 'No, go on' }).click();
	await expect(coach(page)).toContainText('Turn over 2 cards and trade');
	await expect(page.getByRole('radio', { name: 'Turn over and trade' })).toBeChecked();
	await coach(page).getByRole('button', { name: 'Done' }).click();
	await expect(coach(page)).toContainText(
		'Draw 3 cards and put them at the right end of your line'
	);
	await coach(page).getByRole('button', { name: 'Done' }).click();
	// Who is next, by name: never "turn over", which is what the cards do.
	await expect(coach(page)).toContainText('Your turn is done. Now it’s Mia’s turn!');
	await expect(coach(page)).not.toContainText('Turn over!');
	await coach(page).getByRole('button', { name: 'Done' }).click();
	await expect(page.getByRole('heading', { name: 'Turn 2: Mia' })).toBeVisible();
	await expect(coach(page)).toContainText('Turn coach: Mia’s turn');
	await expect(coach(page)).toContainText('Part 1 of 4');

	// Quiet after that, also after a reload.
	await page.reload();
	await appReady(page);
	await expect(coach(page)).toContainText('Part 1 of 4');
	await expect(coach(page).getByRole('heading', { name: 'Cards in a line' })).toHaveCount(0);
	await expect(thirdType).toHaveCount(0);
	await expect(mixedPatch).toHaveCount(0);
	await expect(
		coach(page).getByRole('button', { name: 'A field has enough beans for a coin?' })
	).toBeVisible();

	// To the end: every child's coins as a picture, and tied children all win.
	await finishBasicGame(page, { Mia: 3, Jonas: 1, Lea: 3 });
	const results = page.getByRole('region', { name: 'Everyone’s coins' });
	await expect(results.getByRole('img', { name: 'Mia: 3 coins' })).toBeVisible();
	await expect(results.getByRole('img', { name: 'Jonas: 1 coin' })).toBeVisible();
	await expect(results.getByRole('img', { name: 'Lea: 3 coins' })).toBeVisible();
	await expect(results.getByText('Wins!')).toHaveCount(2);
	await expect(results).toContainText('Same number of coins at the top: they all win!');
	await expectNoAxeViolations(page);

	// The finished game counts for the group.
	await page.goto(groupUrl);
	await appReady(page);
	await expect(page.getByTestId('plays-basic')).toHaveText('Played once');
	await expect(page.getByTestId('suggestion')).toHaveCount(0);

	for (const [round, expected] of [
		[2, 'Played 2 times'],
		[3, 'Played 3 times']
	] as const) {
		await startCoachedGame(page, 'Mia');
		await coach(page).getByRole('button', { name: 'Got it' }).click();
		await finishBasicGame(page, { Mia: round + 3, Jonas: 2, Lea: 1 });
		await expect(page.getByText('Well played, everyone!')).toBeVisible();
		await page.goto(groupUrl);
		await appReady(page);
		await expect(page.getByTestId('plays-basic')).toHaveText(expected);
	}
	await expect(page.getByTestId('suggestion')).toContainText(
		'Played 3 times. Ready for “Two-coin beans”?'
	);
});

// Starting the day's game is what a group does every session: at 360x740 its button is on
// screen as the page opens, at the first step and at the last (the path above it grows), in every
// language (the French button takes two lines).
for (const [locale, labels] of [
	[
		'en',
		{
			child: 'Child',
			create: 'Make the group',
			go: 'Start the game',
			makeCurrent: 'Play this step now',
			// The path's place is not numbered: its items are the edition's own steps ("Step 1: …").
			step: /^Next game: /,
			gotIt: 'Got it',
			done: 'Done',
			skip: 'No, go on'
		}
	],
	[
		'de',
		{
			child: 'Kind',
			create: 'Gruppe anlegen',
			go: 'Spiel starten',
			makeCurrent: 'Diesen Schritt jetzt spielen',
			step: /^Nächste Partie: /,
			gotIt: 'Verstanden',
			done: 'Fertig',
			skip: 'Nein, weiter'
		}
	],
	[
		'fr',
		{
			child: 'Enfant',
			create: 'Créer le groupe',
			go: 'Commencer la partie',
			makeCurrent: 'Jouer cette étape maintenant',
			step: /^Prochaine partie\u00a0: /,
			gotIt: 'Compris',
			done: 'Fait',
			skip: 'Non, on continue'
		}
	]
] as const) {
	// Lea starts the group's game: the play page opens on the coach.
	const startGame = async (page: Page) => {
		await page.getByRole('radio', { name: 'Lea', exact: true }).check();
		await page.getByRole('button', { name: labels.go }).click();
		await expect(page).toHaveURL(/\/games\/play\?id=/);
		await appReady(page);
	};

	test.describe(`a group's page at 360x740 in ${locale}`, () => {
		test.use({ viewport: { width: 360, height: 740 }, locale });
		// Each test starts on the page of a new group of three, made in this language.
		test.beforeEach(({ page }) =>
			createGroup(page, ['Mia', 'Jonas', 'Lea'], { child: labels.child, create: labels.create })
		);
		test('"start the game" is on screen without scrolling, at the first step and the last', async ({
			page
		}) => {
			const taps = tapper(page);
			const go = page.getByRole('button', { name: labels.go });
			await expect(go).toBeVisible();
			await taps.inView(go);
			// The last step made current (a group far along the path), then the page opened anew.
			const last = page.locator('ol.path > li').last();
			await last.locator('summary').click();
			await last.getByRole('button', { name: labels.makeCurrent }).click();
			await expect(page.locator('#start-heading .step-line')).toHaveText(labels.step);
			// Opened anew (not reloaded: a reload brings the scroll position back).
			await page.goto(page.url());
			await appReady(page);
			await expect(page.locator('#start-heading .step-line')).toHaveText(labels.step);
			await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
			await taps.inView(go);
		});

		test('a new group of three: who starts and "start the game" are tapped on the first screen', async ({
			page
		}) => {
			// A first visit: nobody is chosen to start yet, so the choice is one of the table's taps.
			const taps = tapper(page);
			for (const name of ['Mia', 'Jonas', 'Lea']) {
				const radio = page.getByRole('radio', { name, exact: true });
				await expect(radio).not.toBeChecked();
				await taps.inView(radio);
			}
			await taps.tap(page.getByRole('radio', { name: 'Lea', exact: true }));
			await taps.tap(page.getByRole('button', { name: labels.go }));
			await expect(page).toHaveURL(/\/games\/play\?id=/);
			expect(taps.count).toBe(2);
		});

		test('a coached turn: the first rule card and every part of the turn are tapped on screen', async ({
			page
		}) => {
			await startGame(page);
			// Each button on screen, above the turn bar, as the page is after the previous tap.
			// Each part is read before its button is tapped, as a child would: every part's "Done" has
			// the same name, so a tap sent while the previous part is still being saved would land
			// on that part again (the app takes a repeated tap on one part as one step).
			const taps = tapper(page);
			const coachBox = page.locator('section.coach');
			// The first rule card is read whole before "Got it": its words lie on screen, above the
			// button that floats over the card's end.
			const gotIt = coachBox.getByRole('button', { name: labels.gotIt });
			const words = coachBox.locator('.rule-card > p');
			await expect
				.poll(async () => {
					const [text, button] = await Promise.all([rectOf(words), rectOf(gotIt)]);
					return { top: text.top >= 0, aboveGotIt: text.bottom <= button.top };
				})
				.toEqual({ top: true, aboveGotIt: true });
			const shows = (part: string) =>
				expect(coachBox.locator('[data-coach-part]')).toHaveAttribute('data-coach-part', part);
			await taps.tap(gotIt);
			await shows('plant-first');
			await taps.tap(coachBox.getByRole('button', { name: labels.done }));
			await shows('plant-second');
			await taps.tap(coachBox.getByRole('button', { name: labels.skip }));
			for (const part of ['turn-over-and-trade', 'draw']) {
				await shows(part);
				await taps.tap(coachBox.getByRole('button', { name: labels.done }));
			}
			// The turn is over: no part is shown, and its "Done" passes the turn on.
			await expect(coachBox.locator('[data-coach-part]')).toHaveCount(0);
			await taps.tap(coachBox.getByRole('button', { name: labels.done }));
			// The next child's turn starts at its first part, still in reach.
			await shows('plant-first');
			await taps.inView(coachBox.getByRole('button', { name: labels.done }));
			expect(taps.count).toBe(6);
		});
	});

	// Sideways a phone has about 215 px above the turn bar and its tools row: "Got it" floating
	// over the card's end would cover its words (in all three languages before 2026-11-30).
	test.describe(`a coached game sideways at 740x360 in ${locale}`, () => {
		test.use({ viewport: { width: 740, height: 360 }, locale });
		test('the first rule card is read whole beside "Got it", both above the tools row', async ({
			page
		}) => {
			await createGroup(page, ['Mia', 'Jonas', 'Lea'], {
				child: labels.child,
				create: labels.create
			});
			await startGame(page);
			const coachBox = page.locator('section.coach');
			const gotIt = coachBox.getByRole('button', { name: labels.gotIt });
			await expect
				.poll(async () => {
					const [text, button, tools] = await Promise.all([
						rectOf(coachBox.locator('.rule-card > p')),
						rectOf(gotIt),
						rectOf(page.locator('p.tools.docked'))
					]);
					return {
						onScreen: text.top >= 0 && button.top >= 0,
						aboveTools: text.bottom <= tools.top && button.bottom <= tools.top,
						apart: text.bottom <= button.top || text.right <= button.left
					};
				})
				.toEqual({ onScreen: true, aboveTools: true, apart: true });
			const taps = tapper(page);
			await taps.tap(gotIt);
			await expect(coachBox.locator('[data-coach-part]')).toHaveAttribute(
				'data-coach-part',
				'plant-first'
			);
		});
	});
}

test('a coached game needs three to five players and someone to start', async ({ page }) => {
	await createGroup(page, ['Ida', 'Tom']);
	await page.getByRole('radio', { name: 'Ida', exact: true }).check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.locator('main').getByRole('alert')).toHaveText(
		'My First Bohnanza needs 3 to 5 players. Add a grown-up, or let more children play.'
	);
	await expect(page).toHaveURL(/\/teach\/group\?id=/);
	await page.getByLabel('Another player, number 1 (for example a grown-up)').fill('Dad');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
	await expect(page.getByText('Ida · Tom · Dad')).toBeVisible();
});

test('the places for grown-ups fold away while the children are enough players', async ({
	page
}) => {
	const grownUp = page.getByLabel('Another player, number 1 (for example a grown-up)');
	const fold = page.locator('summary', { hasText: 'Grown-ups playing too?' });
	// Three children: folded, one tap opens them.
	await createGroup(page, ['Mia', 'Jonas', 'Lea']);
	await expect(grownUp).toBeHidden();
	await fold.click();
	await expect(grownUp).toBeVisible();
	await fold.click();
	await expect(grownUp).toBeHidden();
	// A child stays home today: two are too few, so the places open by themselves.
	await page.getByRole('checkbox', { name: 'Jonas', exact: true }).uncheck();
	await expect(grownUp).toBeVisible();
	await grownUp.fill('Dad');
	await page.getByRole('radio', { name: 'Lea', exact: true }).check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/games\/play\?id=/);
	await appReady(page);
	await expect(page.getByText('Mia · Lea · Dad')).toBeVisible();
	// Next time the group remembers its grown-up: the places are open, with the name in them.
	await page.goBack();
	await appReady(page);
	await expect(grownUp).toHaveValue('Dad');
	await expect(grownUp).toBeVisible();
	await expectNoAxeViolations(page);
});

test('teach mode in an AMIGO game: off unless switched on at setup, each phase once, and it can be switched off', async ({
	page
}) => {
	await page.goto('/games/new');
	await appReady(page);
	await page.getByRole('radio', { name: /AMIGO \(current\)/ }).check();
	// Adults' tables: off by default; the switch sits on the setup screen.
	const setupSwitch = page.getByRole('checkbox', { name: /^Learning the rules: explain/ });
	await expect(setupSwitch).not.toBeChecked();
	await setupSwitch.check();
	await page.getByRole('radio', { name: '3', exact: true }).check();
	for (const [i, name] of ['Ann', 'Bo', 'Cy'].entries()) {
		await page.getByRole('textbox', { name: `Player ${i + 1}`, exact: true }).fill(name);
	}
	await page.getByRole('radio', { name: 'Bo', exact: true }).check();
	await page.getByRole('button', { name: 'Create the game' }).click();
	await appReady(page);
	await page.getByRole('button', { name: 'Start the game' }).click();

	const teachMode = page.getByRole('region', { name: 'Learning the rules' });
	await expect(teachMode).toContainText(
		'Plant: plant the first card from the front of your hand into your fields.'
	);
	await teachMode.getByRole('button', { name: 'Got it' }).click();
	await page.getByRole('radio', { name: 'Turn over and trade' }).click();
	await expect(teachMode).toContainText('Trade: turn over 2 cards from the draw pile.');
	await teachMode.getByRole('button', { name: 'Got it' }).click();
	await page.getByRole('radio', { name: 'Draw' }).click();
	await expect(teachMode).toContainText('Draw: take 3 cards, one at a time');
	await page.getByRole('button', { name: 'Next turn: Cy' }).click();
	await expect(page.getByRole('heading', { name: 'Turn 2: Cy' })).toBeVisible();
	// Plant comes up again: already explained in this game, so nothing shows.
	await expect(teachMode.getByRole('status')).toHaveCount(0);
	await expectNoAxeViolations(page);

	await teachMode.getByRole('checkbox', { name: /Explain each part of the turn/ }).uncheck();
	// The switch is saved with this game in IndexedDB; reload only once it is stored.
	const gameId = new URL(page.url()).searchParams.get('id');
	await expect
		.poll(() =>
			page.evaluate(
				(id) =>
					new Promise((resolve) => {
						const open = indexedDB.open('bean-referee');
						open.onsuccess = () => {
							const get = open.result
								.transaction('gameLessons')
								.objectStore('gameLessons')
								.get(id!);
							get.onsuccess = () => {
								resolve(get.result?.teach);
								open.result.close();
							};
						};
					}),
				gameId
			)
		)
		.toBe(false);
	await page.reload();
	await appReady(page);
	await expect(
		page
			.getByRole('region', { name: 'Learning the rules' })
			.getByRole('checkbox', { name: /Explain each part of the turn/ })
	).not.toBeChecked();
});

test('a parent new to the app: from the home page to the first coached turn', async ({ page }) => {
	// Counts every tap and typed field a parent needs; the time is the app's share of it.
	let interactions = 0;
	const started = Date.now();
	await page.goto('/');
	await appReady(page);
	// The home page's card for the teaching area: one tap on a phone and on a desktop.
	await page
		.getByRole('main')
		.getByRole('link', { name: /^Teach/ })
		.first()
		.click();
	interactions++;
	await appReady(page);
	for (const [i, name] of ['Mia', 'Jonas', 'Lea'].entries()) {
		await page.getByLabel(`Child ${i + 1}`, { exact: true }).fill(name);
		interactions++;
	}
	await page.getByRole('button', { name: 'Make the group' }).click();
	interactions++;
	await page.getByRole('radio', { name: 'Lea', exact: true }).check();
	interactions++;
	// One "Start": the game is stored and started, and opens on the coach.
	await page.getByRole('button', { name: 'Start the game' }).click();
	interactions++;
	await appReady(page);
	await expect(coach(page).getByRole('heading', { name: 'Cards in a line' })).toBeVisible();
	const seconds = (Date.now() - started) / 1000;
	test.info().annotations.push({
		type: 'parent-setup',
		description: `${interactions} interactions (3 names typed, 4 taps), ${seconds.toFixed(1)} s of app time`
	});
	expect(interactions).toBe(7);
});

for (const { locale, child, create, start, coachName, thirdType, rule, gotIt } of [
	{
		locale: 'de-DE',
		child: 'Kind',
		create: 'Gruppe anlegen',
		start: 'Spiel starten',
		coachName: /Zug-Helfer/,
		thirdType: 'Eine neue Bohnensorte, und alle Felder sind belegt?',
		rule: 'Die Mischfeld-Regel',
		gotIt: 'Verstanden'
	},
	{
		locale: 'fr-FR',
		child: 'Enfant',
		create: 'Créer le groupe',
		start: 'Commencer la partie',
		coachName: /Aide au tour/,
		thirdType: 'Une nouvelle sorte de haricot, et tous les champs sont pris ?',
		rule: 'La règle du champ mélangé',
		gotIt: 'Compris'
	}
]) {
	test.describe(`coached game in ${locale}, offline`, () => {
		test.use({ locale });
		test('the coach speaks the language and works without a network @service-worker', async ({
			page,
			context
		}) => {
			await page.goto('/teach');
			await appReady(page);
			await waitForServiceWorkerControl(page);
			await context.setOffline(true);
			await createGroup(page, ['Emma', 'Noah', 'Lina'], { child, create });
			await page.getByRole('radio', { name: 'Lina', exact: true }).check();
			await page.getByRole('button', { name: start }).click();
			await expect(page).toHaveURL(/\/games\/play\?id=/);
			await appReady(page);
			const coachRegion = page.getByRole('region', { name: coachName });
			await coachRegion.getByRole('button', { name: gotIt }).click();
			await coachRegion.getByRole('button', { name: thirdType }).click();
			await expect(coachRegion.getByRole('heading', { name: rule })).toBeVisible();
			await expectNoAxeViolations(page);
			await coachRegion.getByRole('button', { name: gotIt }).click();
			await expect(coachRegion.getByRole('button', { name: thirdType })).toHaveCount(0);
		});
	});
}

test.describe('a coached game at 360x740', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	test('a reload mid-coach lands on the coach’s current part', async ({ page }) => {
		await createGroup(page, ['Mia', 'Jonas', 'Lea']);
		await startCoachedGame(page, 'Mia');
		await coach(page).getByRole('button', { name: 'Got it' }).click();
		await coach(page).getByRole('button', { name: 'Done' }).click();
		await expect(coach(page)).toContainText('Part 2 of 4');

		await page.reload();
		await appReady(page);
		// Without anyone scrolling: the part's words and its buttons are on the screen, clear of
		// the turn bar.
		const taps = tapper(page);
		await taps.inView(coach(page).getByText('Plant one more card? You may.'));
		await taps.inView(coach(page).getByRole('button', { name: 'Done' }));
		await taps.inView(coach(page).getByRole('button', { name: 'No, go on' }));
	});

	test('every part of the coach can be heard, and its end names who is next', async ({ page }) => {
		await stubVoice(page);
		await createGroup(page, ['Mia', 'Jonas', 'Lea']);
		await startCoachedGame(page, 'Jonas');
		await coach(page).getByRole('button', { name: 'Got it' }).click();
		const read = coach(page).getByRole('button', { name: 'Read aloud' });
		const parts = [
			{ say: 'Plant the first card of your line', next: 'Done' },
			{ say: 'Plant one more card? You may.', next: 'No, go on' },
			{ say: 'Turn over 2 cards and trade', next: 'Done' },
			{ say: 'Draw 3 cards and put them at the right end of your line', next: 'Done' },
			{ say: 'Your turn is done. Now it’s Lea’s turn!', next: null }
		];
		for (const [i, part] of parts.entries()) {
			await expect(coach(page)).toContainText(part.say);
			await read.click();
			const spoken = await page.evaluate(
				() => (window as unknown as { spoken: { text: string }[] }).spoken
			);
			expect(spoken).toHaveLength(i + 1);
			expect(spoken[i]!.text).toContain(part.say);
			if (part.next) await coach(page).getByRole('button', { name: part.next }).click();
		}
	});
});

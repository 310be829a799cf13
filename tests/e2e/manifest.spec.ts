// The built web manifest's install story: a description, screenshots of the real app at the sizes
// it names, and shortcuts whose URLs are built pages that open where the shortcut says.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { appReady, builtPages } from './helpers';

interface Manifest {
	description?: string;
	file_handlers?: { action: string; accept: Record<string, string[]> }[];
	shortcuts?: { name: string; url: string; icons?: { src: string }[] }[];
	screenshots?: {
		src: string;
		sizes: string;
		type: string;
		form_factor?: string;
		label?: string;
	}[];
}

const manifest = (): Manifest => JSON.parse(readFileSync('build/manifest.webmanifest', 'utf8'));

/** A PNG's width and height, from its header. */
function pngSize(file: string): string {
	const bytes = readFileSync(file);
	return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test.describe('the web manifest', () => {
	// A file of the build, read once: the desktop project checks it.

	test('has a description and screenshots of the sizes it names', () => {
		const { description, screenshots = [] } = manifest();
		expect(description?.length).toBeGreaterThan(40);
		expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
		for (const shot of screenshots) {
			expect(shot.type).toBe('image/png');
			expect(shot.label?.length).toBeGreaterThan(10);
			expect(pngSize(`build${shot.src}`)).toBe(shot.sizes);
		}
	});

	test('opens the game files it writes: .json, and the .txt the share sheet sends', () => {
		const { file_handlers = [] } = manifest();
		const accepted = file_handlers.flatMap((handler) => Object.values(handler.accept).flat());
		expect(file_handlers.map((handler) => handler.action)).toEqual(['/games']);
		expect(accepted).toContain('.json');
		expect(accepted).toContain('.txt');
	});

	test('its shortcuts open built pages: a new game, the scanner, the calculator', async ({
		page
	}) => {
		const { shortcuts = [] } = manifest();
		expect(shortcuts.map((s) => s.name)).toEqual(['New game', 'Scan a game', 'Harvest calculator']);
		const pages = builtPages();
		for (const shortcut of shortcuts) {
			const url = new URL(shortcut.url, 'http://localhost/');
			expect(pages).toContain(url.pathname);
			for (const icon of shortcut.icons ?? [])
				expect(pngSize(`build${icon.src}`)).toMatch(/^\d+x\d+$/);
		}
		const [newGame, scan, calculator] = shortcuts.map((s) => s.url);
		await page.goto(newGame!);
		await appReady(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('New game');
		await page.goto(scan!);
		await appReady(page);
		// The scan sheet is open at once, and the address no longer asks for it (a reload does not).
		await expect(page.getByRole('dialog', { name: 'Scan a game' })).toBeVisible();
		await expect(page).toHaveURL(/\/games$/);
		await page.goto(calculator!);
		await appReady(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/calculator/i);
	});
});

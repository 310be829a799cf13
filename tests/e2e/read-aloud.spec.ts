// Reading aloud where the device cannot: the settings say once why the teaching cards have no
// "Read aloud" button, instead of the button vanishing without a word.
import { test, expect } from './fixtures';
import { appReady, expectNoAxeViolations } from './helpers';

test.describe('reading aloud where the device cannot', () => {
	test('no speech synthesis: the settings say why the button is not there', async ({ page }) => {
		await page.addInitScript(() => {
			Reflect.deleteProperty(window, 'speechSynthesis');
			Reflect.deleteProperty(Window.prototype, 'speechSynthesis');
		});
		await page.goto('/settings');
		await appReady(page);
		await expect(page.getByRole('heading', { name: 'Read aloud' })).toBeVisible();
		await expect(page.locator('[data-speech]')).toHaveText(
			'The teaching cards have no “Read aloud” button here: this browser cannot speak (it has no speech synthesis). Another browser may.'
		);
		for (const scheme of ['light', 'dark'] as const) {
			await page.emulateMedia({ colorScheme: scheme });
			await expectNoAxeViolations(page);
		}
	});

	test('speech synthesis with no voice: the settings say so, in French too', async ({ page }) => {
		// A browser that lists no voice, and says its list is complete.
		await page.addInitScript(() => {
			const listeners: (() => void)[] = [];
			const synth = {
				getVoices: () => [],
				addEventListener: (_type: string, listener: () => void) => {
					listeners.push(listener);
					queueMicrotask(listener);
				},
				cancel: () => {},
				speak: () => {}
			};
			Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
		});
		await page.goto('/settings');
		await appReady(page);
		await expect(page.locator('[data-speech]')).toHaveText(
			'The teaching cards have no “Read aloud” button here: this device has no voice for this language. Adding one in the device’s speech or language settings brings the button back.'
		);
		await page.getByRole('radio', { name: 'Français' }).check();
		await expect(page.locator('[data-speech="no-voice"]')).toContainText(
			'cet appareil n’a pas de voix pour cette langue'
		);
	});
});

// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Speech, VOICES_WAIT_MS } from './speech.svelte';

// A stand-in for the browser's speech synthesis: its voices, and a way to announce a new list.
function fakeSynthesis(voices: { lang: string }[]) {
	const listeners: (() => void)[] = [];
	const synth = {
		getVoices: () => voices,
		addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
		cancel: () => {},
		speak: () => {}
	};
	vi.stubGlobal('speechSynthesis', synth);
	vi.stubGlobal('SpeechSynthesisUtterance', class {});
	return { announce: () => listeners.forEach((l) => l()), voices };
}

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe('whether reading aloud works here, and why not', () => {
	test('a browser without speech synthesis says so at once', () => {
		Reflect.deleteProperty(window, 'speechSynthesis');
		const speech = new Speech();
		expect(speech.support('en')).toBe('unknown');
		speech.start();
		expect(speech.support('en')).toBe('no-synthesis');
	});

	test('a voice for the language: ready; none for another language once the list is in', () => {
		fakeSynthesis([{ lang: 'en_GB' }]);
		const speech = new Speech();
		speech.start();
		expect(speech.support('en')).toBe('ready');
		expect(speech.support('de')).toBe('no-voice');
	});

	test('no voice yet: unknown until the list is announced or the wait is over', () => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		const late = fakeSynthesis([]);
		const speech = new Speech();
		speech.start();
		expect(speech.support('fr')).toBe('unknown');
		late.voices.push({ lang: 'fr-FR' });
		late.announce();
		expect(speech.support('fr')).toBe('ready');

		fakeSynthesis([]);
		const silent = new Speech();
		silent.start();
		vi.advanceTimersByTime(VOICES_WAIT_MS - 1);
		expect(silent.support('fr')).toBe('unknown');
		vi.advanceTimersByTime(1);
		expect(silent.support('fr')).toBe('no-voice');
	});
});

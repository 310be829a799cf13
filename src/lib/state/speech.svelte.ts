import type { Locale } from '$lib/i18n';

const SPEECH_LANG: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** Whether reading aloud works here, and if not why: 'unknown' until the device has answered. */
export type SpeechSupport = 'unknown' | 'no-synthesis' | 'no-voice' | 'ready';

/** How long a browser may take to list its voices after the first read found none (Chromium
 * lists them late, and says so with `voiceschanged`; a browser with none may never say). */
export const VOICES_WAIT_MS = 2000;

/** The device's speech synthesis, if it has one and a voice for the language (feature-detected). */
export class Speech {
	#voices = $state<readonly { lang: string }[]>([]);
	get voices() {
		return this.#voices;
	}
	#speaking = $state(false);
	get speaking() {
		return this.#speaking;
	}
	#started = false;
	// Whether the browser has speech synthesis at all; null before `start()`.
	#synthesis = $state<boolean | null>(null);
	// Set once the voice list can be taken as complete (it was announced, or the wait is over).
	#settled = $state(false);

	get #synth(): SpeechSynthesis | undefined {
		return typeof window !== 'undefined' && 'speechSynthesis' in window
			? window.speechSynthesis
			: undefined;
	}

	/** Starts listening for the voice list (browsers load it late). Call from a component. */
	start(): void {
		if (this.#started) return;
		this.#started = true;
		const synth = this.#synth;
		if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
			this.#synthesis = false;
			return;
		}
		this.#synthesis = true;
		const read = () => (this.#voices = synth.getVoices().map((v) => ({ lang: v.lang })));
		read();
		if (this.#voices.length > 0) this.#settled = true;
		synth.addEventListener?.('voiceschanged', () => {
			read();
			this.#settled = true;
		});
		setTimeout(() => (this.#settled = true), VOICES_WAIT_MS);
	}

	/** Whether reading aloud in this language works here, or why not (for the settings' note). */
	support(locale: Locale): SpeechSupport {
		if (this.#synthesis === false) return 'no-synthesis';
		if (this.canSpeak(locale)) return 'ready';
		return this.#synthesis && this.#settled ? 'no-voice' : 'unknown';
	}

	/** True when a voice for this language exists. */
	canSpeak(locale: Locale): boolean {
		const prefix = locale.toLowerCase();
		return this.#voices.some((voice) =>
			voice.lang.toLowerCase().replace('_', '-').startsWith(prefix)
		);
	}

	speak(text: string, locale: Locale): void {
		const synth = this.#synth;
		if (!synth) return;
		synth.cancel();
		const utterance = new SpeechSynthesisUtterance(text);
		utterance.lang = SPEECH_LANG[locale];
		const voice = synth
			.getVoices()
			.find((v) => v.lang.toLowerCase().replace('_', '-').startsWith(locale));
		if (voice) utterance.voice = voice;
		utterance.rate = 0.9;
		utterance.onend = () => (this.#speaking = false);
		utterance.onerror = () => (this.#speaking = false);
		this.#speaking = true;
		synth.speak(utterance);
	}

	stop(): void {
		this.#synth?.cancel();
		this.#speaking = false;
	}
}

export const speech = new Speech();

import type { Locale } from '$lib/i18n';

const SPEECH_LANG: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** The device's speech synthesis, if it has one and a voice for the language (feature-detected). */
class Speech {
	#voices = $state<readonly { lang: string }[]>([]);
	get voices() {
		return this.#voices;
	}
	#speaking = $state(false);
	get speaking() {
		return this.#speaking;
	}
	#started = false;

	get #synth(): SpeechSynthesis | undefined {
		return typeof window !== 'undefined' && 'speechSynthesis' in window
			? window.speechSynthesis
			: undefined;
	}

	/** Starts listening for the voice list (browsers load it late). Call from a component. */
	start(): void {
		const synth = this.#synth;
		if (this.#started || !synth || typeof SpeechSynthesisUtterance === 'undefined') return;
		this.#started = true;
		const read = () => (this.#voices = synth.getVoices().map((v) => ({ lang: v.lang })));
		read();
		synth.addEventListener?.('voiceschanged', read);
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

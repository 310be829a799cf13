/// <reference types="vite-plugin-pwa/client" />
/// <reference types="vite-plugin-pwa/info" />
// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {
		// interface Error {}
		// interface Locals {}
		// interface PageData {}
		interface PageState {
			/** What is open over the page as a history entry of its own, so Back closes it
			 * (docs/architecture.md#taps-back-and-focus). */
			sheet?: 'fields' | 'calculator' | 'questions' | 'send' | 'ran-out';
		}
		// interface Platform {}
	}
}

export {};

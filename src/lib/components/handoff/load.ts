// The hand-off's panels load with import() when they open, with their texts, so the pages that
// offer them carry only a button (docs/handoff.md).
import { loadMessages } from '$lib/i18n';
import { handoff } from '$lib/i18n/areas';

async function withTexts<T>(body: Promise<{ default: T }>): Promise<T> {
	const [module] = await Promise.all([body, loadMessages(handoff)]);
	return module.default;
}

export const sendSheet = () => withTexts(import('./SendSheet.svelte'));
export const divergedChoice = () => withTexts(import('./DivergedChoice.svelte'));
export const scanSheet = () => withTexts(import('./ScanSheet.svelte'));

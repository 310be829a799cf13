// The tools sheet of the play screen loads with import() when it opens, with the texts and bean
// names it shows (their own pages render the tools in the first paint).
import { loadMessages } from '$lib/i18n';
import { beanNames, calculator } from '$lib/i18n/areas';

async function withTexts<T>(body: Promise<{ default: T }>): Promise<T> {
	const [module] = await Promise.all([body, loadMessages(calculator, beanNames)]);
	return module.default;
}

export const toolsSheet = () => withTexts(import('./ToolsSheet.svelte'));

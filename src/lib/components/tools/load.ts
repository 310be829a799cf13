// The calculator and field checker bodies load with import(), with the bean names they show:
// on their pages once the heading has been painted (the first paint needs only the framework,
// the layout and the page's messages), in the play screen when the sheet opens.
import { loadMessages } from '$lib/i18n';

/** Resolves after the next frame has been painted. */
export function afterPaint(): Promise<void> {
	return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function withTexts<T>(body: Promise<{ default: T }>): Promise<T> {
	const [module] = await Promise.all([
		body,
		import('$lib/i18n/messages/calculator').then(({ calculator }) => loadMessages(calculator)),
		import('$lib/i18n/messages/beans').then(({ beanNames }) => loadMessages(beanNames))
	]);
	return module.default;
}

export const calculatorTool = () => withTexts(import('./CalculatorTool.svelte'));
export const fieldCheckerTool = () => withTexts(import('./FieldCheckerTool.svelte'));
export const toolsSheet = () => withTexts(import('./ToolsSheet.svelte'));

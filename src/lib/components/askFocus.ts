/**
 * A question that appears in the page (deleting a game, copies that went two ways) takes the focus
 * on its first choice, Escape closes it (`onescape`), and once it has gone the focus goes back
 * where it was: to `returnTo()` when given (the control that asked, drawn anew), else to what had
 * the focus before it appeared (docs/architecture.md#taps-back-and-focus). The focus goes back
 * only when it was lost with the question: a tap elsewhere that closed it keeps its own focus.
 * The run-out question in the turn bar does the same its own way (`PlayBar.svelte`), as it is a
 * history entry.
 */
import { tick } from 'svelte';

export interface AskFocus {
	onescape: () => void;
	returnTo?: () => HTMLElement | null | undefined;
}

const CHOICE = 'button:not([disabled]), a[href], input:not([disabled])';

export function askFocus(node: HTMLElement, options: AskFocus) {
	let current = options;
	const active = document.activeElement;
	const before = active instanceof HTMLElement && active !== document.body ? active : null;
	node.querySelector<HTMLElement>(CHOICE)?.focus();
	const onkeydown = (event: KeyboardEvent) => {
		if (event.key !== 'Escape') return;
		current.onescape();
	};
	node.addEventListener('keydown', onkeydown);
	return {
		update(next: AskFocus) {
			current = next;
		},
		destroy() {
			node.removeEventListener('keydown', onkeydown);
			const { returnTo } = current;
			// After the page has drawn what replaces the question.
			void tick().then(() => {
				const now = document.activeElement;
				if (now && now !== document.body && !node.contains(now)) return;
				const target = returnTo?.() ?? before;
				if (target?.isConnected) target.focus();
			});
		}
	};
}

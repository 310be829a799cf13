import { RepeatTaps, tapTime } from './repeatTap';

/**
 * One tap, one effect (docs/architecture.md#taps-back-and-focus): the filter every button that
 * creates or commits something goes through (create a game, make a group, keep a copy, delete,
 * rematch, share; not a file chosen to import, which is no tap). One app-wide `RepeatTaps`, so
 * a tap's action is refused while the last accepted tap on it is still being acted on, and
 * within half a second of it after that.
 */
const commits = new RepeatTaps();

/** What a committing tap does: false when it took nothing (an invalid form, a failed write), so
 * that trying again at once is no repeat. */
export type Commit<E extends Event> = (event: E) => Promise<boolean | void> | boolean | void;

/**
 * The handler for a button (or a form's submit) that creates or commits something: `act` runs
 * for a deliberate tap and not for a repeat of it. A form's submit is never left to the browser,
 * repeat or not. Every event counts, a script's too: a test's two dispatched events 200 ms apart
 * are a double tap as two fingers' are. The tap's time is the page's clock when it is handled
 * (tapTime).
 */
export function oneTap<E extends Event>(
	action: string,
	act: Commit<E>
): (event: E) => Promise<boolean | 'repeat'> {
	return (event) => {
		if (event.type === 'submit') event.preventDefault();
		return commits.take(action, tapTime(), async () => (await act(event)) !== false);
	};
}

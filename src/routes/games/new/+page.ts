import { pageMessages } from '$lib/i18n';
import { calculator, newGame, teach, tracker } from '$lib/i18n/areas';

export const load = pageMessages(tracker, newGame, calculator, teach);

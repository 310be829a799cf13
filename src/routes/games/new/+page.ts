import { pageMessages } from '$lib/i18n';
import { tracker } from '$lib/i18n/messages/tracker';
import { newGame } from '$lib/i18n/messages/newGame';
import { calculator } from '$lib/i18n/messages/calculator';
import { teach } from '$lib/i18n/messages/teach';

export const load = pageMessages(tracker, newGame, calculator, teach);

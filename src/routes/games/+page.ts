import { pageMessages } from '$lib/i18n';
import { games } from '$lib/i18n/messages/games';
import { tracker } from '$lib/i18n/messages/tracker';

export const load = pageMessages(tracker, games);

import { pageMessages } from '$lib/i18n';
import { tracker } from '$lib/i18n/messages/tracker';

export const load = pageMessages(tracker);

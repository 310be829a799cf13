import { pageMessages } from '$lib/i18n';
import { stats } from '$lib/i18n/messages/stats';

export const load = pageMessages(stats);

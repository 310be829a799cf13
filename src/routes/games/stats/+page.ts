import { pageMessages } from '$lib/i18n';
import { stats } from '$lib/i18n/areas';

export const load = pageMessages(stats);

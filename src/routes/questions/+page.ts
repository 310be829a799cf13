import { pageMessages } from '$lib/i18n';
import { referee } from '$lib/i18n/areas';

export const load = pageMessages(referee);

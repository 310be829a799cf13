import { pageMessages } from '$lib/i18n';
import { referee } from '$lib/i18n/messages/referee';

export const load = pageMessages(referee);

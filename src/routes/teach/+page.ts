import { pageMessages } from '$lib/i18n';
import { beanNames, teach, teachCards } from '$lib/i18n/areas';

export const load = pageMessages(teach, teachCards, beanNames);

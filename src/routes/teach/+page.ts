import { pageMessages } from '$lib/i18n';
import { teach } from '$lib/i18n/messages/teach';
import { teachCards } from '$lib/i18n/messages/teachCards';
import { beanNames } from '$lib/i18n/messages/beanNames';

export const load = pageMessages(teach, teachCards, beanNames);

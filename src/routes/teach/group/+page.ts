import { pageMessages } from '$lib/i18n';
import { teach } from '$lib/i18n/messages/teach';
import { teachCards } from '$lib/i18n/messages/teachCards';
import { beanNames } from '$lib/i18n/messages/beans';
import { tracker } from '$lib/i18n/messages/tracker';

export const load = pageMessages(teach, teachCards, beanNames, tracker);

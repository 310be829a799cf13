import { pageMessages } from '$lib/i18n';
import { tracker } from '$lib/i18n/messages/tracker';
import { teach } from '$lib/i18n/messages/teach';
import { teachCards } from '$lib/i18n/messages/teachCards';
import { beanNames } from '$lib/i18n/messages/beans';
import { tools } from '$lib/i18n/messages/tools';
import { referee } from '$lib/i18n/messages/referee';

export const load = pageMessages(tracker, teach, teachCards, beanNames, tools, referee);

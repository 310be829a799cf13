import { pageMessages } from '$lib/i18n';
import { calculator } from '$lib/i18n/messages/calculator';
import { beanNames } from '$lib/i18n/messages/beans';

export const load = pageMessages(calculator, beanNames);

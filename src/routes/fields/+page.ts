import { pageMessages } from '$lib/i18n';
import { beanNames } from '$lib/i18n/messages/beanNames';
import { calculator } from '$lib/i18n/messages/calculator';
import { tools } from '$lib/i18n/messages/tools';

export const load = pageMessages(tools, calculator, beanNames);

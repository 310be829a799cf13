import { pageMessages } from '$lib/i18n';
import { beanNames, calculator, tools } from '$lib/i18n/areas';

export const load = pageMessages(tools, calculator, beanNames);

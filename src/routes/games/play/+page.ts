import { pageMessages } from '$lib/i18n';
import { tracker } from '$lib/i18n/messages/tracker';
import { beanNames } from '$lib/i18n/messages/beans';
import { tools } from '$lib/i18n/messages/tools';
import { referee } from '$lib/i18n/messages/referee';

// The panels loaded later (the teaching help) load their own areas (+page.svelte).
export const load = pageMessages(tracker, beanNames, tools, referee);

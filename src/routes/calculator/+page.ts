import { pageMessages } from '$lib/i18n';
import { tools } from '$lib/i18n/messages/tools';

// The tool's own texts and the bean names load with the calculator's body, after the heading (src/lib/components/tools/load.ts).
export const load = pageMessages(tools);

import { pageMessages } from '$lib/i18n';
import { beanNames, teach, teachCards } from '$lib/i18n/areas';

// The game's screen and its words (tracker) are fetched once the page is idle (+page.svelte): this
// page shows none of them.
export const load = pageMessages(teach, teachCards, beanNames);

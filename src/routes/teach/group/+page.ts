import { pageMessages } from '$lib/i18n';
import { teach } from '$lib/i18n/messages/teach';
import { teachCards } from '$lib/i18n/messages/teachCards';
import { beanNames } from '$lib/i18n/messages/beanNames';

// The game's screen and its words (tracker) are fetched once the page is idle (+page.svelte): this
// page shows none of them.
export const load = pageMessages(teach, teachCards, beanNames);

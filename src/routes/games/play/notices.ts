// The notices of a game the app cannot show whole (its setup damaged, entries of its log set
// aside, the database gone under it): each loads with its messages only when a game needs it.
import { later } from '$lib/i18n';
import { stored } from '$lib/i18n/areas';

export const DamagedGameNotice = later(() => import('./DamagedGameNotice.svelte'), stored);
export const SetAsideNotice = later(() => import('./SetAsideNotice.svelte'), stored);
export const VanishedNotice = later(() => import('./VanishedNotice.svelte'), stored);

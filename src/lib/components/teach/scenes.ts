import type { MyFirstRule, MyFirstStep } from '$lib/rules';
import { t } from '$lib/i18n';
import { editions } from '$lib/i18n/areas';
import type { Scene } from './TeachPicture.svelte';

/** The picture of each step's rule card. */
export const STEP_SCENE: Record<MyFirstStep, Scene> = {
	basic: 'line-and-fields',
	'two-coin': 'two-coin-beans',
	'step-1': 'three-fields',
	'step-2': 'no-mixed-patch',
	'step-3': 'buy-field',
	'step-4': 'hand',
	'step-5': 'lonely-bean'
};

/** The picture of each rule's short card (turn coach). */
export const RULE_SCENE: Record<MyFirstRule, Scene> = {
	'face-up-line': 'line',
	'mixed-patch': 'mixed-patch',
	'auto-harvest': 'full-field',
	'coin-supply': 'coin-pile',
	'choose-harvest-time': 'choose-harvest',
	'end-harvest': 'end-harvest',
	'harvested-cards-are-coins': 'cards-become-coins',
	'harvest-may-earn-nothing': 'no-mixed-patch',
	'third-field-buyable': 'buy-field',
	'hand-cards': 'hand',
	'protection-rule': 'lonely-bean'
};

/** A step's title in the current language (reactive inside markup or $derived). */
export function stepTitle(step: MyFirstStep): string {
	return t(editions)[`step_${step}`];
}

// A group of children learning together: checking what a parent typed before it is saved.
import { err, ok, type Result } from '$lib/rules';
import { hasInvisible, visibleName } from '$lib/tracker/setup';

/** Avatar colours a child can pick (drawn as a coloured bean); null = no colour. */
export const AVATAR_COLOURS = [
	'red',
	'orange',
	'yellow',
	'green',
	'blue',
	'purple',
	'pink'
] as const;
export type AvatarColour = (typeof AVATAR_COLOURS)[number];

/** The most children in a group: My First is played by up to five. */
export const MAX_CHILDREN = 5;
export const MAX_NAME_LENGTH = 30;

/** One child as typed in the form. */
export interface ChildInput {
	readonly name: string;
	readonly colour: string | null;
}

/** A child as stored. */
export interface Child {
	readonly name: string;
	readonly colour: AvatarColour | null;
}

/** Error codes of validateChildren. */
export const GROUP_ERRORS = [
	'no-names',
	'too-many-children',
	'name-too-long',
	'duplicate-name',
	'unknown-colour',
	'name-invisible'
] as const;
export type GroupError = (typeof GROUP_ERRORS)[number];

export function isAvatarColour(value: unknown): value is AvatarColour {
	return typeof value === 'string' && (AVATAR_COLOURS as readonly string[]).includes(value);
}

/** Trims names, drops empty rows, and checks the rest; errors as codes. */
export function validateChildren(rows: readonly ChildInput[]): Result<readonly Child[]> {
	const children: Child[] = [];
	for (const row of rows) {
		const name = row.name.trim().replace(/\s+/g, ' ');
		// Only invisible characters (zero-width spaces, bidi controls…): refused, not dropped.
		if (visibleName(row.name) === '') {
			if (hasInvisible(row.name)) return err('name-invisible');
			continue;
		}
		if (name.length > MAX_NAME_LENGTH) return err('name-too-long');
		if (row.colour !== null && !isAvatarColour(row.colour)) return err('unknown-colour');
		const key = visibleName(name).toLocaleLowerCase();
		if (children.some((c) => visibleName(c.name).toLocaleLowerCase() === key)) {
			return err('duplicate-name');
		}
		children.push({ name, colour: row.colour });
	}
	if (children.length === 0) return err('no-names');
	if (children.length > MAX_CHILDREN) return err('too-many-children');
	return ok(children);
}

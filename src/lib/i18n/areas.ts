// Every message area, each declared once: its name and, as its type, its English file (each other
// language's file is a `Translation` of it, so the typecheck demands every key). An area's file per
// language (`messages/<area>/<locale>.ts`) is its own chunk, loaded when a page or a panel asks for
// the area, in the reader's language only. A new area: its folder and one line here.
//
// The build (and Vitest) read this file through `messageAreas()` (vitePlugin.ts), which makes each
// area a module of its own, so a page carries the loaders of the areas it imports and no others
// (one module for all areas cost every page the loaders of all: / 45.9 -> 46.4 KB). As written
// here, it is the same areas from one glob.
import { defineArea, type Dictionary } from './define';

const FILES = import.meta.glob('./messages/*/*.ts');
const area = <T extends Dictionary>(name: string) =>
	defineArea<T>(
		name,
		Object.fromEntries(
			Object.entries(FILES)
				.filter(([path]) => path.startsWith(`./messages/${name}/`))
				.map(([path, load]) => [path.replace(`./messages/${name}/`, './'), load])
		)
	);

/**
 * Bean names as players know them from their cards (docs/rules.md#beans): base game EN (Rio Grande/AMIGO EN),
 * DE (AMIGO), FR (Gigamic); the AMIGO 1997 cards print the German names in every country (seed
 * 004, the French rules of that edition, use them), so that edition shows them in every language.
 * Rio Grande is an English edition: its German players know the AMIGO German names, shown in German. My First Bohnanza's German and French names are not known from any
 * source, so those languages show the English names; Rabohnzel is a German game and its cards
 * print German names, so every language shows those.
 */
export const beanNames = area<import('./messages/beanNames/en').Messages>('beanNames');

/** The beanometer calculator and the field checker. Every rule is explained in our own words. */
export const calculator = area<import('./messages/calculator/en').Messages>('calculator');

/** The shell, the home page and the settings page. */
export const common = area<import('./messages/common/en').Messages>('common');

/** Names of the editions (short for chips, long for titles) and of My First Bohnanza's steps. */
export const editions = area<import('./messages/editions/en').Messages>('editions');

/** The games list: its headings, statuses and summary, deleting, importing files (limits, merging)
 * and undo. Words it shares with the game screen are in `tracker`. */
export const games = area<import('./messages/games/en').Messages>('games');

/** Passing a game to another phone: sending it, receiving it, and two copies that went two ways
 * (docs/handoff.md). Loaded when one of these panels opens. */
export const handoff = area<import('./messages/handoff/en').Messages>('handoff');

/** The new-game form: the edition, the players, who starts or deals, the variants. */
export const newGame = area<import('./messages/newGame/en').Messages>('newGame');

/** The referee's page chrome ("Ask the referee"); the questions and answers live in src/lib/referee. */
export const referee = area<import('./messages/referee/en').Messages>('referee');

/** The statistics screen: figures, plots, and renaming or merging players. */
export const stats = area<import('./messages/stats/en').Messages>('stats');

/** Stored data the app cannot read back whole: damaged games in the list, a game that cannot be
 * opened, log entries left out of a game, finished games the statistics leave out. */
export const stored = area<import('./messages/stored/en').Messages>('stored');

/** The teach area: groups of children, the My First path, the turn coach and teach mode. */
export const teach = area<import('./messages/teach/en').Messages>('teach');

/**
 * Rule cards for children, in the app's own words: one card per My First step (its title is the step name in `editions`;
 * its sentences `<step>.1`, `<step>.2`, … in order) and one short card per rule
 * (`rule_<id>_title`, `rule_<id>`), shown by the turn coach the first time the rule matters.
 */
export const teachCards = area<import('./messages/teachCards/en').Messages>('teachCards');

/** The calculator's and field checker's headings and the labels of the play screen's tools sheet
 * (small, so the play screen loads them without the calculator's texts). */
export const tools = area<import('./messages/tools/en').Messages>('tools');

/** The game screen at its first paint, and the words it shares with the new-game form and the
 * games list (which add `newGame` and `games`); its panels shown later are in `trackerPanels`. */
export const tracker = area<import('./messages/tracker/en').Messages>('tracker');

/** The game screen's parts loaded after its first paint: the final harvest, the result, the game's
 * log (and the undo label's words), the checklist before the first turn and the spell cards
 * (Rabohnzel). */
export const trackerPanels = area<import('./messages/trackerPanels/en').Messages>('trackerPanels');

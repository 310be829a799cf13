// The layers' import limits are in the lint (eslint.config.js): a deliberately added import
// across any boundary fails, and the imports each layer needs pass.
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(code: string, filePath: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath });
	return (result?.messages ?? [])
		.filter((m) => m.ruleId?.startsWith('no-restricted-'))
		.map((m) => `${m.ruleId}: ${m.message}`);
}

const crossings: [string, string, string, RegExp][] = [
	[
		'a page imports storage',
		'src/routes/x/+page.ts',
		"import { loadGame } from '$lib/db/games';",
		/through src\/lib\/state/
	],
	[
		'a page imports Dexie',
		'src/routes/x/+page.ts',
		"import Dexie from 'dexie';",
		/src\/lib\/db only/
	],
	[
		'a component imports a storage type',
		'src/lib/components/x.ts',
		"import type { GameRecord } from '$lib/db/database';",
		/through src\/lib\/state/
	],
	[
		'state imports a component',
		'src/lib/state/x.ts',
		"import X from '$lib/components/X.svelte';",
		/no components/
	],
	[
		'storage imports state',
		'src/lib/db/x.ts',
		"import { storage } from '$lib/state/storage.svelte';",
		/storage only/
	],
	['storage imports messages', 'src/lib/db/x.ts', "import { t } from '$lib/i18n';", /storage only/],
	[
		'messages import state',
		'src/lib/i18n/x.ts',
		"import { settings } from '$lib/state/settings.svelte';",
		/no state/
	],
	[
		'messages import storage',
		'src/lib/i18n/x.ts',
		"import { readRecords } from '$lib/db/raw';",
		/no state, storage/
	],
	[
		'the tracker imports state',
		'src/lib/tracker/x.ts',
		"import { storage } from '$lib/state/storage.svelte';",
		/src\/lib\/tracker is pure/
	],
	[
		'the tracker imports teaching',
		'src/lib/tracker/x.ts',
		"import { coach } from '$lib/teach/coach';",
		/src\/lib\/tracker is pure/
	],
	['the tracker imports Svelte', 'src/lib/tracker/x.ts', "import { tick } from 'svelte';", /pure/],
	[
		'the tracker reads the clock',
		'src/lib/tracker/x.ts',
		'export const now = Date.now();',
		/Pass the time in/
	],
	[
		'teaching imports storage',
		'src/lib/teach/x.ts',
		"import { listGroups } from '$lib/db/groups';",
		/src\/lib\/teach is pure/
	],
	[
		'teaching uses a browser global',
		'src/lib/teach/x.ts',
		'export const lang = navigator.language;',
		/browser globals/
	],
	[
		'the rules import the tracker',
		'src/lib/rules/x.ts',
		"import { replay } from '$lib/tracker/game';",
		/pure/
	],
	[
		'the rules draw randomness',
		'src/lib/rules/x.ts',
		'export const r = Math.random();',
		/randomness/
	],
	[
		'the referee imports state',
		'src/lib/referee/x.ts',
		"import { storage } from '$lib/state/storage.svelte';",
		/data and search/
	],
	[
		'the rules import from outside their folder',
		'src/lib/rules/x.ts',
		"import { t } from '../i18n';",
		/only from its own folder/
	],
	[
		'the rules use a browser global',
		'src/lib/rules/x.ts',
		'export const w = window.innerWidth;',
		/No browser globals/
	],
	['the rules read the clock', 'src/lib/rules/x.ts', 'export const now = Date.now();', /time in/],
	[
		'the tracker imports from outside its folder',
		'src/lib/tracker/x.ts',
		"import { t } from '../i18n';",
		/src\/lib\/tracker is pure/
	],
	[
		'the tracker imports Dexie',
		'src/lib/tracker/x.ts',
		"import Dexie from 'dexie';",
		/src\/lib\/tracker is pure/
	],
	[
		'the tracker uses a browser global',
		'src/lib/tracker/x.ts',
		'export const store = localStorage;',
		/browser globals/
	],
	[
		'the tracker rolls dice',
		'src/lib/tracker/x.ts',
		'export const r = Math.random();',
		/randomness/
	],
	[
		'teaching imports state',
		'src/lib/teach/x.ts',
		"import { teachState } from '$lib/state/teach.svelte';",
		/src\/lib\/teach is pure/
	],
	[
		'teaching imports messages',
		'src/lib/teach/x.ts',
		"import { t } from '$lib/i18n';",
		/src\/lib\/teach is pure/
	],
	['teaching imports Svelte', 'src/lib/teach/x.ts', "import { tick } from 'svelte';", /pure/],
	['teaching reads the clock', 'src/lib/teach/x.ts', 'export const now = Date.now();', /time in/],
	['teaching rolls dice', 'src/lib/teach/x.ts', 'export const r = Math.random();', /randomness/],
	[
		'the hand-off imports storage',
		'src/lib/handoff/x.ts',
		"import { loadGame } from '$lib/db/games';",
		/src\/lib\/handoff is pure/
	],
	[
		'the hand-off imports state',
		'src/lib/handoff/x.ts',
		"import { storage } from '$lib/state/storage.svelte';",
		/src\/lib\/handoff is pure/
	],
	['the hand-off imports Svelte', 'src/lib/handoff/x.ts', "import { tick } from 'svelte';", /pure/],
	[
		'the hand-off uses the camera',
		'src/lib/handoff/x.ts',
		'export const c = navigator.mediaDevices;',
		/browser globals/
	],
	[
		'the hand-off reads the clock',
		'src/lib/handoff/x.ts',
		'export const t = Date.now();',
		/time in/
	],
	[
		'the referee imports storage',
		'src/lib/referee/x.ts',
		"import { loadGame } from '$lib/db/games';",
		/data and search/
	],
	[
		'the referee imports a component',
		'src/lib/referee/x.ts',
		"import X from '$lib/components/RulesAnswers.svelte';",
		/data and search/
	],
	[
		'the referee imports the framework',
		'src/lib/referee/x.ts',
		"import { page } from '$app/state';",
		/data and search/
	],
	['the referee imports Dexie', 'src/lib/referee/x.ts', "import Dexie from 'dexie';", /db only/],
	[
		'messages import a component',
		'src/lib/i18n/x.ts',
		"import X from '$lib/components/NameList.svelte';",
		/no state, storage or UI/
	],
	[
		'messages import the tracker',
		'src/lib/i18n/x.ts',
		"import { replay } from '$lib/tracker/game';",
		/no state, storage or UI/
	],
	[
		'messages import teaching',
		'src/lib/i18n/x.ts',
		"import { coachTurn } from '$lib/teach/coach';",
		/no state, storage or UI/
	],
	[
		'storage imports a component',
		'src/lib/db/x.ts',
		"import X from '$lib/components/NameList.svelte';",
		/storage only/
	],
	['storage imports Svelte', 'src/lib/db/x.ts', "import { tick } from 'svelte';", /storage only/],
	[
		'state imports a route',
		'src/lib/state/x.ts',
		"import { load } from '../../routes/+layout';",
		/no components, routes or \$app/
	],
	[
		'state imports $app',
		'src/lib/state/x.ts',
		"import { goto } from '$app/navigation';",
		/no components, routes or \$app/
	],
	['state imports Dexie', 'src/lib/state/x.ts', "import Dexie from 'dexie';", /db only/],
	[
		'a component imports Dexie',
		'src/lib/components/x.ts',
		"import { liveQuery } from 'dexie';",
		/db only/
	],
	[
		'a component imports a route',
		'src/lib/components/x.ts',
		"import { load } from '../../routes/+layout';",
		/import no routes/
	],
	[
		'a Svelte component imports storage',
		'src/lib/components/NameList.svelte',
		'<script lang="ts">\n\timport { loadGame } from \'$lib/db/games\';\n\tvoid loadGame;\n</script>\n',
		/through src\/lib\/state/
	],
	[
		'a Svelte page imports storage',
		'src/routes/+page.svelte',
		'<script lang="ts">\n\timport { listGroups } from \'$lib/db/groups\';\n\tvoid listGroups;\n</script>\n',
		/through src\/lib\/state/
	]
];

describe('an import across a boundary fails the lint', () => {
	test.each(crossings)(
		'%s (%s)',
		async (_name, path, code, message) => {
			const problems = await restricted(code, path);
			expect(problems.join('\n')).toMatch(message);
			// A .svelte file starts TypeScript's project service, which takes seconds on a busy machine.
		},
		30_000
	);
});

const allowed: [string, string, string][] = [
	[
		'a page reads state',
		'src/routes/x/+page.ts',
		"import { settings } from '$lib/state/settings.svelte';"
	],
	['state reads storage', 'src/lib/state/x.ts', "import { loadGame } from '$lib/db/games';"],
	['the tracker reads the rules', 'src/lib/tracker/x.ts', "import { rank } from '$lib/rules';"],
	[
		'teaching reads the tracker',
		'src/lib/teach/x.ts',
		"import { replay } from '$lib/tracker/game';"
	],
	[
		'storage reads the tracker summary',
		'src/lib/db/x.ts',
		"import { summaryOf } from '$lib/tracker/summary';"
	],
	['storage imports Dexie', 'src/lib/db/x.ts', "import Dexie from 'dexie';"],
	[
		'a component reads state',
		'src/lib/components/x.ts',
		"import { settings } from '$lib/state/settings.svelte';"
	],
	['teaching reads the rules', 'src/lib/teach/x.ts', "import { EDITION_IDS } from '$lib/rules';"],
	[
		'the hand-off reads the tracker',
		'src/lib/handoff/x.ts',
		"import { parseExport } from '$lib/tracker/exportFile';"
	],
	[
		'the hand-off compresses with the platform stream',
		'src/lib/handoff/x.ts',
		"export const s = new CompressionStream('deflate-raw');"
	],
	['messages read the rules', 'src/lib/i18n/x.ts', "import { EDITION_IDS } from '$lib/rules';"],
	['the referee reads the rules', 'src/lib/referee/x.ts', "import { setupFor } from '$lib/rules';"],
	['the rules import their own folder', 'src/lib/rules/x.ts', "import { ok } from './types';"]
];

describe('the imports each layer needs pass', () => {
	test.each(allowed)(
		'%s (%s)',
		async (_name, path, code) => {
			expect(await restricted(code, path)).toEqual([]);
		},
		30_000
	);
});

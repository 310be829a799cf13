// Vite plugin: makes each message area of areas.ts a module of its own. As written, areas.ts is one
// module, and a module goes whole into one chunk: every page would carry the loaders of every area.
// Here each `export const <name> = area<…>('<name>')` becomes a re-export of
// `virtual:message-area/<name>`, whose only code defines that area from its own folder's files;
// the bundler then puts an area's loader only where it is imported.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:message-area/';
const DEFINE = fileURLToPath(new URL('./define.ts', import.meta.url));
const AREAS = /\/src\/lib\/i18n\/areas\.ts$/;

/** areas.ts as re-exports of one module per area; throws where a line is not one area's. */
export function splitAreas(code: string): string {
	const exports = code.match(/^export .*$/gm) ?? [];
	return exports
		.map((line) => {
			const found = /^export const (\w+) = area<[^>]*>\('(\w+)'\);$/.exec(line);
			if (!found || found[1] !== found[2]) {
				throw new Error(`areas.ts: not one area's line (export const x = area<…>('x');): ${line}`);
			}
			return `export { default as ${found[1]} } from '${PREFIX}${found[1]}';\n`;
		})
		.join('');
}

/** The module of one area: its loader over its own folder's files (by path from there, `./en.ts`). */
export function areaModule(name: string): string {
	const folder = `/src/lib/i18n/messages/${name}/`;
	return (
		`import { defineArea } from ${JSON.stringify(DEFINE)};\n` +
		`export default /* @__PURE__ */ defineArea(${JSON.stringify(name)}, ` +
		`import.meta.glob(${JSON.stringify(`${folder}*.ts`)}, { base: ${JSON.stringify(folder)} }));\n`
	);
}

export function messageAreas(): Plugin {
	return {
		name: 'message-areas',
		enforce: 'pre',
		transform(code, id) {
			return AREAS.test(id.split('?')[0]!) ? { code: splitAreas(code), map: null } : undefined;
		},
		resolveId(id) {
			return id.startsWith(PREFIX) ? `\0${id}` : undefined;
		},
		load(id) {
			if (!id.startsWith(`\0${PREFIX}`)) return undefined;
			return { code: areaModule(id.slice(PREFIX.length + 1)), moduleSideEffects: false };
		}
	};
}

// The build-time search index of one language (see vitePlugin.ts): MiniSearch's JSON.
declare module 'virtual:referee-index/*' {
	const json: string;
	export default json;
	/** The stems of the language's bean names the index was built with (beans.ts). */
	export const beans: readonly string[];
}

// The build-time search index of one language (see vitePlugin.ts): MiniSearch's JSON.
declare module 'virtual:referee-index/*' {
	const json: string;
	export default json;
}

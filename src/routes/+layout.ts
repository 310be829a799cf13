// Every route is a prerendered shell rendered on the client: the app reads IndexedDB and the
// browser's language, neither of which exists at build time.
export const prerender = true;
export const ssr = false;
export const trailingSlash = 'never';

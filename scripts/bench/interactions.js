// Timings of what users do, measured inside the page. Each measurement returns rows of
// [name, value, budget, ok] for the table in scripts/bench.js.

/** @type {{ title: string, run: (browser: import('@playwright/test').Browser, base: string, budget: Record<string, number>) => Promise<[string, string, string, boolean | undefined][]> }[]} */
export const measurements = [];

// How fast the machine runs the browser, measured beside the app: the bench's timings are only
// comparable between runs whose machine figures agree (2026-11-30's machine ran every browser
// timing two to three times slower than the day before's, with the same Chromium). Two figures,
// neither budgeted: a fixed JS loop, and one small IndexedDB write committed, each a median.
import { median } from './stats.js';

const ms = (value) => `${value.toFixed(2)} ms`;

export async function machineSpeed(browser, base) {
	const context = await browser.newContext();
	const page = await context.newPage();
	// A page of the origin without the app: IndexedDB needs an origin, the app's storage is apart.
	await page.goto(`${base}/favicon.svg`);
	const { loop, commit } = await page.evaluate(async () => {
		const loops = [];
		for (let round = 0; round < 5; round++) {
			const start = performance.now();
			let sum = 0;
			for (let i = 0; i < 1e7; i++) sum += i % 7;
			loops.push(performance.now() - start + (sum < 0 ? 1 : 0));
		}
		const db = await new Promise((resolve, reject) => {
			const open = indexedDB.open('bench-machine', 1);
			open.onupgradeneeded = () => open.result.createObjectStore('writes');
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		const commits = [];
		for (let n = 0; n < 100; n++) {
			const start = performance.now();
			await new Promise((resolve, reject) => {
				const tx = db.transaction('writes', 'readwrite');
				tx.objectStore('writes').put({ n, at: start }, n % 10);
				tx.oncomplete = resolve;
				tx.onerror = () => reject(tx.error);
			});
			commits.push(performance.now() - start);
		}
		db.close();
		return { loop: loops, commit: commits };
	});
	await context.close();
	return [
		['a JS loop of 10^7 steps (median of 5)', ms(median(loop)), '', undefined],
		['one small IndexedDB write, committed (median of 100)', ms(median(commit)), '', undefined]
	];
}

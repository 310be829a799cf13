// The manifest's share_target (docs/handoff.md#the-game-file): another app shares a game file
// with Bean Referee, the browser posts it to /games/receive, and this part of the service worker
// (imported by the generated sw.js) keeps the file in Cache Storage and opens the games page,
// which imports it (src/lib/state/received.ts). Nothing is sent anywhere: there is no server.
const SHARED_CACHE = 'shared-games';

self.addEventListener('fetch', (event) => {
	const url = new URL(event.request.url);
	if (event.request.method !== 'POST' || url.pathname !== '/games/receive') return;
	event.respondWith(
		(async () => {
			try {
				const data = await event.request.formData();
				const cache = await caches.open(SHARED_CACHE);
				let n = 0;
				for (const file of data.getAll('game')) {
					if (typeof file === 'string') continue;
					n += 1;
					await cache.put(`/shared-game/${Date.now()}-${n}`, new Response(file));
				}
			} catch {
				// A post that is not a form opens the games page with nothing to import.
			}
			return Response.redirect('/games?shared', 303);
		})()
	);
});

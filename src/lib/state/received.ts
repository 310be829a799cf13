// Game files the system hands to the app (docs/handoff.md#the-game-file): shared to it from
// another app (the manifest's share_target: the service worker, static/share-target.js, keeps the
// posted files in Cache Storage and opens /games?shared) or opened with it (file_handlers: the
// files arrive through the launch queue). Loaded only when either may have happened.

/** The cache the service worker puts shared files in (static/share-target.js names it too). */
export const SHARED_CACHE = 'shared-games';

/** The files shared to the app and not yet taken, oldest first; each is taken once. */
export async function takeSharedFiles(): Promise<Blob[]> {
	if (typeof caches === 'undefined') return [];
	const cache = await caches.open(SHARED_CACHE);
	const files: Blob[] = [];
	for (const request of await cache.keys()) {
		const response = await cache.match(request);
		if (response) files.push(await response.blob());
		await cache.delete(request);
	}
	return files;
}

interface LaunchParams {
	readonly files?: readonly { getFile(): Promise<File> }[];
}
interface LaunchQueue {
	setConsumer(consumer: (params: LaunchParams) => void): void;
}

/** Calls `take` with the files the app is opened with (file_handlers), where the browser has a
 * launch queue. */
export function onOpenedFiles(take: (files: File[]) => void): void {
	const queue = (window as { launchQueue?: LaunchQueue }).launchQueue;
	queue?.setConsumer((params) => {
		void Promise.all((params.files ?? []).map((handle) => handle.getFile())).then((files) => {
			if (files.length > 0) take(files);
		});
	});
}

// Sends a game file through the system share sheet (Web Share with a file), or offers it as a
// download where the browser cannot share files (desktop Chromium on Linux, Firefox).
import { downloadText } from '../download';

/** How sending went. */
export type SendOutcome = 'shared' | 'downloaded' | 'cancelled';

/** The file for the share sheet: as JSON where the browser shares that type, else as plain text
 * (Chromium's share sheet takes .txt, not .json); null where it shares neither. */
function shareable(fileName: string, text: string): File | null {
	if (typeof navigator.canShare !== 'function') return null;
	for (const [name, type] of [
		[fileName, 'application/json'],
		[fileName.replace(/\.json$/, '.txt'), 'text/plain']
	] as const) {
		const file = new File([text], name, { type });
		if (navigator.canShare({ files: [file] })) return file;
	}
	return null;
}

/** Shares the text as a file, or downloads it. Closing the share sheet is `cancelled`; a share
 * that fails otherwise falls back to the download. */
export async function sendFile(fileName: string, text: string): Promise<SendOutcome> {
	const file = shareable(fileName, text);
	if (file) {
		try {
			await navigator.share({ files: [file] });
			return 'shared';
		} catch (error) {
			if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
		}
	}
	downloadText(fileName, text);
	return 'downloaded';
}

/** A file name like bean-referee-game-2025-05-03-1432.json for the local time. */
export function gameFileName(now: Date): string {
	const pad = (n: number) => String(n).padStart(2, '0');
	const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
	return `bean-referee-game-${day}-${pad(now.getHours())}${pad(now.getMinutes())}.json`;
}

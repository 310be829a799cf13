// Shares a finished game's result (docs/handoff.md#sharing-the-result): the winner and the ranking
// as text and as a picture drawn on a canvas, in the words the result panel passes in (the
// reader's language), through the system share sheet (with the picture where the browser shares
// files), else copied to the clipboard. Loaded with the result panel, and the picture drawn while
// the result shows (prepareShare), so the tap shares at once (sharePrepared): WebKit lets navigator.share and
// navigator.clipboard.writeText run only within the tap's activation, which an import or a
// canvas's toBlob between the tap and the call loses (NotAllowedError).

/** What the result says, already in the reader's language. */
export interface ResultCard {
	/** "Bohnanza (AMIGO, current edition): the result". */
	readonly title: string;
	/** The winner line, and how a tie was decided where it was. */
	readonly headline: readonly string[];
	/** One line per player, in ranking order ("1st Ana: 14 coins"); the winners first. */
	readonly rows: readonly string[];
	/** How many rows are winners (drawn in the accent colour). */
	readonly winners: number;
	/** The app's name, at the foot. */
	readonly from: string;
	/** The picture's file name. */
	readonly fileName: string;
}

/** How sharing went. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The result as plain text, for a message. */
export function resultText(card: ResultCard): string {
	return [card.title, ...card.headline, '', ...card.rows, '', card.from].join('\n');
}

const WIDTH = 1080;
const PAD = 72;
const FONT = 'system-ui, "Segoe UI", Roboto, sans-serif';

/** Lines of at most `width` pixels in the context's font, broken between words. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(' ')) {
		const next = line ? `${line} ${word}` : word;
		if (line && context.measureText(next).width > width) {
			lines.push(line);
			line = word;
		} else line = next;
	}
	if (line) lines.push(line);
	return lines;
}

/** The result drawn as a PNG picture, 1080 pixels wide. */
export async function resultPicture(card: ResultCard): Promise<Blob | null> {
	const canvas = document.createElement('canvas');
	const context = canvas.getContext('2d');
	if (!context) return null;
	const text = WIDTH - 2 * PAD;
	// Lay out first (the height depends on the wrapped lines), then draw.
	const blocks: { font: string; colour: string; lines: string[]; gap: number }[] = [];
	const block = (font: string, colour: string, line: string, gap: number) => {
		context.font = font;
		blocks.push({ font, colour, lines: wrap(context, line, text), gap });
	};
	block(`600 40px ${FONT}`, '#4a5a40', card.title, 24);
	card.headline.forEach((line, i) =>
		block(i === 0 ? `800 60px ${FONT}` : `600 40px ${FONT}`, '#1f5f2a', line, 24)
	);
	card.rows.forEach((row, i) =>
		block(`${i < card.winners ? 800 : 500} 46px ${FONT}`, '#1b1b1b', row, i === 0 ? 40 : 12)
	);
	block(`500 32px ${FONT}`, '#5b6257', card.from, 48);
	const lineHeight = (font: string) => Number(/(\d+)px/.exec(font)![1]) * 1.25;
	const height =
		2 * PAD + blocks.reduce((sum, b) => sum + b.gap + b.lines.length * lineHeight(b.font), 0);
	canvas.width = WIDTH;
	canvas.height = Math.ceil(height);
	context.fillStyle = '#f7f3e6';
	context.fillRect(0, 0, WIDTH, canvas.height);
	context.fillStyle = '#1f5f2a';
	context.fillRect(0, 0, WIDTH, 16);
	context.textBaseline = 'top';
	let y = PAD;
	for (const b of blocks) {
		y += b.gap;
		context.font = b.font;
		context.fillStyle = b.colour;
		for (const line of b.lines) {
			context.fillText(line, PAD, y);
			y += lineHeight(b.font);
		}
	}
	return new Promise((done) => canvas.toBlob(done, 'image/png'));
}

/** The result ready to share: its text, and its picture where the browser shares files. */
export interface PreparedShare {
	readonly title: string;
	readonly text: string;
	readonly files?: readonly File[];
}

/** Makes the result ready to share before the tap: the text, and where the browser can share
 * files, the picture (drawn only there: a browser without navigator.share copies the text). */
export async function prepareShare(card: ResultCard): Promise<PreparedShare> {
	const prepared = { title: card.title, text: resultText(card) };
	if (typeof navigator.share !== 'function') return prepared;
	const picture = await resultPicture(card).catch(() => null);
	if (!picture) return prepared;
	const file = new File([picture], card.fileName, { type: 'image/png' });
	return navigator.canShare?.({ files: [file] }) ? { ...prepared, files: [file] } : prepared;
}

/** Shares what prepareShare made: text and picture where the browser shares files, the text alone
 * where it shares only text, else copies the text. Closing the share sheet is `cancelled`.
 * Called straight from the tap's handler, it calls navigator.share or clipboard.writeText before
 * it awaits anything, within the tap's activation. */
export async function sharePrepared(prepared: PreparedShare): Promise<ShareOutcome> {
	const { title, text, files } = prepared;
	if (typeof navigator.share === 'function') {
		try {
			await navigator.share({ title, text, ...(files ? { files: [...files] } : {}) });
			return 'shared';
		} catch (error) {
			if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
		}
	}
	try {
		await navigator.clipboard.writeText(text);
		return 'copied';
	} catch {
		return 'failed';
	}
}

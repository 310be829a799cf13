// A hand-off's text cut into numbered frames, one per QR code, and the collector that puts them
// back together in any order. Every part of a frame is in the QR alphanumeric set (Base45's):
//
//   BR1/<transfer>/<part>/<parts>/<check>/<data>
//
// `BR` says it is a Bean Referee hand-off and `1` its version (HANDOFF_VERSION); `transfer` is the
// CRC-32 of the whole text (8 hex digits), so frames of two games never mix and the joined text is
// checked once more; `check` is the CRC-32 of the frame's other parts, so a misread frame is
// refused alone. docs/handoff.md describes the format.

/** The version of the frames and what they carry. A frame of a higher one is from a newer app. */
export const HANDOFF_VERSION = 1;

/** Why a code or a transfer cannot be read. */
export type FrameError =
	/** Not a hand-off code at all (a web address, a ticket, another app's code). */
	| 'not-a-game'
	/** A hand-off from a newer version of the app. */
	| 'newer-version'
	/** A code that is a hand-off but was misread or changed. */
	| 'damaged'
	/** Frames are missing. */
	| 'incomplete'
	/** A frame of another game than the one being collected (ignored). */
	| 'other-game';

const FRAME = /^BR(\d+)\/([0-9A-F]{8})\/(\d{1,4})\/(\d{1,4})\/([0-9A-F]{8})\/(.*)$/s;

const TABLE = (() => {
	const table = new Uint32Array(256);
	for (let n = 0; n < 256; n++) {
		let c = n;
		for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
		table[n] = c >>> 0;
	}
	return table;
})();

/** CRC-32 (the one of zip and PNG) of a text's UTF-16 code units below 256 (frames are ASCII),
 * as 8 upper-case hex digits. */
export function crc32(text: string): string {
	let crc = 0xffffffff;
	for (let i = 0; i < text.length; i++) {
		crc = TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
	}
	return ((crc ^ 0xffffffff) >>> 0).toString(16).toUpperCase().padStart(8, '0');
}

/** Characters of data per frame: a QR code of version 10 at error correction M (311 alphanumeric
 * characters) holds one frame with its header (at most 32 characters), small enough to scan
 * across a table. */
export const FRAME_DATA = 270;

/** The most frames a transfer may have (four digits in the header). */
export const MAX_FRAMES = 9999;

/** The text cut into frames of at most `size` characters of data each. */
export function toFrames(text: string, size = FRAME_DATA): string[] {
	const transfer = crc32(text);
	const parts = Math.max(1, Math.ceil(text.length / size));
	if (parts > MAX_FRAMES) throw new RangeError('too many frames');
	const frames: string[] = [];
	for (let i = 0; i < parts; i++) {
		const body = `${transfer}/${i + 1}/${parts}`;
		const data = text.slice(i * size, (i + 1) * size);
		frames.push(`BR${HANDOFF_VERSION}/${body}/${crc32(`${body}/${data}`)}/${data}`);
	}
	return frames;
}

/** One frame read back. */
export interface Frame {
	readonly transfer: string;
	readonly part: number;
	readonly parts: number;
	readonly data: string;
}

/** Reads one code's text as a frame. */
export function parseFrame(
	code: string
): { ok: true; value: Frame } | { ok: false; error: FrameError } {
	if (!/^BR\d/.test(code)) return { ok: false, error: 'not-a-game' };
	const match = FRAME.exec(code);
	if (match && Number(match[1]) > HANDOFF_VERSION) return { ok: false, error: 'newer-version' };
	if (!match || Number(match[1]) !== HANDOFF_VERSION) return { ok: false, error: 'damaged' };
	const [, , transfer, part, parts, check, data] = match as unknown as string[];
	if (crc32(`${transfer}/${part}/${parts}/${data}`) !== check) {
		return { ok: false, error: 'damaged' };
	}
	const frame = { transfer: transfer!, part: Number(part), parts: Number(parts), data: data! };
	if (frame.parts < 1 || frame.part < 1 || frame.part > frame.parts) {
		return { ok: false, error: 'damaged' };
	}
	return { ok: true, value: frame };
}

/** What the collector says after a code. */
export type CollectStatus =
	/** Frames so far of the game whose code was read last (`received` of `total`, the parts still
	 * `missing`, 1-based); `fresh`: this code brought a new one. */
	| {
			readonly kind: 'progress';
			readonly received: number;
			readonly total: number;
			readonly missing: readonly number[];
			fresh: boolean;
	  }
	/** Every frame is in and the joined text checks out. */
	| { readonly kind: 'complete'; readonly text: string; readonly total: number }
	/** This code was refused (the frames collected so far stay). */
	| { readonly kind: 'refused'; readonly error: FrameError };

/** The most games whose frames a collector keeps at once (the oldest seen is dropped). */
export const KEPT_TRANSFERS = 4;

interface Transfer {
	readonly total: number;
	// Frame data by part number (1-based), within this collector only.
	readonly parts: Map<number, string>;
}

/** Collects the frames of a game in any order; repeats are ignored, a damaged frame is refused
 * (the others stay). Codes of another game never lock it: it keeps the frames of each game seen
 * (up to KEPT_TRANSFERS) and follows the game whose code was read last, so it finishes whichever
 * game's codes all arrive, the first one too once its missing codes come back. */
export class FrameCollector {
	// The games seen, by transfer, in the order last seen (a Map keeps insertion order).
	private readonly transfers = new Map<string, Transfer>();
	private current: string | null = null;
	private done: { text: string; total: number } | null = null;

	/** Takes one code's text. */
	add(code: string): CollectStatus {
		const parsed = parseFrame(code);
		if (!parsed.ok) return { kind: 'refused', error: parsed.error };
		const frame = parsed.value;
		if (this.done !== null) return { kind: 'complete', ...this.done };
		let transfer = this.transfers.get(frame.transfer);
		if (transfer && frame.parts !== transfer.total) return { kind: 'refused', error: 'damaged' };
		transfer ??= { total: frame.parts, parts: new Map() };
		// Last seen last; the oldest game is dropped beyond KEPT_TRANSFERS.
		this.transfers.delete(frame.transfer);
		this.transfers.set(frame.transfer, transfer);
		if (this.transfers.size > KEPT_TRANSFERS) {
			this.transfers.delete(this.transfers.keys().next().value!);
		}
		this.current = frame.transfer;
		const fresh = !transfer.parts.has(frame.part);
		transfer.parts.set(frame.part, frame.data);
		if (transfer.parts.size < transfer.total) {
			return {
				kind: 'progress',
				received: transfer.parts.size,
				total: transfer.total,
				missing: this.missing(),
				fresh
			};
		}
		let text = '';
		for (let part = 1; part <= transfer.total; part++) text += transfer.parts.get(part)!;
		if (crc32(text) !== frame.transfer) {
			// The frames each checked out but do not make the text they announced: that game
			// starts again.
			this.transfers.delete(frame.transfer);
			this.current = null;
			return { kind: 'refused', error: 'damaged' };
		}
		this.done = { text, total: transfer.total };
		return { kind: 'complete', text, total: transfer.total };
	}

	/** The parts still missing (1-based) of the game whose code was read last, none before the
	 * first frame. */
	missing(): number[] {
		const transfer = this.current === null ? undefined : this.transfers.get(this.current);
		if (!transfer) return [];
		const missing: number[] = [];
		for (let part = 1; part <= transfer.total; part++) {
			if (!transfer.parts.has(part)) missing.push(part);
		}
		return missing;
	}

	/** Forgets every frame. */
	reset(): void {
		this.transfers.clear();
		this.current = null;
		this.done = null;
	}
}

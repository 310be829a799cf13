// A game to frames and back: its payload (payload.ts) compressed with raw DEFLATE, written in
// Base45 and cut into frames (frames.ts).
import type { ExportedGame } from '$lib/tracker/exportFile';
import { fromBase45, toBase45 } from './base45';
import { deflateRaw, inflateRaw } from './compress';
import { FRAME_DATA, toFrames, type FrameError } from './frames';
import { gameOfPayload, payloadText } from './payload';

/** The Base45 text that carries one game. */
export async function handoffText(game: ExportedGame): Promise<string> {
	return toBase45(await deflateRaw(new TextEncoder().encode(payloadText(game))));
}

/** The game's frames, `size` characters of data each. */
export async function gameFrames(game: ExportedGame, size = FRAME_DATA): Promise<string[]> {
	return toFrames(await handoffText(game), size);
}

/** The game a collected text carries; 'damaged' when it does not decode, inflate and check out
 * as a game. */
export async function gameOfText(
	text: string
): Promise<{ ok: true; value: ExportedGame } | { ok: false; error: FrameError }> {
	const bytes = fromBase45(text);
	if (!bytes.ok) return { ok: false, error: 'damaged' };
	const inflated = await inflateRaw(bytes.value);
	if (!inflated) return { ok: false, error: 'damaged' };
	let json: string;
	try {
		json = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
	} catch {
		return { ok: false, error: 'damaged' };
	}
	const game = gameOfPayload(json);
	return game ? { ok: true, value: game } : { ok: false, error: 'damaged' };
}

// Raw DEFLATE (RFC 1951) through the platform's CompressionStream. Every browser the app runs in
// has it with 'deflate-raw' (Chromium 103, Safari 16.4, Firefox 113: older than the CSS the app
// already needs, light-dark()), and Node 20 has it, so no library is shipped for it.

/** Largest inflated size accepted: far above any game's log (a 200-turn game is some 30 KB of
 * JSON), so a tiny hostile code cannot make the phone inflate gigabytes. */
export const MAX_INFLATED_BYTES = 4 * 1024 * 1024;

async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
	const reader = stream.getReader();
	const parts: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.length;
		if (size > limit) {
			await reader.cancel();
			throw new RangeError('inflated data too large');
		}
		parts.push(value);
	}
	const bytes = new Uint8Array(size);
	let at = 0;
	for (const part of parts) {
		bytes.set(part, at);
		at += part.length;
	}
	return bytes;
}

function through(bytes: Uint8Array, transform: TransformStream<BufferSource, Uint8Array>) {
	return new Blob([bytes as BlobPart]).stream().pipeThrough(transform);
}

/** The bytes compressed with raw DEFLATE. */
export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
	return collect(through(bytes, new CompressionStream('deflate-raw')), Infinity);
}

/** The bytes inflated; null when they are not raw DEFLATE data or inflate past `limit`. */
export async function inflateRaw(
	bytes: Uint8Array,
	limit = MAX_INFLATED_BYTES
): Promise<Uint8Array | null> {
	try {
		return await collect(through(bytes, new DecompressionStream('deflate-raw')), limit);
	} catch {
		return null;
	}
}

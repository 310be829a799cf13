// A video for Chromium's fake camera (`--use-file-for-fake-video-capture=<file>.y4m`) made from
// pictures, without ffmpeg: a YUV4MPEG2 header, then per video frame `FRAME` and the picture in
// planar I420 (Y at full size, then U and V at half size each way), BT.601 studio range. Each
// picture is scaled to fit (nearest neighbour, so a QR code's modules stay sharp) and centred on
// white. tests/e2e/handoff-scan.spec.ts feeds a phone's code screenshots to another phone's camera.

/** RGBA pixels, as `ImageData` holds them. */
export interface Picture {
	readonly width: number;
	readonly height: number;
	readonly data: Uint8Array | Uint8ClampedArray;
}

export interface VideoOptions {
	/** The video's size in pixels (even numbers: I420 halves them). */
	readonly width: number;
	readonly height: number;
	/** Video frames a second. */
	readonly fps: number;
	/** Video frames each picture stays. */
	readonly hold: number;
	/** The picture's share of the shorter side (1: edge to edge). */
	readonly fill?: number;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** One picture as an I420 frame of the video's size. */
function i420(picture: Picture, { width, height, fill = 1 }: VideoOptions): Uint8Array {
	const scale = (Math.min(width, height) * fill) / Math.max(picture.width, picture.height);
	const shownW = Math.floor(picture.width * scale);
	const shownH = Math.floor(picture.height * scale);
	const left = Math.floor((width - shownW) / 2);
	const top = Math.floor((height - shownH) / 2);
	const frame = new Uint8Array((width * height * 3) / 2);
	const uOffset = width * height;
	const vOffset = uOffset + (width * height) / 4;
	const rgb = (x: number, y: number): [number, number, number] => {
		const px = x - left;
		const py = y - top;
		if (px < 0 || py < 0 || px >= shownW || py >= shownH) return [255, 255, 255];
		const sx = Math.min(picture.width - 1, Math.floor(px / scale));
		const sy = Math.min(picture.height - 1, Math.floor(py / scale));
		const i = (sy * picture.width + sx) * 4;
		const alpha = picture.data[i + 3]! / 255;
		// Transparent parts show the white behind them.
		const over = (c: number) => c * alpha + 255 * (1 - alpha);
		return [over(picture.data[i]!), over(picture.data[i + 1]!), over(picture.data[i + 2]!)];
	};
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const [r, g, b] = rgb(x, y);
			frame[y * width + x] = clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
			if (x % 2 === 0 && y % 2 === 0) {
				const c = (y / 2) * (width / 2) + x / 2;
				frame[uOffset + c] = clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
				frame[vOffset + c] = clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
			}
		}
	}
	return frame;
}

/** The pictures as a .y4m video, each held `hold` frames. */
export function y4m(pictures: readonly Picture[], options: VideoOptions): Uint8Array {
	const { width, height, fps, hold } = options;
	if (width % 2 || height % 2) throw new RangeError('I420 needs an even width and height');
	const header = new TextEncoder().encode(
		`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`
	);
	const marker = new TextEncoder().encode('FRAME\n');
	const frames = pictures.map((picture) => i420(picture, options));
	const size = header.length + frames.length * hold * (marker.length + frames[0]!.length);
	const video = new Uint8Array(size);
	video.set(header, 0);
	let at = header.length;
	for (const frame of frames) {
		for (let i = 0; i < hold; i++) {
			video.set(marker, at);
			video.set(frame, at + marker.length);
			at += marker.length + frame.length;
		}
	}
	return video;
}

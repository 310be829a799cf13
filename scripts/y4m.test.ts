import { describe, expect, it } from 'vitest';
import { y4m, type Picture } from './y4m';

/** A picture of one colour. */
const plain = (width: number, height: number, [r, g, b, a]: number[]): Picture => ({
	width,
	height,
	data: Uint8Array.from({ length: width * height * 4 }, (_, i) => [r, g, b, a][i % 4]!)
});

describe('y4m', () => {
	it('writes the header, then FRAME and Y, U, V planes for every frame held', () => {
		const video = y4m([plain(2, 2, [0, 0, 0, 255]), plain(2, 2, [255, 255, 255, 255])], {
			width: 4,
			height: 2,
			fps: 8,
			hold: 3
		});
		const header = 'YUV4MPEG2 W4 H2 F8:1 Ip A1:1 C420jpeg\n';
		const text = new TextDecoder('latin1').decode(video);
		expect(text.startsWith(header)).toBe(true);
		const frameSize = 'FRAME\n'.length + 4 * 2 + 2 * (2 * 1);
		expect(video.length).toBe(header.length + 6 * frameSize);
		expect(text.split('FRAME\n')).toHaveLength(7);
		// First frame: a black square centred on white (studio range: black 16, white 235).
		const first = video.subarray(header.length + 6, header.length + frameSize);
		expect([...first.subarray(0, 8)]).toEqual([235, 16, 16, 235, 235, 16, 16, 235]);
		// No colour in grey: U and V at 128.
		expect([...first.subarray(8)]).toEqual([128, 128, 128, 128]);
		// Fourth frame: the white picture.
		const fourth = video.subarray(header.length + 3 * frameSize + 6, header.length + 4 * frameSize);
		expect([...fourth.subarray(0, 8)]).toEqual(Array(8).fill(235));
	});

	it('scales with the nearest pixel, keeps the aspect ratio, and shows transparency as white', () => {
		// 2x1: left black, right transparent; scaled into 8x4 it is 8x4 with 4 black columns.
		const picture: Picture = { width: 2, height: 1, data: Uint8Array.of(0, 0, 0, 255, 0, 0, 0, 0) };
		const video = y4m([picture], { width: 8, height: 4, fps: 1, hold: 1, fill: 1 });
		const start = video.indexOf(0x0a) + 1 + 6;
		const rows = [0, 1, 2, 3].map((y) => [...video.subarray(start + y * 8, start + y * 8 + 8)]);
		// Half the shorter side's height: the picture is 4 wide and 2 high, centred.
		expect(rows[0]).toEqual(Array(8).fill(235));
		expect(rows[1]).toEqual([235, 235, 16, 16, 235, 235, 235, 235]);
		expect(rows[2]).toEqual([235, 235, 16, 16, 235, 235, 235, 235]);
		expect(rows[3]).toEqual(Array(8).fill(235));
	});

	it('refuses an odd size', () => {
		expect(() =>
			y4m([plain(1, 1, [0, 0, 0, 255])], { width: 3, height: 2, fps: 1, hold: 1 })
		).toThrow(RangeError);
	});
});

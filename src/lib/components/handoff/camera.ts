// The camera and a QR reader for scanning a game (docs/handoff.md#scanning): the browser's
// BarcodeDetector where it reads QR codes (Android, macOS), else the `qr` library's decoder,
// loaded only when scanning starts.

/** Why the camera cannot be used. */
export type CameraError = 'camera-refused' | 'camera-missing';

/** Opens the back camera (any camera where there is none) into the video element. */
export async function openCamera(
	video: HTMLVideoElement
): Promise<{ ok: true; stop: () => void } | { ok: false; error: CameraError }> {
	if (!navigator.mediaDevices?.getUserMedia) return { ok: false, error: 'camera-missing' };
	let stream: MediaStream;
	try {
		stream = await navigator.mediaDevices.getUserMedia({
			video: { facingMode: 'environment' },
			audio: false
		});
	} catch (error) {
		const name = error instanceof DOMException ? error.name : '';
		return {
			ok: false,
			error:
				name === 'NotAllowedError' || name === 'SecurityError' ? 'camera-refused' : 'camera-missing'
		};
	}
	video.srcObject = stream;
	await video.play().catch(() => {});
	return { ok: true, stop: () => stream.getTracks().forEach((track) => track.stop()) };
}

/** Reads the QR codes in a video's current picture. */
export type Reader = (video: HTMLVideoElement) => Promise<string[]>;

interface Detector {
	detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
	new (options: { formats: string[] }): Detector;
	getSupportedFormats?(): Promise<string[]>;
}

/** Which reader this browser gets: its own detector, or the library's. */
export type ReaderKind = 'detector' | 'library';

/** The reader for this browser. */
export async function qrReader(): Promise<{ kind: ReaderKind; read: Reader }> {
	const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
	const formats: string[] = (await Detector?.getSupportedFormats?.().catch(() => [])) ?? [];
	if (Detector && formats.includes('qr_code')) {
		const detector = new Detector({ formats: ['qr_code'] });
		return {
			kind: 'detector',
			read: async (video) => (await detector.detect(video)).map((code) => code.rawValue)
		};
	}
	const { default: decodeQR } = await import('qr/decode.js');
	const canvas = document.createElement('canvas');
	const context = canvas.getContext('2d', { willReadFrequently: true })!;
	return {
		kind: 'library',
		read: async (video) => {
			const { videoWidth: width, videoHeight: height } = video;
			if (width === 0 || height === 0) return [];
			canvas.width = width;
			canvas.height = height;
			context.drawImage(video, 0, 0, width, height);
			try {
				return [decodeQR(context.getImageData(0, 0, width, height))];
			} catch {
				// No code in this picture: the next one is read.
				return [];
			}
		}
	};
}

/**
 * The camera side of the scanner: the rear camera's stream, a reader of EAN-13/EAN-8/UPC-A (the browser's own
 * BarcodeDetector where it has one, else @zxing/browser, fetched only now), and the torch where the camera has one.
 */

import type { MessageKey } from '../../i18n/catalog';

export type CameraProblem = 'no-camera' | 'denied' | 'in-use' | 'unsupported' | 'failed';

/** What the scanner says for each problem: its words are the language's (issue 38), read with `t`. */
export const cameraProblemKey = {
  'no-camera': 'scanner.cameraNoCamera',
  denied: 'scanner.cameraDenied',
  'in-use': 'scanner.cameraInUse',
  unsupported: 'scanner.cameraUnsupported',
  failed: 'scanner.cameraFailed',
} as const satisfies Record<CameraProblem, MessageKey>;

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  return 'failed';
}

export async function openRearCamera(): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    throw Object.assign(new Error('no mediaDevices'), { name: 'Unsupported' });
  return navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' } } });
}

/** Every track stopped: the camera light goes off and another app may use it. */
export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

export function hasTorch(stream: MediaStream): boolean {
  const track = stream.getVideoTracks()[0];
  return Boolean(track && typeof track.getCapabilities === 'function' && (track.getCapabilities() as TorchCapabilities).torch);
}

export async function setTorch(stream: MediaStream, on: boolean): Promise<void> {
  const track = stream.getVideoTracks()[0];
  await track?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

/** Stops reading frames; the stream itself is stopped by its owner. */
export type StopReading = () => void;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const retailFormats = ['ean_13', 'ean_8', 'upc_a'];
/** A frame every 150 ms: quick enough to feel instant, light enough for a phone's battery. */
const frameInterval = 150;

async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch((): string[] => []);
  const formats = retailFormats.filter((format) => supported.includes(format));
  return formats.length === 0 ? null : new Detector({ formats });
}

/** Reads the video continuously and calls onCode with every code read (the caller checks the digits). */
export async function readCodes(video: HTMLVideoElement, onCode: (text: string) => void): Promise<StopReading> {
  const native = await nativeDetector();
  if (native) {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (stopped) return;
      if (video.readyState >= 2) {
        const found = await native.detect(video).catch(() => []);
        for (const barcode of found) onCode(barcode.rawValue);
      }
      if (!stopped) timer = setTimeout(() => void tick(), frameInterval);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }
  const { BrowserMultiFormatOneDReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatOneDReader(undefined, { delayBetweenScanAttempts: frameInterval });
  const controls = await reader.decodeFromVideoElement(video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}

import type { PhotoAnswer } from './photo.worker';

/**
 * A chosen photo drawn on a canvas, at most `maxSide` pixels on its long side (a 12 MP phone photo scaled to 1,600
 * picks the same averaged colours and keeps the pixels small). Decoded, scaled and read in a worker: on the page,
 * drawing a 12 MP photo down is one task of hundreds of ms, which freezes taps (bench/web/palette.bench.ts). Stays
 * on the device: nothing is uploaded.
 */
export async function drawPhoto(file: Blob, canvas: HTMLCanvasElement, maxSide = 1600): Promise<ImageData> {
  const pixels = typeof OffscreenCanvas === 'undefined' ? await scaledOnThePage(file, maxSide) : await scaledInWorker(file, maxSide);
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.putImageData(pixels, 0, 0);
  return pixels;
}

async function scaledInWorker(file: Blob, maxSide: number): Promise<ImageData> {
  const worker = new Worker(new URL('./photo.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ImageData>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<PhotoAnswer>) =>
        event.data.kind === 'done' ? resolve(event.data.pixels) : reject(new Error('not a photo'));
      worker.onerror = () => reject(new Error('not a photo'));
      worker.postMessage({ file, maxSide });
    });
  } finally {
    worker.terminate();
  }
}

/** Browsers without OffscreenCanvas (Safari before 16.4) draw the photo down on the page, as before the worker. */
async function scaledOnThePage(file: Blob, maxSide: number): Promise<ImageData> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** Where a pointer is on the canvas, in the canvas's own pixels (it is drawn scaled to the screen's width). */
export function canvasPoint(canvas: HTMLCanvasElement, clientX: number, clientY: number): { x: number; y: number } {
  const rect = canvas.getBoundingClientRect();
  return {
    x: ((clientX - rect.left) * canvas.width) / rect.width,
    y: ((clientY - rect.top) * canvas.height) / rect.height,
  };
}

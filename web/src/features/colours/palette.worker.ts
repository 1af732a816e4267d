/// <reference lib="webworker" />
import { dominantColours, type PaletteColour } from '@paintforge/sync-protocol/colour-studio';

/** What the page and the palette worker say to each other (palette-section.tsx). */
export type PaletteAnswer = { kind: 'done'; colours: PaletteColour[] } | { kind: 'failed' };

// The photo is decoded and scaled here too, not on the page: a 12 MP photo's decode and k-means never block a tap.
const side = 400;

self.onmessage = async (event: MessageEvent<{ file: Blob }>) => {
  try {
    const bitmap = await createImageBitmap(event.data.file);
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    self.postMessage({ kind: 'done', colours: dominantColours(pixels) } satisfies PaletteAnswer);
  } catch {
    self.postMessage({ kind: 'failed' } satisfies PaletteAnswer);
  }
};

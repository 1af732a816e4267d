/// <reference lib="webworker" />
import { scaledPixels } from './scaled-photo';

/** What the page and the photo worker say to each other (photo-canvas.ts). */
export type PhotoAnswer = { kind: 'done'; pixels: ImageData } | { kind: 'failed' };

self.onmessage = async (event: MessageEvent<{ file: Blob; maxSide: number }>) => {
  try {
    const pixels = await scaledPixels(event.data.file, event.data.maxSide);
    // Handed over, not copied: the page gets the 1,600 px photo's bytes at no cost.
    self.postMessage({ kind: 'done', pixels } satisfies PhotoAnswer, [pixels.data.buffer]);
  } catch {
    self.postMessage({ kind: 'failed' } satisfies PhotoAnswer);
  }
};

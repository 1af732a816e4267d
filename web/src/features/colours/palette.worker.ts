/// <reference lib="webworker" />
import { dominantColours, type PaletteColour } from '@paintforge/sync-protocol/colour-studio';
import { scaledPixels } from './scaled-photo';

/** What the page and the palette worker say to each other (palette-section.tsx). */
export type PaletteAnswer = { kind: 'done'; colours: PaletteColour[] } | { kind: 'failed' };

// The photo is decoded and scaled here too, not on the page: a 12 MP photo's decode and k-means never block a tap.
const side = 400;

self.onmessage = async (event: MessageEvent<{ file: Blob }>) => {
  try {
    self.postMessage({ kind: 'done', colours: dominantColours(await scaledPixels(event.data.file, side)) } satisfies PaletteAnswer);
  } catch {
    self.postMessage({ kind: 'failed' } satisfies PaletteAnswer);
  }
};

/// <reference lib="webworker" />
import { dominantColours, subjectPalette, type PaletteColour } from '@paintforge/sync-protocol/colour-studio';
import { scaledPixels } from './scaled-photo';

/** What the page and the palette worker say to each other (palette-section.tsx). */
export type PaletteAnswer =
  | {
      kind: 'done';
      /** The subject's colours, the backdrop left out (shares of the subject). */
      subject: PaletteColour[];
      /** The backdrop left out, shares of the whole photo; empty when the photo has none. */
      background: PaletteColour[];
      /** Every colour of the photo, backdrop and all, for a painter who keeps the background. */
      whole: PaletteColour[];
    }
  | { kind: 'failed' };

// The photo is decoded and scaled here too, not on the page: a 12 MP photo's decode and k-means never block a tap.
const side = 400;

self.onmessage = async (event: MessageEvent<{ file: Blob }>) => {
  try {
    const pixels = await scaledPixels(event.data.file, side);
    const { subject, background } = subjectPalette(pixels);
    const whole = background.length > 0 ? dominantColours(pixels) : subject;
    self.postMessage({ kind: 'done', subject, background, whole } satisfies PaletteAnswer);
  } catch {
    self.postMessage({ kind: 'failed' } satisfies PaletteAnswer);
  }
};

import { averageArea, linearToHex, type LinearRgb, type Pixels } from './white-balance.js';

/**
 * Measuring a paint from a photo of a swatch painted on white card. The card's own white is the reference: it is lit
 * by the same lamp and seen by the same camera as the swatch, so dividing each linear channel by the card's undoes
 * the lamp's colour, the camera's white balance and the exposure at once (von Kries, as the picker's balance, but to
 * the card's white rather than to a grey of its own luminance). The result is the paint as it looks over white,
 * which is how the catalog stores colours; for a translucent paint a thin coat gives the thin stop and a pooled coat
 * the pooled stop (translucent.ts draws both).
 */

export interface Spot {
  x: number;
  y: number;
}

export interface SwatchSpots {
  /** Bare card, next to the swatch. */
  card: Spot;
  /** The swatch (for a translucent paint: its thin coat). */
  swatch: Spot;
  /** A translucent paint's pooled coat. */
  pooled?: Spot | undefined;
  /** Half the side of the square averaged at each spot, in pixels. */
  radius?: number;
}

/** Why a photo cannot be measured: the card too dark to scale from, or so bright a channel clipped (its true value unknown). */
export type MeasureRefusal = 'card-too-dark' | 'card-clipped' | 'spot-outside';

export type Measurement = { ok: true; thin: string; pooled?: string } | { ok: false; reason: MeasureRefusal };

// A card channel at or above this is taken as clipped: 250 of 255 in sRGB.
const clipped = 0.955;
const tooDark = 0.01;

export function measureSwatch(pixels: Pixels, { card, swatch, pooled, radius = 4 }: SwatchSpots): Measurement {
  const white = averageArea(pixels, card.x, card.y, radius);
  const thin = averageArea(pixels, swatch.x, swatch.y, radius);
  const pool = pooled ? averageArea(pixels, pooled.x, pooled.y, radius) : undefined;
  if (!white || !thin || (pooled && !pool)) return { ok: false, reason: 'spot-outside' };
  if (white.some((channel) => channel >= clipped)) return { ok: false, reason: 'card-clipped' };
  if (white.some((channel) => channel <= tooDark)) return { ok: false, reason: 'card-too-dark' };
  const overWhite = (rgb: LinearRgb): string => linearToHex([rgb[0] / white[0], rgb[1] / white[1], rgb[2] / white[2]]);
  return { ok: true, thin: overWhite(thin), ...(pool ? { pooled: overWhite(pool) } : {}) };
}

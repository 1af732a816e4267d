import { colourDifference } from '@paintforge/sync-protocol/colour';

/**
 * When painters agree on a catalog paint's colour (issue 31), whatever they agree through: colour reports, or
 * measured colours (issue 36, where both stops of a translucent paint must agree: measured-colours.ts). Pure: the
 * callers choose whose voices count (trust/trust-rule.ts) and apply the result (agreed-reports.ts).
 *
 * An agreement is a group of suggestions that all lie within `withinDeltaE` (CIEDE2000) of each other: "close" to a
 * painter's eye (nearnessLimits: 3 is "very close", 6 reads as another colour), so three painters matching a pot by
 * eye under different lamps can agree, and a far suggestion never joins. It applies with `voices` trusted voices.
 */
export const colourAgreement = { voices: 3, withinDeltaE: 5 } as const;

/**
 * The newest voices read for one paint. A paint's honest reports are a handful; this only keeps a flood from making
 * the search below (cubic in the voices) costly.
 */
export const agreementVoicesRead = 60;

export interface SuggestedColour {
  color: string;
  /** ISO time of the suggestion: ties go to the newer group. */
  at: string;
}

export interface Agreement<V extends SuggestedColour> {
  /** The suggestion nearest the others (least summed difference): a hex a painter chose, never an average. */
  color: string;
  /** The voice that suggested it (a measurement's pooled stop comes from the same voice, so the two stops belong together). */
  chosen: V;
  voices: V[];
  /** The largest difference between two of its suggestions. */
  spread: number;
}

/** How far apart two suggestions are: CIEDE2000 of their colours unless a caller compares more (measured stops). */
export type Difference<V> = (a: V, b: V) => number;

const colourOnly = (a: SuggestedColour, b: SuggestedColour) => colourDifference(a.color, b.color);

/** The largest difference between two of `voices` (0 for fewer than two). */
export function spreadOf<V>(voices: readonly V[], difference: Difference<V>): number {
  let spread = 0;
  for (let i = 0; i < voices.length; i += 1)
    for (let j = i + 1; j < voices.length; j += 1) spread = Math.max(spread, difference(voices[i]!, voices[j]!));
  return spread;
}

function medoid<V>(voices: readonly V[], difference: Difference<V>): V {
  let best = voices[0] as V;
  let bestSum = Number.POSITIVE_INFINITY;
  for (const voice of voices) {
    const sum = voices.reduce((total, other) => total + difference(voice, other), 0);
    if (sum < bestSum) [best, bestSum] = [voice, sum];
  }
  return best;
}

/**
 * The group around one anchor: every suggestion within the limit of it, then, while two of them are farther apart
 * than the limit, the one at odds with the most others leaves (the farthest from the anchor on a tie).
 */
function groupAround<V>(anchor: V, voices: readonly V[], limit: number, difference: Difference<V>): V[] {
  let group = voices.filter((voice) => difference(anchor, voice) <= limit);
  for (;;) {
    const conflicts = group.map((voice) => group.filter((other) => difference(voice, other) > limit).length);
    const worst = Math.max(...conflicts);
    if (worst === 0) return group;
    let out = -1;
    for (let i = 0; i < group.length; i += 1) {
      if (conflicts[i] !== worst || group[i] === anchor) continue;
      if (out < 0 || difference(anchor, group[i]!) > difference(anchor, group[out]!)) out = i;
    }
    group = group.filter((_, i) => i !== out);
  }
}

const newest = <V extends SuggestedColour>(group: readonly V[]) => group.reduce((at, voice) => (voice.at > at ? voice.at : at), '');

/**
 * The largest group of suggestions that all lie within the limit of each other (of two as large, the tighter, then the
 * newer), or undefined when no two agree. `voices` should hold one voice per person.
 */
export function largestAgreement<V extends SuggestedColour>(
  voices: readonly V[],
  limit: number = colourAgreement.withinDeltaE,
  difference: Difference<V> = colourOnly,
): Agreement<V> | undefined {
  let best: Agreement<V> | undefined;
  let bestAt = '';
  for (const anchor of voices) {
    const group = groupAround(anchor, voices, limit, difference);
    if (group.length < 2) continue;
    const spread = spreadOf(group, difference);
    const at = newest(group);
    const better =
      best === undefined ||
      group.length > best.voices.length ||
      (group.length === best.voices.length && (spread < best.spread || (spread === best.spread && at > bestAt)));
    if (better) {
      const chosen = medoid(group, difference);
      best = { color: chosen.color, chosen, voices: group, spread };
      bestAt = at;
    }
  }
  return best;
}

/** The agreement that changes the public colour: `colourAgreement.voices` or more of the given (trusted) voices. */
export function decidingAgreement<V extends SuggestedColour>(
  trusted: readonly V[],
  difference: Difference<V> = colourOnly,
): Agreement<V> | undefined {
  const agreement = largestAgreement(trusted, colourAgreement.withinDeltaE, difference);
  return agreement !== undefined && agreement.voices.length >= colourAgreement.voices ? agreement : undefined;
}

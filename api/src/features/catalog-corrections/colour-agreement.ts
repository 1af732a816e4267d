import { colourDifference } from '@paintforge/sync-protocol/colour';

/**
 * When painters agree on a catalog paint's colour (issue 31), whatever they agree through: colour reports today,
 * measured colours later (issue 36). Pure: the callers choose whose voices count (trust/trust-rule.ts) and apply the
 * result (agreed-reports.ts).
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
  voices: V[];
  /** The largest difference between two of its suggestions. */
  spread: number;
}

function spreadOf(colors: readonly string[]): number {
  let spread = 0;
  for (let i = 0; i < colors.length; i += 1)
    for (let j = i + 1; j < colors.length; j += 1) spread = Math.max(spread, colourDifference(colors[i]!, colors[j]!));
  return spread;
}

function medoid(colors: readonly string[]): string {
  let best = colors[0]!;
  let bestSum = Number.POSITIVE_INFINITY;
  for (const color of colors) {
    const sum = colors.reduce((total, other) => total + colourDifference(color, other), 0);
    if (sum < bestSum) [best, bestSum] = [color, sum];
  }
  return best;
}

/**
 * The group around one anchor: every suggestion within the limit of it, then, while two of them are farther apart
 * than the limit, the one at odds with the most others leaves (the farthest from the anchor on a tie).
 */
function groupAround<V extends SuggestedColour>(anchor: V, voices: readonly V[], limit: number): V[] {
  let group = voices.filter((voice) => colourDifference(anchor.color, voice.color) <= limit);
  for (;;) {
    const conflicts = group.map((voice) => group.filter((other) => colourDifference(voice.color, other.color) > limit).length);
    const worst = Math.max(...conflicts);
    if (worst === 0) return group;
    let out = -1;
    for (let i = 0; i < group.length; i += 1) {
      if (conflicts[i] !== worst || group[i] === anchor) continue;
      if (out < 0 || colourDifference(anchor.color, group[i]!.color) > colourDifference(anchor.color, group[out]!.color)) out = i;
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
): Agreement<V> | undefined {
  let best: Agreement<V> | undefined;
  let bestAt = '';
  for (const anchor of voices) {
    const group = groupAround(anchor, voices, limit);
    if (group.length < 2) continue;
    const spread = spreadOf(group.map((voice) => voice.color));
    const at = newest(group);
    const better =
      best === undefined ||
      group.length > best.voices.length ||
      (group.length === best.voices.length && (spread < best.spread || (spread === best.spread && at > bestAt)));
    if (better) {
      best = { color: medoid(group.map((voice) => voice.color)), voices: group, spread };
      bestAt = at;
    }
  }
  return best;
}

/** The agreement that changes the public colour: `colourAgreement.voices` or more of the given (trusted) voices. */
export function decidingAgreement<V extends SuggestedColour>(trusted: readonly V[]): Agreement<V> | undefined {
  const agreement = largestAgreement(trusted);
  return agreement !== undefined && agreement.voices.length >= colourAgreement.voices ? agreement : undefined;
}

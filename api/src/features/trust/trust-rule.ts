import type { VoiceStanding } from '@paintforge/sync-protocol';

/**
 * The one rule for who counts in what every painter sees (issue 31): colour reports that change the public catalog,
 * barcode links that become the shared map, and any later vote (issue 36's measured colours). A voice counts only if
 *
 * 1. the painter has verified their address (a throwaway account costs nothing; a mailbox costs a little),
 * 2. has been a member for at least `trustRule.memberDays` days (so a burst of fresh accounts cannot act at once, and
 *    the admin's triage shows what they would do before it happens), and
 * 3. each person counts once: an account is not a person, so addresses that reach one mailbox (`Ada+1@x`,
 *    `a.da@gmail.com`) are one voice, the newest of their voices.
 *
 * Trust is judged when the voices are counted, not when one is given: a report sent in a painter's first week starts
 * counting once the week is over (the hourly sweep, trust-sweep.ts, recounts what that moves).
 */
export const trustRule = { memberDays: 7 } as const;

const dayMs = 24 * 60 * 60 * 1000;

/** What the rule reads of a painter. */
export interface Member {
  email: string;
  emailVerified: number | boolean;
  createdAt: string;
}

/** When a verified member's voice starts counting (ISO); null while their address is unverified. */
export function countsFrom(member: Member): string | null {
  if (!member.emailVerified) return null;
  return new Date(Date.parse(member.createdAt) + trustRule.memberDays * dayMs).toISOString();
}

/** Whether a member's voice counts at `now`, and if not, why. */
export function standingOf(member: Member, now: Date = new Date()): Exclude<VoiceStanding, 'same-person'> {
  const from = countsFrom(member);
  if (from === null) return 'unverified';
  return Date.parse(from) <= now.getTime() ? 'trusted' : 'new-member';
}

/**
 * The newest `createdAt` a member may have and count at `now`: the rule's second half as one comparison, for queries
 * that filter in SQL (`user.createdAt <= trustedJoinedBy(now)` with `user.emailVerified = 1`).
 */
export function trustedJoinedBy(now: Date = new Date()): string {
  return new Date(now.getTime() - trustRule.memberDays * dayMs).toISOString();
}

/** Mail providers that ignore dots in the local part. */
const dotBlindDomains = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The person behind an address: lower case, without a `+tag` (sub-addressing, which most providers deliver to the
 * same mailbox), and for Gmail without dots and with googlemail.com as gmail.com. Different people never share one;
 * one person with two mailboxes is two (the week's wait and the verification are what make that costly).
 */
export function personOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.toLowerCase();
  let local = email.slice(0, at).toLowerCase();
  let domain = email.slice(at + 1).toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotBlind = dotBlindDomains.get(domain);
  if (dotBlind !== undefined) {
    local = local.replaceAll('.', '');
    domain = dotBlind;
  }
  return `${local}@${domain}`;
}

/** A voice as the rule sees it: whose, and when it was given (ISO). */
export interface Voice {
  email: string;
  at: string;
}

/**
 * One voice per person: of each person's voices, the newest (what they say now). The others come back as `repeated`,
 * for a list that shows why they do not count. Order of `voices` is kept.
 */
export function oneVoicePerPerson<V extends Voice>(voices: readonly V[]): { counted: V[]; repeated: V[] } {
  const newest = new Map<string, V>();
  for (const voice of voices) {
    const person = personOf(voice.email);
    const held = newest.get(person);
    if (held === undefined || voice.at > held.at) newest.set(person, voice);
  }
  const kept = new Set(newest.values());
  return { counted: voices.filter((voice) => kept.has(voice)), repeated: voices.filter((voice) => !kept.has(voice)) };
}

/** The voices that count at `now`: trusted members' only, one per person. */
export function trustedVoices<V extends Voice & Member>(voices: readonly V[], now: Date = new Date()): V[] {
  return oneVoicePerPerson(voices.filter((voice) => standingOf(voice, now) === 'trusted')).counted;
}

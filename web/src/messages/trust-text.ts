import type { ColourChange, VoiceAnswer } from '@paintforge/sync-protocol';
import { formatDay } from './format-date';

/**
 * The words for the trust rule's codes (api/src/features/trust/trust-rule.ts: a voice counts if verified, a member
 * for a week, once per person) and for the record of catalog colour changes.
 */

/** Whether a painter's report counts toward what every painter sees, and if not, why. */
export function voiceText(voice: VoiceAnswer): string {
  switch (voice.standing) {
    case 'trusted':
      return 'Counts toward the catalog';
    case 'unverified':
      return 'Not counted: email not verified';
    case 'new-member':
      return voice.countsFrom
        ? `Counts from ${formatDay(voice.countsFrom)} (member for less than a week)`
        : 'Not counted yet: member for less than a week';
    case 'same-person':
      return 'Not counted: another address of the same painter';
  }
}

/** "2 of 3 trusted painters", and when the agreement applies as far as is known. */
export function agreementProgressText(counted: number, needed: number): string {
  return `${counted} of ${needed} trusted painters`;
}

export function appliesText(appliesAt: string | null, now: Date = new Date()): string {
  if (appliesAt === null) return 'Waits for more verified painters';
  return Date.parse(appliesAt) <= now.getTime() ? 'Applies within the hour' : `Applies on ${formatDay(appliesAt)}`;
}

/** One line of the record: what happened, by whom. */
export function colourChangeText(change: ColourChange): string {
  const painters = change.reports.length;
  const by = change.actor ? change.actor.email : painters > 0 ? `${painters} painters who agreed` : 'painters who agreed';
  switch (change.action) {
    case 'corrected':
      return change.source === 'reports'
        ? `Changed by ${by}`
        : change.source === 'measurements'
          ? `Measured by ${by}`
          : `Corrected by ${by}`;
    case 'removed':
      return `Correction removed by ${by}`;
    case 'dismissed':
      return `Agreement dismissed by ${by}`;
  }
}

export const correctionSourceText = {
  admin: 'Corrected by an admin',
  reports: 'Agreed by trusted painters',
  measurements: 'Measured by trusted painters',
} as const;

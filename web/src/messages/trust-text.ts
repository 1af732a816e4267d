import type { ColourChange, VoiceAnswer } from '@paintforge/sync-protocol';
import { namedMessages, t } from '../i18n/t';
import { formatDay } from './format-date';

/**
 * The words for the trust rule's codes (api/src/features/trust/trust-rule.ts: a voice counts if verified, a member
 * for a week, once per person) and for the record of catalog colour changes.
 */

/** Whether a painter's report counts toward what every painter sees, and if not, why. */
export function voiceText(voice: VoiceAnswer): string {
  switch (voice.standing) {
    case 'trusted':
      return t('trust.trusted');
    case 'unverified':
      return t('trust.unverified');
    case 'new-member':
      return voice.countsFrom ? t('trust.countsFrom', { date: formatDay(voice.countsFrom) }) : t('trust.newMember');
    case 'same-person':
      return t('trust.samePerson');
  }
}

/** "2 of 3 trusted painters", and when the agreement applies as far as is known. */
export function agreementProgressText(counted: number, needed: number): string {
  return t('trust.agreementProgress', { counted, needed });
}

export function appliesText(appliesAt: string | null, now: Date = new Date()): string {
  if (appliesAt === null) return t('trust.waits');
  return Date.parse(appliesAt) <= now.getTime() ? t('trust.appliesSoon') : t('trust.appliesOn', { date: formatDay(appliesAt) });
}

/** One line of the record: what happened, by whom. */
export function colourChangeText(change: ColourChange): string {
  const by = change.actor ? change.actor.email : t('trust.paintersWhoAgreed', { count: change.reports.length });
  switch (change.action) {
    case 'corrected':
      if (change.source === 'reports') return t('trust.changedBy', { by });
      return change.source === 'measurements' ? t('trust.measuredBy', { by }) : t('trust.correctedBy', { by });
    case 'removed':
      return t('trust.correctionRemovedBy', { by });
    case 'dismissed':
      return t('trust.agreementDismissedBy', { by });
  }
}

export const correctionSourceText = namedMessages('trust', {
  admin: 'sourceAdmin',
  reports: 'sourceReports',
  measurements: 'sourceMeasurements',
});

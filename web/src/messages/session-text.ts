import { t } from '../i18n/t';

/** What the painter reads when their session ended on another device (issue 33), with the changes kept here. */
export function sessionEndedText(unsent: number): string {
  return t('session.ended', { unsent });
}

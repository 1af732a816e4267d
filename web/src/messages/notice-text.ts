import type { ChangeSubject, MutationAction } from '@paintforge/sync-protocol';
import { errorCodes, type ErrorCode, type ErrorParams, type NoticeCode, type NoticeParams } from '@paintforge/sync-protocol/constants';
import type { ChangeSummary, NoticeRow } from '../data/sync/database';
import { refusalText } from './error-code-text';

/** The sync notices' words (the shell's sync panel), built from the codes and facts a notice row stores. */

const entityWords: Record<ChangeSubject, string> = {
  barcodeLink: 'barcode',
  feedback: 'feedback',
  paint: 'paint',
  project: 'miniature',
  recipe: 'recipe paint',
  pileSettings: 'pile settings',
  army: 'army',
  unit: 'unit',
  scheme: 'scheme',
};

const verbs: Record<MutationAction, string> = {
  create: 'Adding',
  edit: 'Editing',
  quantity: 'Changing the quantity of',
  move: 'Moving',
  stage: 'Moving on',
  split: 'Splitting',
  delete: 'Deleting',
  restore: 'Restoring',
  share: 'Sharing',
  unshare: 'Stopping sharing of',
  send: 'Sending',
  link: 'Linking',
};

/** "Adding the paint “Mephiston Red”", "Deleting the miniature “Primaris Lieutenant”": what a change was, in words. */
export function changeText(change: ChangeSummary | null | undefined): string {
  if (!change) return 'A change';
  return `${verbs[change.action]} the ${entityWords[change.entity]}${change.label ? ` “${change.label}”` : ''}`;
}

/** A Record over NoticeCode: a notice code added to sync-protocol without words here fails the type check. */
export const noticeCodeText: Record<NoticeCode, (params: NoticeParams) => string> = {
  'edited-deleted': ({ name }) => `“${name}” was deleted on another device. Your change was kept and comes back if it is restored.`,
  'added-to-deleted': ({ name }) => `“${name}” was deleted on another device. The paint was kept and comes back if it is restored.`,
};

function isErrorCode(code: string): code is ErrorCode {
  return (errorCodes as readonly string[]).includes(code);
}

export function noticeTitle(notice: Pick<NoticeRow, 'kind' | 'change'>): string {
  const change = changeText(notice.change);
  return notice.kind === 'rejected' ? `Not saved: ${change}` : change;
}

export function noticeMessage(notice: Pick<NoticeRow, 'kind' | 'code' | 'params'>): string {
  if (notice.kind === 'rejected') return refusalText(isErrorCode(notice.code) ? notice.code : 'bad-request', notice.params as ErrorParams);
  if (notice.code in noticeCodeText) return noticeCodeText[notice.code as NoticeCode](notice.params as NoticeParams);
  // A notice a newer server added, or one stored by an app that kept words instead of codes.
  return 'The server saved this change with a note this version of the app cannot show. Please reload to update.';
}

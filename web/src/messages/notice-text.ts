import type { ChangeSubject, MutationAction } from '@paintforge/sync-protocol';
import { errorCodes, type ErrorCode, type ErrorParams, type NoticeCode, type NoticeParams } from '@paintforge/sync-protocol/constants';
import type { ChangeSummary, NoticeRow } from '../data/sync/database';
import { t } from '../i18n/t';
import { refusalText } from './error-code-text';

/** The sync notices' words (the shell's sync panel), built from the codes and facts a notice row stores. */

// Records over the protocol's sets, so an action or a subject added there without words here fails the type check;
// the values are the catalog message's select cases ('notice.change').
const entityCases: Record<ChangeSubject, string> = {
  barcodeLink: 'barcodeLink',
  feedback: 'feedback',
  paint: 'paint',
  project: 'project',
  recipe: 'recipe',
  pileSettings: 'pileSettings',
  army: 'army',
  unit: 'unit',
  scheme: 'scheme',
};

const actionCases: Record<MutationAction, string> = {
  create: 'create',
  edit: 'edit',
  quantity: 'quantity',
  move: 'move',
  stage: 'stage',
  split: 'split',
  delete: 'delete',
  restore: 'restore',
  share: 'share',
  unshare: 'unshare',
  send: 'send',
  link: 'link',
};

/** "Adding the paint “Mephiston Red”", "Deleting the miniature “Primaris Lieutenant”": what a change was, in words. */
export function changeText(change: ChangeSummary | null | undefined): string {
  if (!change) return t('notice.aChange');
  return t('notice.change', {
    action: actionCases[change.action],
    entity: entityCases[change.entity],
    labelled: change.label ? 'yes' : 'no',
    label: change.label ?? '',
  });
}

/** A Record over NoticeCode: a notice code added to sync-protocol without words here fails the type check. */
export const noticeCodeText: Record<NoticeCode, (params: NoticeParams) => string> = {
  'edited-deleted': ({ name }) => t('notice.editedDeleted', { name }),
  'added-to-deleted': ({ name }) => t('notice.addedToDeleted', { name }),
};

function isErrorCode(code: string): code is ErrorCode {
  return (errorCodes as readonly string[]).includes(code);
}

export function noticeTitle(notice: Pick<NoticeRow, 'kind' | 'change'>): string {
  const change = changeText(notice.change);
  return notice.kind === 'rejected' ? t('notice.notSaved', { change }) : change;
}

export function noticeMessage(notice: Pick<NoticeRow, 'kind' | 'code' | 'params'>): string {
  if (notice.kind === 'rejected') return refusalText(isErrorCode(notice.code) ? notice.code : 'bad-request', notice.params as ErrorParams);
  if (notice.code in noticeCodeText) return noticeCodeText[notice.code as NoticeCode](notice.params as NoticeParams);
  // A notice a newer server added, or one stored by an app that kept words instead of codes.
  return t('notice.unknown');
}

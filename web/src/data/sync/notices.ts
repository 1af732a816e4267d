import { isDelivery, noticeCodes, touchesOf, type NoticeCode } from '@paintforge/sync-protocol';
import type { ChangeSummary, NoticeKind, NoticeRow, OutboxRow, UserDatabase } from './database';

function nameIn(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as { name?: unknown; partName?: unknown };
  const name = typeof record.name === 'string' ? record.name : typeof record.partName === 'string' ? record.partName : null;
  return name?.trim() || null;
}

function deliveryLabel(args: unknown): string | null {
  const { subject, code } = (args ?? {}) as { subject?: unknown; code?: unknown };
  const label = typeof subject === 'string' ? subject : typeof code === 'string' ? code : null;
  return label?.trim() || null;
}

/** What a change was (its action, its entity, the item's name), for a notice to word; null when this app cannot read it. */
export async function describeChange(db: UserDatabase, row: Pick<OutboxRow, 'name' | 'args'>): Promise<ChangeSummary | null> {
  const touches = touchesOf(row.name, row.args);
  if (!touches) return null;
  // A delivery is named by what the painter wrote or scanned: the message's subject, the barcode.
  if (isDelivery(touches.entity)) return { action: touches.action, entity: touches.entity, label: deliveryLabel(row.args) };
  // A new item by the name it was given; an existing one by the name it has; else the name an edit gave it.
  let label = nameIn(row.args);
  if (!label) {
    const current = (await db.view(touches.entity).get(touches.rowId)) ?? (await db.confirmed(touches.entity).get(touches.rowId));
    label = nameIn(current) ?? nameIn((row.args as { changes?: unknown }).changes);
  }
  return { action: touches.action, entity: touches.entity, label };
}

/** Stores a notice once: a resent push that brings it again neither duplicates it nor revives a dismissed one. */
export async function addNotice(db: UserDatabase, notice: Omit<NoticeRow, 'dismissedAt'>): Promise<void> {
  if (!(await db.notices.get(notice.id))) await db.notices.add({ ...notice, dismissedAt: null });
}

function isNoticeCode(code: string): code is NoticeCode {
  return (noticeCodes as readonly string[]).includes(code);
}

/** A change kept on an item deleted elsewhere, whichever way it was kept; anything else a server may add later. */
export function noticeKind(code: string): NoticeKind {
  return isNoticeCode(code) ? 'edited-deleted' : 'other';
}

/** Hides a notice (it stays stored, dismissed, until its mutation is confirmed, so it does not come back). */
export async function dismissNotice(db: UserDatabase, id: string, now = Date.now()): Promise<void> {
  await db.notices.update(id, { dismissedAt: now });
}

export async function dismissAllNotices(db: UserDatabase, now = Date.now()): Promise<void> {
  await db.notices.filter((notice) => notice.dismissedAt === null).modify({ dismissedAt: now });
}

/** The notices to show, newest first. */
export async function activeNotices(db: UserDatabase): Promise<NoticeRow[]> {
  const rows = await db.notices.orderBy('createdAt').reverse().toArray();
  return rows.filter((notice) => notice.dismissedAt === null);
}

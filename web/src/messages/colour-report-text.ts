import { feedbackLimits, type CatalogPaint } from '@paintforge/sync-protocol';
import { catalogColorOf } from '../data/catalog/own-colours';

/**
 * The bug report a colour report sends: it names the paint, so an admin can find and correct it. A measurement (the
 * colour studio's "Measure a paint") says so, with a translucent paint's pooled coat: measurements agree toward the
 * catalog among themselves (issue 36).
 */
export function colorReportFeedback(paint: CatalogPaint, suggestedColor: string, note: string, measured?: { pooledColor?: string }) {
  const subject = `Colour looks wrong: ${paint.brand} ${paint.name}`.slice(0, feedbackLimits.subjectMax);
  const summary = `${paint.brand} · ${paint.range} · ${paint.name} shows ${catalogColorOf(paint) ?? paint.color}; I think it should be ${suggestedColor}.`;
  const message = (note.trim() ? `${summary}\n\n${note.trim()}` : summary).slice(0, feedbackLimits.messageMax);
  return { type: 'bug' as const, subject, message, colorReport: { paintId: paint.id, suggestedColor, ...(measured && { measured }) } };
}

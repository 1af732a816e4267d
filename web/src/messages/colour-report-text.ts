import { feedbackLimits, type CatalogPaint } from '@paintforge/sync-protocol';
import { catalogColorOf } from '../data/catalog/own-colours';
import { t } from '../i18n/t';

/**
 * The bug report a colour report sends: it names the paint, so an admin can find and correct it. A measurement (the
 * colour studio's "Measure a paint") says so, with a translucent paint's pooled coat: measurements agree toward the
 * catalog among themselves (issue 36). Its subject and summary are in the sender's language (the painter reads them
 * again in their feedback list; the admin corrects from the report's paint and colour, not its words).
 */
export function colorReportFeedback(paint: CatalogPaint, suggestedColor: string, note: string, measured?: { pooledColor?: string }) {
  const subject = t('colours.report.subject', { brand: paint.brand, name: paint.name }).slice(0, feedbackLimits.subjectMax);
  const summary = t('colours.report.summary', {
    brand: paint.brand,
    range: paint.range,
    name: paint.name,
    shown: catalogColorOf(paint) ?? paint.color,
    suggested: suggestedColor,
  });
  const message = (note.trim() ? `${summary}\n\n${note.trim()}` : summary).slice(0, feedbackLimits.messageMax);
  return { type: 'bug' as const, subject, message, colorReport: { paintId: paint.id, suggestedColor, ...(measured && { measured }) } };
}

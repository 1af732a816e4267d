/* Feedback's badges and colour-report summary: the painter's history and the admin's triage show them alike. */
import type { FeedbackEntry } from '@paintforge/sync-protocol';
import type { FeedbackStatus } from '@paintforge/sync-protocol/constants';
import { colourReportText, feedbackStatusText, feedbackTypeText, measuredPooledText, measuredReportText } from '../messages/feedback-text';
import { cn } from './cn';
import { Swatch } from './swatch';

/** Spec §3: resolved, in progress and closed have their own looks; open (the initial status) is neutral. */
const statusStyles: Readonly<Record<FeedbackStatus, string>> = {
  open: 'bg-surface text-ink',
  resolved: 'bg-success-soft text-success-ink',
  in_progress: 'bg-brand-soft text-brand-ink',
  closed: 'bg-surface-2 text-muted',
};

export const badge = 'inline-flex items-center rounded-full border border-line px-2 py-0.5 text-xs font-medium';

export function StatusBadge({ status }: { status: FeedbackStatus }) {
  return <span className={cn(badge, statusStyles[status])}>{feedbackStatusText[status]}</span>;
}

export function TypeBadge({ type }: { type: FeedbackEntry['type'] }) {
  return <span className={badge}>{feedbackTypeText[type]}</span>;
}

/** "This colour looks wrong": the paint as it was reported, and the painter's suggestion. */
export function ColorReportSummary({ report }: { report: NonNullable<FeedbackEntry['colorReport']> }) {
  return (
    <div className="mt-2 space-y-1 rounded-md border border-line p-3 text-sm">
      <p className="font-medium break-words">
        {report.brand} · {report.range} · {report.name}
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <Swatch color={report.reportedColor} className="size-5" /> {colourReportText.catalog(report.reportedColor)}
        <span aria-hidden="true">→</span>
        <Swatch color={report.suggestedColor} className="size-5" /> {colourReportText.suggested(report.suggestedColor)}
      </p>
      {report.measured ? (
        <p data-testid="measured-report" className="flex flex-wrap items-center gap-2">
          {measuredReportText()}
          {report.measured.pooledColor ? (
            <>
              <Swatch color={report.measured.pooledColor} className="size-5" /> {measuredPooledText(report.measured.pooledColor)}
            </>
          ) : null}
        </p>
      ) : null}
      {report.currentColor && report.currentColor !== report.reportedColor ? (
        <p>{colourReportText.correctedTo(report.currentColor)}</p>
      ) : null}
    </div>
  );
}

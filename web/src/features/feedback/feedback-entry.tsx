import type { FeedbackEntry } from '@paintforge/sync-protocol';
import { Card } from '../../components/card';
import { formatDay } from '../../messages/format-date';
import { ColorReportSummary, StatusBadge, TypeBadge } from '../../components/feedback-parts';
import { t } from '../../i18n/t';

/** One piece of feedback as its author sees it: subject, badges, message, date, and the admin's reply. */
export function FeedbackEntryCard({ entry }: { entry: FeedbackEntry }) {
  return (
    <Card padding="sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto font-semibold break-words">{entry.subject}</h3>
        <TypeBadge type={entry.type} />
        <StatusBadge status={entry.status} />
      </div>
      <p className="mt-2 break-words whitespace-pre-wrap">{entry.message}</p>
      {entry.colorReport ? <ColorReportSummary report={entry.colorReport} /> : null}
      <p className="mt-2 text-sm text-muted">{t('feedback.submittedOn', { date: formatDay(entry.createdAt) })}</p>
      {entry.adminReply ? (
        <div className="mt-3 rounded-md bg-surface-2 p-3 text-sm">
          <p className="font-semibold">
            {t('feedback.reply')}
            {entry.repliedAt ? <span className="font-normal text-muted"> · {formatDay(entry.repliedAt)}</span> : null}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap">{entry.adminReply}</p>
        </div>
      ) : null}
    </Card>
  );
}

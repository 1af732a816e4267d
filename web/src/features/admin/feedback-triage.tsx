import { useState } from 'react';
import { Wand2 } from 'lucide-react';
import {
  feedbackStatuses,
  feedbackTypes,
  hexColorSchema,
  type AdminFeedbackEntry,
  type FeedbackStatus,
  type FeedbackType,
} from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { badge, ColorReportSummary, StatusBadge, TypeBadge } from '../../components/feedback-parts';
import { Field } from '../../components/field';
import { Input, Textarea } from '../../components/input';
import { Select } from '../../components/select';
import { useAdminFeedback, useCorrectColor, useTriageFeedback, type FeedbackFilters } from '../../data/admin/admin-triage';
import { correctedToasts, outcomeToasts } from './outcome-toasts';
import { QueryState } from './query-state';
import { feedbackStatusText, feedbackTypeText } from '../../messages/feedback-text';
import { voiceText } from '../../messages/trust-text';
import { t } from '../../i18n/t';
import { formatWhen } from './admin-format';

/** Entries drawn at a time: a long backlog is read a page at a time, never drawn all at once. */
const pageSize = 20;

// Functions: the labels are read in the painter's language at render, not when this module loads.
const all = () => ({ value: '', label: t('admin.all') });
const statusOptions = () => [all(), ...feedbackStatuses.map((value) => ({ value, label: feedbackStatusText[value] }))];
const typeOptions = () => [all(), ...feedbackTypes.map((value) => ({ value, label: feedbackTypeText[value] }))];
const kindOptions = () => [all(), { value: 'true', label: t('admin.colourReports') }, { value: 'false', label: t('admin.otherFeedback') }];

/** Feedback triage (issue 9): every user's feedback, filtered by status, type and kind; set a status, reply. */
export function FeedbackTriage() {
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const [kind, setKind] = useState('');
  const [shown, setShown] = useState(pageSize);
  const filters: FeedbackFilters = {
    status: (status || undefined) as FeedbackStatus | undefined,
    type: (type || undefined) as FeedbackType | undefined,
    colorReport: kind ? kind === 'true' : undefined,
  };
  const feedback = useAdminFeedback(filters);
  const filter = (set: (value: string) => void) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    set(event.target.value);
    setShown(pageSize);
  };

  return (
    <section aria-labelledby="feedback-triage">
      <h2 id="feedback-triage" className="text-xl font-semibold">
        {t('admin.feedback')}
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Select label={t('admin.status')} value={status} options={statusOptions()} onChange={filter(setStatus)} />
        <Select label={t('admin.type')} value={type} options={typeOptions()} onChange={filter(setType)} />
        <Select label={t('admin.kind')} value={kind} options={kindOptions()} onChange={filter(setKind)} />
      </div>
      <div className="mt-4">
        <QueryState query={feedback} failed={t('admin.feedbackNotLoaded')} empty={t('admin.noFeedback')} />
        {feedback.data && feedback.data.length > 0 ? (
          <>
            <p className="mb-3 text-sm text-muted">{t('admin.messagesCount', { count: feedback.data.length })}</p>
            <ul className="space-y-3">
              {feedback.data.slice(0, shown).map((entry) => (
                <li key={entry.id}>
                  <TriageCard entry={entry} />
                </li>
              ))}
            </ul>
            {feedback.data.length > shown ? (
              <Button variant="outline" className="mt-4 w-full" onClick={() => setShown((count) => count + pageSize)}>
                {t('admin.showMore')}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

export function TriageCard({ entry }: { entry: AdminFeedbackEntry }) {
  const triage = useTriageFeedback();
  const [status, setStatus] = useState<FeedbackStatus>(entry.status);
  const [reply, setReply] = useState(entry.adminReply ?? '');
  const author = [entry.user.firstName, entry.user.lastName].filter(Boolean).join(' ');
  const changed = status !== entry.status || reply.trim() !== (entry.adminReply ?? '');

  function save() {
    triage.mutate(
      {
        id: entry.id,
        ...(status !== entry.status ? { status } : {}),
        ...(reply.trim() !== (entry.adminReply ?? '') ? { adminReply: reply } : {}),
      },
      outcomeToasts(
        () => t('admin.feedbackUpdated'),
        () => t('admin.feedbackUpdateFailed'),
      ),
    );
  }

  return (
    <Card padding="sm">
      <article aria-label={entry.subject}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="mr-auto font-semibold break-words">{entry.subject}</h3>
          <TypeBadge type={entry.type} />
          <StatusBadge status={entry.status} />
        </div>
        <p className="mt-1 text-sm break-all text-muted">
          {author ? `${author} · ` : ''}
          {entry.user.email} · {formatWhen(entry.createdAt)}
        </p>
        <p className="mt-2 break-words whitespace-pre-wrap">{entry.message}</p>
        {entry.colorReport ? (
          <>
            <ColorReportSummary report={entry.colorReport} />
            {entry.voice ? (
              <p className="mt-2 text-sm">
                <span className={badge} data-testid="voice">
                  {voiceText(entry.voice)}
                </span>
              </p>
            ) : null}
            <CorrectColor reportId={entry.id} report={entry.colorReport} />
          </>
        ) : null}
        <div className="mt-3 space-y-3 border-t border-line pt-3">
          <Select
            label={t('admin.setStatus')}
            value={status}
            options={statusOptions().slice(1)}
            onChange={(event) => setStatus(event.target.value as FeedbackStatus)}
          />
          <Field label={t('admin.reply')}>
            {(control) => <Textarea {...control} rows={3} value={reply} onChange={(event) => setReply(event.target.value)} />}
          </Field>
          <Button disabled={!changed || triage.isPending} onClick={save}>
            {triage.isPending ? t('admin.saving') : t('admin.save')}
          </Button>
        </div>
      </article>
    </Card>
  );
}

/**
 * Corrects the reported paint's hex in the catalog (the admin accepts the report, whoever sent it): the painter's
 * suggestion, or another hex the admin types. The record names the report.
 */
function CorrectColor({ reportId, report }: { reportId: string; report: NonNullable<AdminFeedbackEntry['colorReport']> }) {
  const correct = useCorrectColor();
  const [hex, setHex] = useState(report.suggestedColor);
  const parsed = hexColorSchema.safeParse(hex.trim());
  if (report.currentColor === null) return <p className="mt-2 text-sm text-muted">{t('admin.paintGone')}</p>;

  function apply() {
    if (!parsed.success) return;
    correct.mutate({ paintId: report.paintId, color: parsed.data, reportIds: [reportId] }, correctedToasts);
  }

  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <Field label={t('admin.catalogHex')} className="w-32" error={parsed.success ? undefined : t('admin.hexInvalid')}>
        {(control) => (
          <Input {...control} className="font-mono" maxLength={7} value={hex} onChange={(event) => setHex(event.target.value)} />
        )}
      </Field>
      <Button variant="outline" disabled={!parsed.success || parsed.data === report.currentColor || correct.isPending} onClick={apply}>
        <Wand2 aria-hidden="true" className="size-4" /> {t('admin.correctColour')}
      </Button>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { CloudOff, History, Send } from 'lucide-react';
import { feedbackRequestSchema, feedbackTypes, type FeedbackType } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Field } from '../../components/field';
import { Input, Textarea } from '../../components/input';
import { PageTitle } from '../../components/page-title';
import { Select } from '../../components/select';
import { SubmitButton } from '../../components/submit-button';
import { Loading } from '../../components/status-message';
import { toast } from '../../components/use-toast';
import { focusFirstInvalid } from '../../components/use-schema-form';
import { useAuth } from '../../data/account/auth-state';
import { QueryScope } from '../../data/server/query-client';
import { useFeedbackHistory, useQueuedFeedback } from '../../data/feedback/feedback';
import { submitFeedback, type QueuedFeedback } from '../../data/feedback/feedback-outbox';
import { failureText, isConnectionFailure } from '../../messages/error-text';
import { feedbackResultText } from '../../messages/feedback-result-text';
import { badge, TypeBadge } from '../../components/feedback-parts';
import { FeedbackEntryCard } from './feedback-entry';
import { feedbackText, feedbackTypeText } from '../../messages/feedback-text';
import { namedMessages, t } from '../../i18n/t';
import { localFieldErrors } from '../../messages/schema-message-text';

// A function: the labels are read in the painter's language at render, not when this module loads.
const typeOptions = () => feedbackTypes.map((value) => ({ value, label: feedbackTypeText[value] }));

const placeholders: Readonly<Record<FeedbackType, string>> = namedMessages('feedback', {
  general: 'placeholderGeneral',
  feature: 'placeholderFeature',
  bug: 'placeholderBug',
});

/** Feedback (spec §2): signed-in only; type, subject and message, plus the person's past feedback. */
export default function FeedbackPage() {
  return (
    <QueryScope>
      <FeedbackScreen />
    </QueryScope>
  );
}

function FeedbackScreen() {
  const { user } = useAuth();
  const [type, setType] = useState<FeedbackType>('general');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const history = useFeedbackHistory(user?.id, historyOpen);
  const queued = useQueuedFeedback();
  // The shared request schema: the form checks exactly what the server checks, with the same words (spec §5).
  const parsed = feedbackRequestSchema.safeParse({ type, subject, message });
  const errors = submitted && !parsed.success ? localFieldErrors(parsed.error) : {};

  if (!user) return <Navigate to="/login" replace />;

  function reset() {
    setType('general');
    setSubject('');
    setMessage('');
    setSubmitted(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    if (!parsed.success) {
      requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    if (pending) return;
    setPending(true);
    try {
      const { subject: trimmedSubject, message: trimmedMessage, type: chosen } = parsed.data;
      const result = await submitFeedback({ type: chosen, subject: trimmedSubject, message: trimmedMessage });
      toast(feedbackResultText(result));
      // Sent, or kept on the device to be sent: either way the form is free for the next message.
      if (result.sent || result.waiting) reset();
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="max-w-3xl">
      <PageTitle description={t('feedback.description')}>{t('feedback.title')}</PageTitle>

      <Card className="mb-6">
        <h2 className="text-sm font-semibold text-muted">{t('feedback.sendingAs')}</h2>
        {user.firstName || user.lastName ? (
          <p className="mt-1 font-medium break-words">{[user.firstName, user.lastName].filter(Boolean).join(' ')}</p>
        ) : null}
        <p className="break-words">{user.email}</p>
      </Card>

      <Card>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <Select
            label={t('feedback.type')}
            value={type}
            options={typeOptions()}
            onChange={(event) => setType(event.target.value as FeedbackType)}
          />
          <Field label={t('feedback.subject')} error={errors.subject}>
            {(control) => <Input {...control} maxLength={255} value={subject} onChange={(event) => setSubject(event.target.value)} />}
          </Field>
          <Field label={t('feedback.message')} error={errors.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                placeholder={placeholders[type]}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </Field>
          <SubmitButton
            pending={pending}
            label={t('feedback.submit')}
            pendingLabel={t('feedback.submitting')}
            icon={<Send aria-hidden="true" className="size-4" />}
          />
        </form>
      </Card>

      {queued.length > 0 ? <QueuedList items={queued} /> : null}

      <section aria-labelledby="feedback-history" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="feedback-history" className="text-xl font-semibold">
            {t('feedback.history')}
          </h2>
          <Button
            variant="outline"
            aria-expanded={historyOpen}
            aria-controls="feedback-history-list"
            onClick={() => setHistoryOpen((open) => !open)}
          >
            <History aria-hidden="true" className="size-4" /> {historyOpen ? t('feedback.hideHistory') : t('feedback.showHistory')}
          </Button>
        </div>
        <div id="feedback-history-list" hidden={!historyOpen} className="mt-4">
          {history.isFetching && !history.data ? <Loading label={t('feedback.loading')} /> : null}
          {history.isError && !history.isFetching ? (
            <div className="space-y-3">
              <p className="text-danger-ink">
                {t('feedback.historyNotLoaded')} {isConnectionFailure(history.error) ? failureText.connection : t('failure.tryAgain')}
              </p>
              <Button variant="outline" onClick={() => void history.refetch()}>
                {t('feedback.tryAgain')}
              </Button>
            </div>
          ) : null}
          {history.data?.length === 0 ? <p className="text-muted">{feedbackText.noHistory}</p> : null}
          {history.data && history.data.length > 0 ? (
            <ul className="space-y-3">
              {history.data.map((entry) => (
                <li key={entry.id}>
                  <FeedbackEntryCard entry={entry} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </div>
  );
}

/** Messages written without a connection: kept on the device and sent when it is back online. */
function QueuedList({ items }: { items: readonly QueuedFeedback[] }) {
  return (
    <section aria-labelledby="feedback-queued" className="mt-8">
      <h2 id="feedback-queued" className="text-xl font-semibold">
        {t('feedback.waiting')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('feedback.waitingText')}</p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.id}>
            <Card padding="sm">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="mr-auto font-semibold break-words">{item.request.subject}</h3>
                <TypeBadge type={item.request.type} />
                <span className={`${badge} bg-surface-2 text-muted`}>
                  <CloudOff aria-hidden="true" className="mr-1 size-3" /> {t('feedback.waiting')}
                </span>
              </div>
              <p className="mt-2 break-words whitespace-pre-wrap">{item.request.message}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

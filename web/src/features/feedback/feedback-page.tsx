import { useCallback, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { History, LoaderCircle, Send } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Field } from '../../components/field';
import { Input, Textarea } from '../../components/input';
import { PageTitle } from '../../components/page-title';
import { Select } from '../../components/select';
import { Loading } from '../../components/status-message';
import { toast } from '../../components/use-toast';
import { apiRequest } from '../../data/api-client';
import { useAuth } from '../../data/auth-state';
import { cn } from '../../components/cn';

type FeedbackType = 'general' | 'feature' | 'bug';

const typeOptions = [
  { value: 'general', label: 'General Feedback' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'bug', label: 'Bug Report' },
];

const placeholders: Record<FeedbackType, string> = {
  general: 'Tell us what you think of The Paint Forge…',
  feature: 'Describe the feature you would like and how it would help your painting…',
  bug: 'Describe the steps to reproduce the bug, what you expected to happen and what happened instead…',
};

interface FeedbackEntry {
  id: string | number;
  type: string;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}

export function validateFeedback(values: { subject: string; message: string }): { subject?: string; message?: string } {
  const errors: { subject?: string; message?: string } = {};
  if (values.subject.trim().length < 1) errors.subject = 'Subject is required';
  if (values.message.trim().length < 10) errors.message = 'Message must be at least 10 characters';
  return errors;
}

const statusStyles: Record<string, string> = {
  resolved: 'bg-success-soft text-success-ink',
  in_progress: 'bg-brand-soft text-brand-ink',
  closed: 'bg-surface-2 text-muted',
};

const badge = 'inline-flex items-center rounded-full border border-line px-2 py-0.5 text-xs font-medium';

/** Feedback (spec §2): signed-in only; type, subject and message, plus the person's past feedback. */
export default function FeedbackPage() {
  const { user } = useAuth();
  const [type, setType] = useState<FeedbackType>('general');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [history, setHistory] = useState<{ state: 'idle' | 'loading' | 'ready' | 'error'; entries: FeedbackEntry[] }>({
    state: 'idle',
    entries: [],
  });
  const errors = submitted ? validateFeedback({ subject, message }) : {};

  const loadHistory = useCallback(async () => {
    setHistory((current) => ({ ...current, state: 'loading' }));
    try {
      const entries = await apiRequest<FeedbackEntry[]>('GET', '/api/feedback');
      setHistory({ state: 'ready', entries: Array.isArray(entries) ? entries : [] });
    } catch {
      setHistory({ state: 'error', entries: [] });
    }
  }, []);

  if (!user) return <Navigate to="/login" replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateFeedback({ subject, message })).length > 0) return;
    setPending(true);
    try {
      await apiRequest('POST', '/api/feedback', { body: { type, subject: subject.trim(), message: message.trim() } });
      toast({ title: 'Feedback submitted', description: "Thank you for your feedback! We'll review it and get back to you soon." });
      setType('general');
      setSubject('');
      setMessage('');
      setSubmitted(false);
      if (historyOpen) void loadHistory();
    } catch (error) {
      toast({ title: 'Failed to submit feedback', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="max-w-3xl">
      <PageTitle description="Found a bug, missing a feature, or just want to say something? We read every message.">Feedback</PageTitle>

      <Card className="mb-6">
        <h2 className="text-sm font-semibold text-muted">Sending as</h2>
        {user.firstName || user.lastName ? <p className="mt-1 font-medium">{[user.firstName, user.lastName].filter(Boolean).join(' ')}</p> : null}
        <p className="break-words">{user.email}</p>
      </Card>

      <Card>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <Select label="Type" value={type} options={typeOptions} onChange={(event) => setType(event.target.value as FeedbackType)} />
          <Field label="Subject" error={errors.subject}>
            {(control) => <Input {...control} maxLength={255} value={subject} onChange={(event) => setSubject(event.target.value)} />}
          </Field>
          <Field label="Message" error={errors.message}>
            {(control) => <Textarea {...control} rows={6} placeholder={placeholders[type]} value={message} onChange={(event) => setMessage(event.target.value)} />}
          </Field>
          <Button type="submit" disabled={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
            {pending ? 'Submitting…' : 'Submit Feedback'}
          </Button>
        </form>
      </Card>

      <section aria-labelledby="feedback-history" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="feedback-history" className="text-xl font-semibold">
            Your feedback history
          </h2>
          <Button
            variant="outline"
            aria-expanded={historyOpen}
            aria-controls="feedback-history-list"
            onClick={() => {
              const next = !historyOpen;
              setHistoryOpen(next);
              if (next) void loadHistory();
            }}
          >
            <History aria-hidden="true" className="size-4" /> {historyOpen ? 'Hide History' : 'Show History'}
          </Button>
        </div>
        <div id="feedback-history-list" hidden={!historyOpen} className="mt-4">
          {history.state === 'loading' ? <Loading label="Loading..." /> : null}
          {history.state === 'error' ? <p className="text-danger-ink">Your feedback history could not be loaded. Please try again.</p> : null}
          {history.state === 'ready' && history.entries.length === 0 ? <p className="text-muted">No previous feedback submitted</p> : null}
          {history.state === 'ready' && history.entries.length > 0 ? (
            <ul className="space-y-3">
              {history.entries.map((entry) => (
                <li key={entry.id}>
                  <Card className="p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="mr-auto font-semibold">{entry.subject}</h3>
                      <span className={badge}>{typeOptions.find((option) => option.value === entry.type)?.label ?? entry.type}</span>
                      <span className={cn(badge, statusStyles[entry.status] ?? 'bg-surface text-ink')}>{entry.status.replace('_', ' ')}</span>
                    </div>
                    <p className="mt-2 whitespace-pre-wrap">{entry.message}</p>
                    <p className="mt-2 text-sm text-muted">Submitted {new Date(entry.createdAt).toLocaleDateString()}</p>
                  </Card>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </div>
  );
}

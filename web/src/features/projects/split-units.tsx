import { useState, type FormEvent } from 'react';
import { Save, Scissors } from 'lucide-react';
import { stageLimits, type ProjectRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { CountInput } from '../../components/input';
import { toast } from '../../components/use-toast';
import { splitProject } from '../../data/collection/project-stages';
import { updateProject } from '../../data/collection/projects';
import { writeFailedToast } from '../../messages/error-text';
import { t } from '../../i18n/t';

/** A whole number from `low` to `high` typed in a field, or null (empty, a fraction, out of range). */
export function countWithin(text: string, low: number, high: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const count = Number(text.trim());
  return count >= low && count <= high ? count : null;
}

/**
 * A unit's or box's models (issue 26): how many the entry holds, and splitting some off into an entry of their own
 * (1 up to all but one; the new entry keeps the name, stage and history).
 */
export function SplitUnits({ project }: { project: Pick<ProjectRow, 'id' | 'name' | 'modelCount'> }) {
  return (
    <section aria-labelledby={`models-${project.id}`} className="space-y-3">
      <h3 id={`models-${project.id}`} className="text-base font-semibold">
        {t('projects.models')}
      </h3>
      <ModelCountForm key={project.modelCount} project={project} />
      {project.modelCount > 1 ? <SplitForm key={`split-${project.modelCount}`} project={project} /> : null}
    </section>
  );
}

function ModelCountForm({ project }: { project: Pick<ProjectRow, 'id' | 'name' | 'modelCount'> }) {
  const save = (count: number) => {
    if (count === project.modelCount) return;
    updateProject(project.id, { modelCount: count }).then(
      () =>
        toast({ title: t('projects.modelCountSavedTitle'), description: t('projects.modelCountSavedText', { name: project.name, count }) }),
      (failure: unknown) => toast(writeFailedToast(t('projects.modelCountFailed'), failure)),
    );
  };
  return (
    <CountForm label={t('projects.modelCount')} initial={project.modelCount} most={stageLimits.modelCountMax} onCount={save}>
      <Save aria-hidden="true" className="size-4" /> {t('projects.saveCount')}
    </CountForm>
  );
}

function SplitForm({ project }: { project: Pick<ProjectRow, 'id' | 'name' | 'modelCount'> }) {
  const split = (count: number) =>
    splitProject(project.id, count).then(
      () =>
        toast({
          title: t('projects.splitTitle'),
          description: t('projects.splitText', { count, left: project.modelCount - count, name: project.name }),
        }),
      (failure: unknown) => toast(writeFailedToast(t('projects.splitFailed'), failure)),
    );
  return (
    <CountForm label={t('projects.splitCount')} initial={1} most={project.modelCount - 1} hint onCount={(count) => void split(count)}>
      <Scissors aria-hidden="true" className="size-4" /> {t('projects.split')}
    </CountForm>
  );
}

/** A labelled count from 1 to `most` and its button; anything else typed is refused in words beside the field. */
function CountForm({
  label,
  initial,
  most,
  hint = false,
  onCount,
  children,
}: {
  label: string;
  initial: number;
  most: number;
  /** Show the range under the field. */
  hint?: boolean;
  onCount: (count: number) => void;
  children: React.ReactNode;
}) {
  const [text, setText] = useState(String(initial));
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = countWithin(text, 1, most);
    setError(count === null ? t('projects.countError', { most }) : undefined);
    if (count !== null) onCount(count);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      <Field label={label} hint={hint ? t('projects.countRange', { most }) : undefined} error={error} className="w-40">
        {(control) => <CountInput {...control} min={1} max={most} value={text} onChange={(event) => setText(event.target.value)} />}
      </Field>
      <Button type="submit" variant="outline" className="mt-6.5">
        {children}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { toast } from '../../components/use-toast';
import { createProject, useProjects } from '../../data/collection/projects';
import { addRecipePaint } from '../../data/collection/recipes';
import { writeFailedToast } from '../../messages/error-text';
import { projectFormText } from '../../messages/form-text';
import { t } from '../../i18n/t';

// The select's value for "a new miniature" (project ids are UUIDs, so it never names one).
const newMiniature = 'new';

/**
 * "Start a recipe": paints become recipe rows of a chosen miniature, or of a new one named here (the only choice for
 * a painter with none yet), one row per paint (once each) with its part: the palette's colours (each named by its hex
 * for the painter to rename) or a paint's partners (Base, Shade, Layer, Highlight).
 */
export function StartRecipe({
  rows,
  label,
}: {
  rows: ReadonlyArray<{ part: string; paint: PaintRow }>;
  /** The button's words: "Start a recipe" unless a section says what the recipe is built from. */
  label?: string;
}) {
  const projects = useProjects();
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  if (!projects || rows.length === 0) return null;
  const project = chosen === newMiniature ? undefined : (projects.find((candidate) => candidate.id === chosen) ?? projects[0]);

  const start = async () => {
    const newName = name.trim();
    if (!project && newName === '') {
      setNameError(projectFormText.miniatureNameRequired);
      return;
    }
    setBusy(true);
    try {
      const target = project ?? { id: await createProject({ name: newName }), name: newName };
      const seen = new Set<string>();
      for (const { part, paint } of rows) {
        if (seen.has(paint.id)) continue;
        seen.add(paint.id);
        await addRecipePaint(target.id, { paintId: paint.id, partName: part });
      }
      toast({
        title: t('colours.recipe.started'),
        description: t('colours.recipe.startedDescription', { count: seen.size, name: target.name }),
      });
      if (!project) {
        // The new miniature is in the list now: the next palette goes to it unless the painter chooses otherwise.
        setChosen(target.id);
        setName('');
      }
    } catch (error) {
      toast(writeFailedToast(t('colours.recipe.failed'), error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      {projects.length > 0 ? (
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          {t('colours.recipe.miniature')}
          <select
            className="h-10 w-full min-w-0 rounded-md border border-line bg-surface px-2 text-sm"
            value={project?.id ?? newMiniature}
            onChange={(event) => setChosen(event.target.value)}
          >
            {projects.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
            <option value={newMiniature}>{t('colours.recipe.newMiniature')}</option>
          </select>
        </label>
      ) : null}
      {project ? null : (
        <Field label={t('colours.recipe.newName')} error={nameError} className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              value={name}
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
            />
          )}
        </Field>
      )}
      <Button variant="outline" disabled={busy} onClick={() => void start()} className={nameError ? 'mb-7' : undefined}>
        {label ?? t('colours.recipe.start')}
      </Button>
    </div>
  );
}

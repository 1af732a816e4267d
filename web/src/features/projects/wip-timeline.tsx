import { useId, useMemo, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import {
  projectStages,
  projectStageSchema,
  stageTimeline,
  type ProjectRow,
  type ProjectStage,
  type WipPhoto,
} from '@paintforge/sync-protocol';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { Dialog, DialogContent } from '../../components/dialog';
import { imageContentProblem, imageFileProblem, miniaturePhotoTarget, resizeMiniaturePhoto } from '../../components/image/resize';
import { Label } from '../../components/label';
import { Select } from '../../components/select';
import { EmptyState } from '../../components/status-message';
import { StageStepTitle } from '../../components/stage-step-title';
import { Switch } from '../../components/switch';
import { toast } from '../../components/use-toast';
import { addWipPhoto, removeWipPhoto } from '../../data/collection/project-stages';
import { updateProject, useBlobUrl } from '../../data/collection/projects';
import { writeFailedToast } from '../../messages/error-text';
import { stageDate, useStageNames } from '../../messages/stage-text';
import { photoProblemText } from './photo-field';
import { t } from '../../i18n/t';

type TimelineProject = Pick<ProjectRow, 'id' | 'name' | 'stage' | 'createdAt' | 'stageHistory' | 'wipPhotos' | 'showTimeline'>;

/**
 * The work-in-progress timeline of the details view (issue 26): every stage move with its date, in order, with the
 * photos taken in each stage under it; adding a photo (resized on the device like the main photo: a card copy and a
 * large copy) for the current stage or a chosen one, viewing one large, removing one, and whether the showcase
 * shows the timeline.
 */
export function WipTimeline({ project }: { project: TimelineProject }) {
  const steps = useMemo(() => stageTimeline(project), [project]);
  const names = useStageNames();
  const headingId = useId();
  const switchId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {t('projects.wipHeading')}
      </h3>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={switchId}>{t('projects.showTimeline')}</Label>
        <Switch
          id={switchId}
          checked={project.showTimeline}
          onCheckedChange={(checked) =>
            updateProject(project.id, { showTimeline: checked }).catch((error: unknown) =>
              toast(writeFailedToast(t('projects.showTimelineFailed'), error)),
            )
          }
        />
      </div>
      <AddWipPhoto project={project} />
      <ol aria-label={t('projects.timelineOf', { name: project.name })} className="space-y-3 border-l-2 border-line pl-4">
        {steps.map((step) => {
          const word = names[step.stage];
          return (
            <li key={step.key} aria-label={step.at ? `${word}, ${stageDate(step.at)}` : word} className="space-y-2">
              <StageStepTitle word={word} at={step.at} dateText={step.at ? stageDate(step.at) : null} />
              {step.photos.length > 0 ? (
                <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                  {step.photos.map((photo, index) => (
                    <WipPhotoTile
                      key={photo.id}
                      projectId={project.id}
                      photo={photo}
                      label={t('projects.wipPhotoLabel', { stage: word, number: index + 1 })}
                    />
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      {project.wipPhotos.length === 0 ? (
        <EmptyState title={t('projects.wipEmptyTitle')}>
          <p>{t('projects.wipEmptyText')}</p>
        </EmptyState>
      ) : null}
    </section>
  );
}

function AddWipPhoto({ project }: { project: Pick<ProjectRow, 'id' | 'stage'> }) {
  // Null follows the miniature's current stage, so a move on files the next photo under the new stage.
  const [chosen, setChosen] = useState<ProjectStage | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const stage = chosen ?? project.stage;
  const names = useStageNames();
  const stageOptions = projectStages.map((each) => ({ value: each, label: names[each] }));
  const add = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file, miniaturePhotoTarget) ?? (await imageContentProblem(file));
    if (problem) {
      const { message, hint } = photoProblemText[problem];
      toast({ title: message, ...(hint ? { description: hint } : {}), variant: 'destructive' });
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      const photo = await resizeMiniaturePhoto(file);
      await addWipPhoto(project.id, stage, photo.card, photo.large);
      toast({ title: t('projects.wipAddedTitle'), description: t('projects.wipAddedText', { stage: names[stage] }) });
    } catch (error) {
      toast(writeFailedToast(t('projects.wipAddFailed'), error));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <div className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-2">
      <Select
        label={t('projects.wipStage')}
        options={stageOptions}
        value={stage}
        onChange={(event) => setChosen(projectStageSchema.parse(event.target.value))}
      />
      <div className="min-w-0 space-y-1.5">
        <Label htmlFor={fileId}>{t('projects.wipAdd')}</Label>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          disabled={busy}
          aria-busy={busy || undefined}
          onChange={(event) => void add(event.currentTarget)}
          className="block w-full min-w-0 text-sm text-muted file:mr-3 file:h-10 file:rounded-md file:border file:border-line-strong file:bg-surface file:px-3 file:font-medium file:text-ink hover:file:bg-surface-2"
        />
        {busy ? (
          <p role="status" className="inline-flex items-center gap-1.5 text-sm text-muted">
            <ImagePlus aria-hidden="true" className="size-4" /> {t('projects.wipResizing')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function WipPhotoTile({ projectId, photo, label }: { projectId: string; photo: WipPhoto; label: string }) {
  const thumb = useBlobUrl(photo.imageHash);
  const [open, setOpen] = useState<'view' | 'remove' | null>(null);
  const show = (which: typeof open) => (next: boolean) => setOpen(next ? which : null);
  const remove = () =>
    removeWipPhoto(projectId, photo.id).then(
      () => toast({ title: t('projects.wipRemovedTitle') }),
      (error: unknown) => toast(writeFailedToast(t('projects.wipRemoveFailed'), error)),
    );
  return (
    <li className="relative">
      <button
        type="button"
        aria-label={t('projects.wipView', { label })}
        onClick={() => setOpen('view')}
        className="block aspect-[3/2] w-full overflow-hidden rounded-md border border-line bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus"
      >
        {thumb ? <img src={thumb} alt={label} className="size-full object-cover" /> : null}
      </button>
      <Button
        variant="secondary"
        size="icon-sm"
        aria-label={t('projects.wipRemove', { label })}
        onClick={() => setOpen('remove')}
        className="absolute top-1 right-1 opacity-90"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <Dialog open={open === 'view'} onOpenChange={show('view')}>
        {open === 'view' ? (
          <DialogContent title={label} sheet className="sm:max-w-3xl">
            <LargePhoto photo={photo} label={label} />
          </DialogContent>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={open === 'remove'}
        onOpenChange={show('remove')}
        title={t('projects.wipRemoveTitle')}
        description={t('projects.wipRemoveText', { label })}
        confirmLabel={t('projects.removePhoto')}
        onConfirm={() => void remove()}
      />
    </li>
  );
}

function LargePhoto({ photo, label }: { photo: WipPhoto; label: string }) {
  const url = useBlobUrl(photo.largeImageHash ?? photo.imageHash);
  return url ? (
    <img src={url} alt={label} className="mx-auto block max-h-[75dvh] max-w-full rounded-md bg-surface-2 object-contain" />
  ) : null;
}

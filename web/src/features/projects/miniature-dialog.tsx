import { useState } from 'react';
import { Plus, Save } from 'lucide-react';
import { projectFieldsSchema, projectStatuses, type ProjectRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Field } from '../../components/field';
import { Input, Textarea } from '../../components/input';
import { Select } from '../../components/select';
import { SubmitButton } from '../../components/submit-button';
import { useSchemaForm } from '../../components/use-schema-form';
import { toast } from '../../components/use-toast';
import { createProject, updateProject, useBlobUrl } from '../../data/collection/projects';
import { writeFailedToast } from '../../messages/error-text';
import type { MiniaturePhoto } from '../../components/image/resize';
import { PhotoField } from './photo-field';
import { projectStatusLabels } from './recipe-options';
import { projectFormText } from '../../messages/form-text';
import { t } from '../../i18n/t';

const miniatureSchema = projectFieldsSchema.pick({ name: true, description: true, status: true });
/** The spec's statuses (in the painter's words when the form opens), every one of them: the status is the painter's own fact, apart from the pile's stage. */
const statusOptions = () => projectStatuses.map((value) => ({ value, label: projectStatusLabels[value] }));

/** "Add Painted Miniature": a name, a description and a photo from a file, the camera or a link. */
export function AddMiniatureDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: FocusTarget;
}) {
  return <MiniatureDialog open={open} onOpenChange={onOpenChange} project={null} returnFocusTo={returnFocusTo} />;
}

/** "Edit Miniature": the same form with the status, filled in from the miniature. */
export function EditMiniatureDialog({
  project,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  project: ProjectRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: FocusTarget;
}) {
  return <MiniatureDialog open={open} onOpenChange={onOpenChange} project={project} returnFocusTo={returnFocusTo} />;
}

/** Where focus goes when the dialog closes, instead of its opener (which may be gone by then). */
type FocusTarget = () => HTMLElement | null | undefined;

function MiniatureDialog({
  open,
  onOpenChange,
  project,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: ProjectRow | null;
  returnFocusTo?: FocusTarget | undefined;
}) {
  // Spec §2: the dialog cannot be closed while the camera is open (the camera's own Close comes first).
  const [cameraOpen, setCameraOpen] = useState(false);
  const guard = (event: Event) => {
    if (cameraOpen) event.preventDefault();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !cameraOpen) onOpenChange(next);
      }}
    >
      {open ? (
        <DialogContent
          title={project ? t('projects.editTitle') : t('projects.add')}
          description={project ? t('projects.editDescription') : t('projects.addDescription')}
          sheet
          className="sm:max-w-2xl"
          onEscapeKeyDown={guard}
          onInteractOutside={guard}
          returnFocusTo={returnFocusTo}
        >
          <MiniatureForm
            project={project}
            cameraOpen={cameraOpen}
            onCameraChange={setCameraOpen}
            onDone={() => {
              setCameraOpen(false);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MiniatureForm({
  project,
  cameraOpen,
  onCameraChange,
  onDone,
}: {
  project: ProjectRow | null;
  cameraOpen: boolean;
  onCameraChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const form = useSchemaForm({
    schema: miniatureSchema,
    initial: { name: project?.name ?? '', description: project?.description ?? '', status: project?.status ?? 'active' },
  });
  // A blank name has the gallery's own words; any other problem with it (too long) is the schema's.
  const nameBlank = form.values.name.trim() === '';
  // undefined: the saved photo stays; null: no photo; else the new one, already resized (card and large copy).
  const [image, setImage] = useState<MiniaturePhoto | null | undefined>(project ? undefined : null);
  // The description as the form opened with it: the base of its edit, so words another phone wrote meanwhile are kept.
  const [seen] = useState(() => ({ description: project?.description ?? null }));
  const [reading, setReading] = useState(false);
  const currentUrl = useBlobUrl(project?.largeImageHash ?? project?.imageHash);
  const photo = image === undefined ? {} : { image: image?.card ?? null, largeImage: image?.large ?? null };

  const submit = form.onSubmit(
    async (data) => {
      try {
        if (project) {
          await updateProject(
            project.id,
            {
              name: data.name,
              description: data.description,
              status: data.status,
              ...photo,
            },
            seen,
          );
          toast({ title: t('projects.updatedTitle'), description: t('projects.updatedText', { name: data.name }) });
        } else {
          await createProject({ name: data.name, description: data.description, image: null, ...photo });
          toast({ title: t('projects.addedTitle'), description: t('projects.addedText', { name: data.name }) });
        }
        onDone();
      } catch (error) {
        toast(writeFailedToast(project ? t('projects.updateFailed') : t('projects.createFailed'), error));
      }
    },
    (errors) => {
      if (errors.name && nameBlank) {
        const [missingTitle, missingDescription] = projectFormText.missingName.split(':').map((part) => part.trim());
        toast({ title: missingTitle, description: missingDescription, variant: 'destructive' });
      }
    },
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {/* The gallery's words for a blank name (spec §5); any other problem (too long) says itself, as Add Paint does. */}
      <Field
        label={t('projects.nameLabel')}
        error={form.errors.name && nameBlank ? projectFormText.miniatureNameRequired : form.errors.name}
      >
        {(control) => <Input {...control} {...form.field('name')} autoComplete="off" />}
      </Field>
      <Field label={t('projects.descriptionLabel')} error={form.errors.description}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            value={form.values.description}
            onChange={(event) => form.setValues((previous) => ({ ...previous, description: event.target.value }))}
          />
        )}
      </Field>
      {project ? (
        <Select
          label={t('projects.statusLabel')}
          options={statusOptions()}
          value={form.values.status}
          onChange={(event) => form.setValues((previous) => ({ ...previous, status: event.target.value as ProjectRow['status'] }))}
        />
      ) : null}
      <PhotoField
        photo={image ?? null}
        current={image === undefined ? currentUrl : null}
        onChange={setImage}
        onCameraChange={onCameraChange}
        onBusyChange={setReading}
      />
      <DialogActions cancel={false}>
        <Button variant="outline" onClick={onDone} disabled={cameraOpen}>
          {t('projects.cancel')}
        </Button>
        <SubmitButton
          pending={form.pending || reading || cameraOpen}
          label={project ? t('projects.saveChanges') : t('projects.addMiniature')}
          pendingLabel={cameraOpen ? t('projects.cameraOpen') : reading ? t('projects.preparingPhoto') : t('projects.saving')}
          icon={project ? <Save aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
        />
      </DialogActions>
    </form>
  );
}

import { useEffect, useId, useMemo, useState } from 'react';
import { ImagePlus, Plus } from 'lucide-react';
import { imageMessages, projectFieldsSchema, projectMessages } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogContent } from '../../components/dialog';
import { Field } from '../../components/field';
import { FieldError } from '../../components/field-error';
import { Input, Textarea } from '../../components/input';
import { Label } from '../../components/label';
import { SubmitButton } from '../../components/submit-button';
import { useSchemaForm } from '../../components/use-schema-form';
import { toast } from '../../components/use-toast';
import { createProject } from '../../data/projects';
import { imageFileProblem, miniaturePhotoTarget, resizeImage, type ImageFileProblem } from '../../components/image/resize';

const miniatureSchema = projectFieldsSchema.pick({ name: true, description: true });
const initial = { name: '', description: '' };
const [missingTitle, missingDescription] = projectMessages.missingName.split(': ');

/** Spec §5 Miniature image and §8 Image: the field's message and the toast's explanation for each problem. */
export const photoProblemText: Record<ImageFileProblem | 'unreadable', { message: string; hint?: string }> = {
  'invalid-type': { message: imageMessages.invalidType, hint: 'Please choose an image file.' },
  'too-large': { message: 'File too large', hint: 'Please choose an image under 20MB.' },
  unreadable: { message: 'Failed to load image file' },
};

/** "Add Painted Miniature": a name, a description and a photo from a file (resized to fit 600x400, spec §9). */
export function AddMiniatureDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Add Painted Miniature" description="A photo, a name and a few words about your miniature.">
          <AddMiniatureForm onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AddMiniatureForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm({ schema: miniatureSchema, initial });
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [reading, setReading] = useState(false);
  const preview = usePreview(photo);
  const fileId = useId();

  const choose = async (file: File | undefined) => {
    setPhotoError(undefined);
    if (!file) {
      setPhoto(null);
      return;
    }
    const refuse = (problem: keyof typeof photoProblemText) => {
      const { message, hint } = photoProblemText[problem];
      setPhoto(null);
      setPhotoError(message);
      toast({ title: message, ...(hint ? { description: hint } : {}), variant: 'destructive' });
    };
    const problem = imageFileProblem(file, miniaturePhotoTarget);
    if (problem) {
      refuse(problem);
      return;
    }
    setReading(true);
    try {
      setPhoto(await resizeImage(file, miniaturePhotoTarget));
    } catch {
      refuse('unreadable');
    } finally {
      setReading(false);
    }
  };

  const submit = form.onSubmit(
    async (data) => {
      try {
        await createProject({ name: data.name, description: data.description, image: photo });
        toast({ title: 'Miniature added', description: `${data.name} is in your gallery.` });
        onDone();
      } catch (error) {
        toast({
          title: 'Failed to create miniature showcase',
          ...(error instanceof Error && error.message ? { description: error.message } : {}),
          variant: 'destructive',
        });
      }
    },
    (errors) => {
      if (errors.name) toast({ title: missingTitle, description: missingDescription, variant: 'destructive' });
    },
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label="Miniature name" error={form.errors.name ? projectMessages.miniatureNameRequired : undefined}>
        {(control) => <Input {...control} {...form.field('name')} autoComplete="off" />}
      </Field>
      <Field label="Description" error={form.errors.description}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            value={form.values.description}
            onChange={(event) => form.setValues((previous) => ({ ...previous, description: event.target.value }))}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <Label htmlFor={fileId}>Photo</Label>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          aria-invalid={photoError ? true : undefined}
          aria-describedby={photoError ? `${fileId}-error` : `${fileId}-hint`}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full text-sm text-muted file:mr-3 file:h-10 file:rounded-md file:border file:border-line-strong file:bg-surface file:px-3 file:font-medium file:text-ink hover:file:bg-surface-2"
        />
        <p id={`${fileId}-hint`} className="text-sm text-muted">
          JPEG, PNG or WebP under 20MB. It is resized to fit 600×400.
        </p>
        <FieldError id={`${fileId}-error`} message={photoError} />
        {preview ? (
          <img src={preview} alt="Preview of the photo" className="mt-2 max-h-48 rounded-md border border-line object-contain" />
        ) : (
          <div
            aria-hidden="true"
            className="mt-2 flex h-24 items-center justify-center rounded-md border border-dashed border-line-strong text-muted"
          >
            <ImagePlus className="size-6" />
          </div>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton
          pending={form.pending || reading}
          label="Add Miniature"
          pendingLabel={reading ? 'Preparing photo…' : 'Saving…'}
          icon={<Plus aria-hidden="true" className="size-4" />}
        />
      </div>
    </form>
  );
}

/** An object URL for the chosen photo, revoked when it changes or the form closes. */
function usePreview(photo: Blob | null): string | null {
  const url = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Camera, ImagePlus, Link, Trash2 } from 'lucide-react';
import { imageMessages } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-error';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { toast } from '../../components/use-toast';
import { fetchImage, ImageUrlError, type ImageUrlProblem } from '../../components/image/fetch-image';
import {
  imageContentProblem,
  imageFileProblem,
  miniaturePhotoTarget,
  resizeImage,
  type ImageFileProblem,
} from '../../components/image/resize';
import { CameraPanel } from './camera-panel';

/** Spec §5 Miniature image and §8 Image: the field's message and the toast's explanation for each problem. */
export const photoProblemText: Record<ImageFileProblem | 'unreadable', { message: string; hint?: string }> = {
  'invalid-type': { message: imageMessages.invalidType, hint: 'Please choose an image file.' },
  'too-large': { message: 'File too large', hint: 'Please choose an image under 20MB.' },
  unreadable: { message: 'Failed to load image file' },
};

const downloadInstead = 'Download the image to your device and upload it as a file instead.';

/** What went wrong with a pasted link, and what to do instead. */
export const imageUrlProblemText: Record<ImageUrlProblem, string> = {
  'invalid-url': 'Please paste a link that starts with https://.',
  offline: `You are offline, so the image cannot be fetched. ${downloadInstead}`,
  blocked: `That site does not let other sites use its images. ${downloadInstead}`,
  'not-found': `The image could not be fetched from that link. Check the link, or ${downloadInstead.charAt(0).toLowerCase()}${downloadInstead.slice(1)}`,
  'not-image': 'That link is not a JPEG, PNG or WebP image.',
  'too-large': 'That image is 20MB or more. Please choose a smaller one.',
};

/**
 * The miniature's photo from a file, the camera or a pasted link, each resized to fit 600x400 (spec §9) before it
 * is kept. `current` is the saved photo while editing; `onChange(null)` removes it.
 */
export function PhotoField({
  photo,
  current,
  onChange,
  onCameraChange,
  onBusyChange,
}: {
  photo: Blob | null;
  current: string | null;
  onChange: (photo: Blob | null) => void;
  onCameraChange: (open: boolean) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const [camera, setCamera] = useState(false);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  const preview = usePreview(photo);
  const fileId = useId();
  const linkId = useId();
  const shown = preview ?? current;

  const showCamera = useCallback(
    (open: boolean) => {
      setCamera(open);
      onCameraChange(open);
    },
    [onCameraChange],
  );
  const closeCamera = useCallback(() => showCamera(false), [showCamera]);

  const refuse = (problem: keyof typeof photoProblemText) => {
    const { message, hint } = photoProblemText[problem];
    setError(message);
    toast({ title: message, ...(hint ? { description: hint } : {}), variant: 'destructive' });
  };

  const resize = async (image: Blob) => {
    onBusyChange(true);
    try {
      onChange(await resizeImage(image, miniaturePhotoTarget));
      return true;
    } catch {
      refuse('unreadable');
      return false;
    } finally {
      onBusyChange(false);
    }
  };

  const chooseFile = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    const problem = imageFileProblem(file, miniaturePhotoTarget) ?? (await imageContentProblem(file));
    if (problem) {
      refuse(problem);
      return;
    }
    await resize(file);
  };

  const fetchLink = async () => {
    setLinkError(undefined);
    setError(undefined);
    onBusyChange(true);
    try {
      const image = await fetchImage(link, miniaturePhotoTarget.uploadMaxBytes);
      if (await resize(image)) setLink('');
    } catch (problem) {
      const text = imageUrlProblemText[problem instanceof ImageUrlError ? problem.problem : 'blocked'];
      setLinkError(text);
      toast({ title: 'Upload failed', description: text, variant: 'destructive' });
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">Photo</legend>
      {camera ? (
        <CameraPanel
          onClose={closeCamera}
          onCapture={(captured) => {
            showCamera(false);
            void resize(captured);
          }}
        />
      ) : shown ? (
        <div className="space-y-2">
          <img src={shown} alt="Preview of the photo" className="aspect-[3/2] w-full rounded-md border border-line object-cover" />
          <Button variant="outline" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" className="size-4" /> Remove Photo
          </Button>
        </div>
      ) : (
        <div
          aria-hidden="true"
          className="flex h-24 items-center justify-center rounded-md border border-dashed border-line-strong text-muted"
        >
          <ImagePlus className="size-6" />
        </div>
      )}

      <div className="space-y-1.5">
        <Label htmlFor={fileId}>Photo file</Label>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          disabled={camera}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fileId}-error` : `${fileId}-hint`}
          onChange={(event) => void chooseFile(event.target.files?.[0])}
          className="block w-full min-w-0 text-sm text-muted file:mr-3 file:h-10 file:rounded-md file:border file:border-line-strong file:bg-surface file:px-3 file:font-medium file:text-ink hover:file:bg-surface-2"
        />
        <p id={`${fileId}-hint`} className="text-sm text-muted">
          JPEG, PNG or WebP under 20MB. It is resized to fit 600×400.
        </p>
        <FieldError id={`${fileId}-error`} message={error} />
      </div>

      {camera ? null : (
        <Button variant="outline" onClick={() => showCamera(true)}>
          <Camera aria-hidden="true" className="size-4" /> Take Photo
        </Button>
      )}

      <div className="space-y-1.5">
        <Label htmlFor={linkId}>Image link</Label>
        <div className="flex gap-2">
          <Input
            id={linkId}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={link}
            disabled={camera}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${linkId}-error` : undefined}
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (link.trim()) void fetchLink();
              }
            }}
          />
          <Button variant="outline" disabled={camera || !link.trim()} onClick={() => void fetchLink()}>
            <Link aria-hidden="true" className="size-4" /> Use Link
          </Button>
        </div>
        <FieldError id={`${linkId}-error`} message={linkError} />
      </div>
    </fieldset>
  );
}

/** An object URL for the chosen photo, revoked when it changes or the form closes. */
function usePreview(photo: Blob | null): string | null {
  const url = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

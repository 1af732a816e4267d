import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Camera, ImagePlus, Link, Trash2 } from 'lucide-react';

import { Button } from '../../components/button';
import { FieldError } from '../../components/field-error';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { toast } from '../../components/use-toast';
import { useAuth } from '../../data/account/auth-state';
import { fetchImageLink, ImageUrlError, useOnline } from '../../data/collection/image-link';
import {
  imageContentProblem,
  imageFileProblem,
  miniaturePhotoTarget,
  resizeMiniaturePhoto,
  type ImageFileProblem,
  type MiniaturePhoto,
} from '../../components/image/resize';
import { CameraPanel } from './camera-panel';
import { imageText } from '../../messages/form-text';
import { imageLinkOfflineHint, imageLinkUnverifiedText, imageLinkWaitText, imageUrlProblemText } from '../../messages/image-link-text';
import { t } from '../../i18n/t';

/** Spec §5 Miniature image and §8 Image: the field's message and the toast's explanation for each problem. */
export const photoProblemText: Record<ImageFileProblem | 'unreadable', { message: string; hint?: string }> = {
  // Getters: the words are read in the painter's language when shown, not when this module loads.
  'invalid-type': {
    get message() {
      return imageText.invalidType;
    },
    get hint() {
      return t('projects.chooseImageFile');
    },
  },
  'too-large': {
    get message() {
      return imageText.tooLarge;
    },
    get hint() {
      return t('projects.chooseSmallerImage');
    },
  },
  unreadable: {
    get message() {
      return t('projects.imageUnreadable');
    },
  },
};

/**
 * The miniature's photo from a file, the camera or a pasted link, each resized to fit 600x400 (spec §9) for the
 * card, plus a large copy (up to 1600 px) for the details view and the showcase, before it is kept. `current` is
 * the saved photo while editing; `onChange(null)` removes it.
 */
export function PhotoField({
  photo,
  current,
  onChange,
  onCameraChange,
  onBusyChange,
}: {
  photo: MiniaturePhoto | null;
  current: string | null;
  onChange: (photo: MiniaturePhoto | null) => void;
  onCameraChange: (open: boolean) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const [camera, setCamera] = useState(false);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  const [linkWait, setLinkWait] = useState<number | undefined>();
  const { user } = useAuth();
  const online = useOnline();
  const preview = usePreview(photo?.large ?? null);
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
      onChange(await resizeMiniaturePhoto(image));
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
      // A busy server's Retry-After is waited out (and said), then the link is tried again.
      const image = await fetchImageLink(link, { onWait: setLinkWait });
      setLinkWait(undefined);
      if (await resize(image)) setLink('');
    } catch (problem) {
      const code = problem instanceof ImageUrlError ? problem.problem : 'failed';
      // An unverified painter's small hourly number: say how to get more, not "wait a few minutes".
      const text = code === 'rate-limited' && user?.emailVerified === false ? imageLinkUnverifiedText() : imageUrlProblemText[code]();
      setLinkError(text);
      toast({ title: t('projects.uploadFailed'), description: text, variant: 'destructive' });
    } finally {
      setLinkWait(undefined);
      onBusyChange(false);
    }
  };

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">{t('projects.photo')}</legend>
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
          {/* Whole (contain): a standing miniature's head and base are the photo's point. */}
          <img
            src={shown}
            alt={t('projects.photoPreview')}
            className="aspect-[3/2] w-full rounded-md border border-line bg-surface-2 object-contain"
          />
          <Button variant="outline" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" className="size-4" /> {t('projects.removePhoto')}
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
        <Label htmlFor={fileId}>{t('projects.photoFile')}</Label>
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
          {t('projects.photoFileHint')}
        </p>
        <FieldError id={`${fileId}-error`} message={error} />
      </div>

      {camera ? null : (
        <Button variant="outline" onClick={() => showCamera(true)}>
          <Camera aria-hidden="true" className="size-4" /> {t('projects.takePhoto')}
        </Button>
      )}

      <div className="space-y-1.5">
        <Label htmlFor={linkId}>{t('projects.imageLink')}</Label>
        <div className="flex gap-2">
          <Input
            id={linkId}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={link}
            disabled={camera}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={
              [online ? null : `${linkId}-offline`, linkError ? `${linkId}-error` : null].filter(Boolean).join(' ') || undefined
            }
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (link.trim() && online) void fetchLink();
              }
            }}
          />
          <Button variant="outline" disabled={camera || !link.trim() || !online} onClick={() => void fetchLink()}>
            <Link aria-hidden="true" className="size-4" /> {t('projects.useLink')}
          </Button>
        </div>
        {online ? null : (
          <p id={`${linkId}-offline`} className="text-sm text-muted">
            {imageLinkOfflineHint()}
          </p>
        )}
        <p role="status" className="text-sm text-muted empty:hidden">
          {linkWait === undefined ? null : imageLinkWaitText(linkWait)}
        </p>
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

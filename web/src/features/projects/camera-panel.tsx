import { useEffect, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import { Button } from '../../components/button';
import { toast } from '../../components/use-toast';
import { captureFrame, CaptureError, openCamera, stopStream } from '../../components/image/camera';
import { t } from '../../i18n/t';

/** Spec §8 Camera: the toasts' titles and what to do next, in the painter's language when shown. */
const captureText = {
  'not-ready': () => ({ title: t('projects.cameraNotReadyTitle'), description: t('projects.cameraNotReadyText') }),
  'no-canvas': () => ({ title: t('projects.captureErrorTitle'), description: t('projects.captureErrorText') }),
  'encode-failed': () => ({ title: t('projects.captureFailedTitle'), description: t('projects.captureFailedText') }),
} as const;

/**
 * The live camera inside the miniature dialog. Mounting starts the stream; capturing or closing (unmounting) stops
 * it, so the camera light never stays on after the panel is gone.
 */
export function CameraPanel({ onCapture, onClose }: { onCapture: (photo: Blob) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [live, setLive] = useState(false);
  const [capturing, setCapturing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    openCamera().then(
      (opened) => {
        if (cancelled) {
          stopStream(opened);
          return;
        }
        stream.current = opened;
        if (video.current) {
          video.current.srcObject = opened;
          void video.current.play().catch(() => undefined);
        }
        setLive(true);
      },
      () => {
        if (cancelled) return;
        toast({ title: t('projects.cameraUnavailableTitle'), description: t('projects.cameraUnavailableText'), variant: 'destructive' });
        onClose();
      },
    );
    return () => {
      cancelled = true;
      stopStream(stream.current);
      stream.current = null;
    };
  }, [onClose]);

  const capture = async () => {
    if (!video.current || !live) {
      toast({ ...captureText['not-ready'](), variant: 'destructive' });
      return;
    }
    setCapturing(true);
    try {
      const photo = await captureFrame(video.current);
      stopStream(stream.current);
      stream.current = null;
      onCapture(photo);
    } catch (error) {
      toast({ ...captureText[error instanceof CaptureError ? error.problem : 'encode-failed'](), variant: 'destructive' });
    } finally {
      setCapturing(false);
    }
  };

  return (
    <div className="space-y-2 rounded-md border border-line p-2" role="group" aria-label={t('projects.camera')}>
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-label={t('projects.cameraPreview')}
        className="aspect-[3/2] w-full rounded-md bg-black object-cover"
      />
      <p className="text-sm text-muted" role="status">
        {live ? t('projects.cameraCloseFirst') : t('projects.cameraStarting')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          <X aria-hidden="true" className="size-4" /> {t('projects.closeCamera')}
        </Button>
        <Button onClick={() => void capture()} disabled={!live || capturing}>
          <Camera aria-hidden="true" className="size-4" /> {t('projects.capture')}
        </Button>
      </div>
    </div>
  );
}

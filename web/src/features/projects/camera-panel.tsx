import { useEffect, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import { Button } from '../../components/button';
import { toast } from '../../components/use-toast';
import { captureFrame, CaptureError, openCamera, stopStream } from '../../components/image/camera';

/** Spec §8 Camera: the toasts' titles and what to do next. */
const captureText = {
  'not-ready': { title: 'Camera Not Ready', description: 'Wait a moment for the picture to appear, then capture again.' },
  'no-canvas': { title: 'Capture Error', description: 'This browser cannot draw the picture. Please try uploading an image instead.' },
  'encode-failed': { title: 'Capture Failed', description: 'The picture could not be saved. Please try again or upload an image instead.' },
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
        toast({ title: 'Unable to access camera', description: 'Please try uploading an image instead.', variant: 'destructive' });
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
      toast({ ...captureText['not-ready'], variant: 'destructive' });
      return;
    }
    setCapturing(true);
    try {
      const photo = await captureFrame(video.current);
      stopStream(stream.current);
      stream.current = null;
      onCapture(photo);
    } catch (error) {
      toast({ ...captureText[error instanceof CaptureError ? error.problem : 'encode-failed'], variant: 'destructive' });
    } finally {
      setCapturing(false);
    }
  };

  return (
    <div className="space-y-2 rounded-md border border-line p-2" role="group" aria-label="Camera">
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-label="Camera preview"
        className="aspect-[3/2] w-full rounded-md bg-black object-cover"
      />
      <p className="text-sm text-muted" role="status">
        {live ? 'Close the camera before closing this dialog.' : 'Starting the camera…'}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          <X aria-hidden="true" className="size-4" /> Close Camera
        </Button>
        <Button onClick={() => void capture()} disabled={!live || capturing}>
          <Camera aria-hidden="true" className="size-4" /> Capture
        </Button>
      </div>
    </div>
  );
}

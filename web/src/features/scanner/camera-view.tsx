import { t } from '../../i18n/t';
import { useEffect, useRef, useState } from 'react';
import { Flashlight, FlashlightOff } from 'lucide-react';
import { canonicalBarcode } from '@paintforge/sync-protocol/barcode-digits';
import { Button } from '../../components/button';
import {
  cameraProblemOf,
  cameraProblemKey,
  hasTorch,
  openRearCamera,
  readCodes,
  setTorch,
  stopStream,
  type CameraProblem,
  type StopReading,
} from './camera';

/**
 * The live camera with a frame to aim at. Reads continuously and reports the first valid code; the stream is
 * stopped whenever this view goes away (a code read, Close, another page), so the camera light never stays on.
 */
export function CameraView({ onCode, onUnavailable }: { onCode: (code: string) => void; onUnavailable?: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const report = useRef(onCode);
  const unavailable = useRef(onUnavailable);
  useEffect(() => {
    report.current = onCode;
    unavailable.current = onUnavailable;
  }, [onCode, onUnavailable]);

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    let stopReading: StopReading | null = null;
    void (async () => {
      try {
        opened = await openRearCamera();
        if (cancelled || !video.current) return stopStream(opened);
        video.current.srcObject = opened;
        await video.current.play().catch(() => undefined);
        setStream(opened);
        let done = false;
        stopReading = await readCodes(video.current, (text) => {
          const code = canonicalBarcode(text);
          if (code === undefined || done || cancelled) return;
          done = true;
          report.current(code);
        });
        if (cancelled) stopReading();
      } catch (error) {
        if (cancelled) return;
        setProblem(error instanceof Error && error.name === 'Unsupported' ? 'unsupported' : cameraProblemOf(error));
        unavailable.current?.();
      }
    })();
    return () => {
      cancelled = true;
      stopReading?.();
      stopStream(opened);
    };
  }, []);

  if (problem) {
    return (
      <p role="alert" data-testid="camera-problem" className="rounded-md border border-line bg-surface p-3 text-sm">
        {t(cameraProblemKey[problem])}
      </p>
    );
  }

  const torch = stream !== null && hasTorch(stream);
  return (
    <div className="relative mx-auto w-full max-w-md overflow-hidden rounded-lg bg-black">
      <video
        ref={video}
        data-testid="scanner-video"
        className="aspect-[3/4] w-full object-cover"
        muted
        playsInline
        aria-label={t('scanner.camera')}
      />
      {/* The frame to aim at: a wide box, the shape of a barcode. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-[10%] top-[35%] h-[30%] rounded-md border-4 border-white/90 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]"
      />
      <p className="absolute inset-x-0 bottom-2 text-center text-sm text-white">
        {stream ? t('scanner.pointCamera') : t('scanner.startingCamera')}
      </p>
      {torch ? (
        <Button
          variant="secondary"
          size="icon"
          className="absolute top-2 right-2"
          aria-pressed={torchOn}
          aria-label={torchOn ? t('scanner.lightOff') : t('scanner.lightOn')}
          onClick={() => {
            const next = !torchOn;
            void setTorch(stream, next).then(() => setTorchOn(next));
          }}
        >
          {torchOn ? <FlashlightOff aria-hidden="true" className="size-4" /> : <Flashlight aria-hidden="true" className="size-4" />}
        </Button>
      ) : null}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import {
  applyGains,
  averageArea,
  greyWorldReference,
  linearToHex,
  whiteBalanceGains,
  type LinearRgb,
} from '@paintforge/sync-protocol/colour-studio';
import { Button } from '../../components/button';
import { Swatch } from '../../components/swatch';
import { MiniaturePhotos } from './miniature-photos';
import { canvasPoint, drawPhoto } from './photo-canvas';
import { t } from '../../i18n/t';

export type WhiteBalance = { kind: 'none' } | { kind: 'card'; gains: LinearRgb } | { kind: 'automatic'; gains: LinearRgb };

const loupeSize = 96;
const loupeZoom = 6;

/**
 * Pick a colour from a photo: choose a file or take one (the phone's camera through the file input), tap or drag on
 * it (a loupe shows the pixels under the finger), and the average of the area around that point is the pick. White
 * balance: tap a white or grey card, or choose automatic (grey-world); every pick is then corrected, shown before
 * and after.
 */
export function PhotoPicker({ onPick, onPhoto }: { onPick: (hex: string) => void; onPhoto: (file: Blob | null) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const loupeRef = useRef<HTMLCanvasElement>(null);
  const [pixels, setPixels] = useState<ImageData | null>(null);
  const [failed, setFailed] = useState(false);
  // While a chosen photo is read and drawn, the canvas still shows the last one: say so, and a tap then picks from
  // what is on screen.
  const [drawing, setDrawing] = useState(false);
  const [radius, setRadius] = useState(4);
  const [balance, setBalance] = useState<WhiteBalance>({ kind: 'none' });
  const [tapCard, setTapCard] = useState(false);
  const [picked, setPicked] = useState<LinearRgb | null>(null);
  const [loupe, setLoupe] = useState<{ left: number; top: number } | null>(null);

  const gains = balance.kind === 'none' ? undefined : balance.gains;
  const before = picked ? linearToHex(picked) : null;
  const after = picked ? linearToHex(applyGains(picked, gains)) : null;
  useEffect(() => {
    if (after) onPick(after);
  }, [after, onPick]);

  const choose = async (file: Blob | undefined) => {
    if (!file || !canvasRef.current) return;
    setFailed(false);
    setPicked(null);
    setBalance({ kind: 'none' });
    setDrawing(true);
    try {
      setPixels(await drawPhoto(file, canvasRef.current));
      onPhoto(file);
    } catch {
      setPixels(null);
      setFailed(true);
      onPhoto(null);
    } finally {
      setDrawing(false);
    }
  };

  const drawLoupe = (x: number, y: number) => {
    const source = canvasRef.current;
    const context = loupeRef.current?.getContext('2d');
    if (!source || !context) return;
    const side = loupeSize / loupeZoom;
    context.imageSmoothingEnabled = false;
    context.clearRect(0, 0, loupeSize, loupeSize);
    context.drawImage(source, x - side / 2, y - side / 2, side, side, 0, 0, loupeSize, loupeSize);
    // The averaged square, outlined.
    const box = (2 * radius + 1) * loupeZoom;
    context.strokeStyle = '#fff';
    context.lineWidth = 2;
    context.strokeRect((loupeSize - box) / 2, (loupeSize - box) / 2, box, box);
  };

  const pickAt = (clientX: number, clientY: number, final: boolean) => {
    const canvas = canvasRef.current;
    if (!canvas || !pixels) return;
    const { x, y } = canvasPoint(canvas, clientX, clientY);
    const rect = canvas.getBoundingClientRect();
    // Above the finger, so the finger does not hide what it picks.
    setLoupe(final ? null : { left: clientX - rect.left - loupeSize / 2, top: clientY - rect.top - loupeSize - 24 });
    drawLoupe(x, y);
    const average = averageArea(pixels, x, y, radius);
    if (!average) return;
    if (final && tapCard) {
      const cardGains = whiteBalanceGains(average);
      if (cardGains) setBalance({ kind: 'card', gains: cardGains });
      setTapCard(false);
      return;
    }
    if (!tapCard) setPicked(average);
  };

  const automatic = () => {
    const reference = pixels ? greyWorldReference(pixels) : undefined;
    const autoGains = reference ? whiteBalanceGains(reference) : undefined;
    if (autoGains) setBalance({ kind: 'automatic', gains: autoGains });
  };

  return (
    <section aria-labelledby="photo-heading" className="flex flex-col gap-3">
      <h2 id="photo-heading" className="text-lg font-semibold">
        {t('colours.photo.heading')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <label className="cursor-pointer">
            {t('colours.photo.take')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
        </Button>
        <Button variant="outline" asChild>
          <label className="cursor-pointer">
            {t('colours.photo.choose')}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              data-testid="colour-photo-file"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
        </Button>
      </div>
      <MiniaturePhotos onChoose={(photo) => void choose(photo)} />
      {failed ? (
        <p role="alert" className="text-sm text-danger-ink">
          {t('colours.photo.unreadable')}
        </p>
      ) : null}
      <div className="relative" hidden={!pixels} aria-busy={drawing}>
        <canvas
          ref={canvasRef}
          data-testid="colour-photo"
          aria-label={t('colours.photo.canvas')}
          className="block w-full touch-none rounded-lg"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            pickAt(event.clientX, event.clientY, false);
          }}
          onPointerMove={(event) => {
            if (event.buttons) pickAt(event.clientX, event.clientY, false);
          }}
          onPointerUp={(event) => pickAt(event.clientX, event.clientY, true)}
        />
        <canvas
          ref={loupeRef}
          width={loupeSize}
          height={loupeSize}
          aria-hidden="true"
          hidden={!loupe}
          className="pointer-events-none absolute rounded-full border-2 border-white shadow-lg"
          style={loupe ? { left: loupe.left, top: loupe.top } : undefined}
        />
      </div>
      {pixels ? (
        <div className="flex flex-col gap-3">
          <label className="flex items-center gap-3 text-sm">
            <span className="shrink-0">{t('colours.photo.area')}</span>
            <input
              type="range"
              min={0}
              max={20}
              value={radius}
              onChange={(event) => setRadius(Number(event.target.value))}
              className="w-full accent-brand"
              aria-valuetext={t('colours.photo.areaAcross', { pixels: 2 * radius + 1 })}
            />
            <span className="w-16 shrink-0 text-right tabular-nums">{t('colours.photo.areaPixels', { pixels: 2 * radius + 1 })}</span>
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{t('colours.photo.whiteBalance')}</span>
            <Button size="sm" variant={tapCard ? 'primary' : 'outline'} aria-pressed={tapCard} onClick={() => setTapCard((on) => !on)}>
              {tapCard ? t('colours.photo.nowTapCard') : t('colours.photo.tapCard')}
            </Button>
            <Button size="sm" variant={balance.kind === 'automatic' ? 'primary' : 'outline'} onClick={automatic}>
              {t('colours.photo.automatic')}
            </Button>
            {balance.kind !== 'none' ? (
              <Button size="sm" variant="ghost" onClick={() => setBalance({ kind: 'none' })}>
                {t('colours.photo.off')}
              </Button>
            ) : null}
          </div>
          {before && after ? (
            <div className="flex items-center gap-4" data-testid="colour-pick">
              <span className="flex items-center gap-2 text-sm">
                <Swatch color={before} className="size-10" />
                <span>
                  {gains ? t('colours.photo.before') : t('colours.photo.picked')}
                  <br />
                  <span className="font-mono">{before}</span>
                </span>
              </span>
              {gains ? (
                <span className="flex items-center gap-2 text-sm">
                  <Swatch color={after} className="size-10" />
                  <span>
                    {t('colours.photo.after')}
                    <br />
                    <span className="font-mono" data-testid="colour-corrected">
                      {after}
                    </span>
                  </span>
                </span>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted">{t('colours.photo.tapWhere')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

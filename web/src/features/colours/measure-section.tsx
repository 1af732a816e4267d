import { useRef, useState } from 'react';
import type { CatalogPaint, PaintRow } from '@paintforge/sync-protocol';
import { paintLabel } from '@paintforge/sync-protocol';
import { paintKindOf, translucentKinds } from '@paintforge/sync-protocol/colour';
import { measureSwatch, type Measurement, type MeasureRefusal, type Spot } from '@paintforge/sync-protocol/colour-studio';
import { Button } from '../../components/button';
import { Swatch } from '../../components/swatch';
import { toast } from '../../components/use-toast';
import { useAuth } from '../../data/account/auth-state';
import { rememberOwnColour } from '../../data/catalog/own-colours';
import { updatePaint } from '../../data/collection/paints';
import { submitFeedback } from '../../data/feedback/feedback-outbox';
import { colorReportFeedback } from '../../messages/colour-report-text';
import { writeFailedToast } from '../../messages/error-text';
import { feedbackResultText } from '../../messages/feedback-result-text';
import { canvasPoint, drawPhoto } from './photo-canvas';
import { messageGroup, namedMessages, t } from '../../i18n/t';

const refusalWords: Readonly<Record<MeasureRefusal, string>> = namedMessages('colours.measure.refusal', {
  'card-clipped': 'cardClipped',
  'card-too-dark': 'cardTooDark',
  'spot-outside': 'spotOutside',
});

type Step = 'card' | 'swatch' | 'pooled';
const stepWords: Readonly<Record<Step, string>> = messageGroup('colours.measure.step', ['card', 'swatch', 'pooled']);

/**
 * "Measure a paint": a swatch painted on white card, photographed; the card's white is the reference (measure.ts),
 * so the lamp and the camera cancel. The measured colour becomes the colour of the painter's pot at once; for a
 * catalog paint it can go to the catalog as a measurement (a colour report that says so, with the pooled coat), which
 * counts only under the trust rule (three trusted painters' measurements within ΔE 5 on both stops, or an admin accepts
 * it); the catalog then shows it as "Measured by N painters" (api catalog-corrections/measured-colours.ts).
 */
export function MeasureSection({ owned, catalogById }: { owned: readonly PaintRow[]; catalogById: ReadonlyMap<string, CatalogPaint> }) {
  const { user } = useAuth();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [paintId, setPaintId] = useState('');
  const [pixels, setPixels] = useState<ImageData | null>(null);
  const [spots, setSpots] = useState<Spot[]>([]);
  const [result, setResult] = useState<Measurement | null>(null);
  const paint = owned.find((each) => each.id === paintId) ?? owned[0];
  if (!paint) return null;
  const translucent = translucentKinds.has(paintKindOf(paint));
  const steps: Step[] = translucent ? ['card', 'swatch', 'pooled'] : ['card', 'swatch'];
  const step = result ? undefined : steps[spots.length];

  const choose = async (file: File | undefined) => {
    if (!file || !canvasRef.current) return;
    setSpots([]);
    setResult(null);
    setPixels(await drawPhoto(file, canvasRef.current).catch(() => null));
  };
  const tap = (clientX: number, clientY: number) => {
    if (!pixels || !canvasRef.current || !step) return;
    const next = [...spots, canvasPoint(canvasRef.current, clientX, clientY)];
    setSpots(next);
    if (next.length === steps.length) setResult(measureSwatch(pixels, { card: next[0]!, swatch: next[1]!, pooled: next[2], radius: 6 }));
  };
  const catalogPaint = catalogById.get(paint.catalogId ?? '');
  const send = async (thin: string, pooled: string | undefined) => {
    if (!catalogPaint || !user) return;
    const note = pooled ? t('colours.measure.notePooled', { color: pooled }) : t('colours.measure.note');
    const sent = await submitFeedback(colorReportFeedback(catalogPaint, thin, note, pooled ? { pooledColor: pooled } : {}));
    toast(feedbackResultText(sent));
    if (sent.sent || sent.waiting)
      rememberOwnColour(user.id ?? user.email, catalogPaint.id, {
        color: thin,
        reportedColor: catalogPaint.color,
        at: new Date().toISOString(),
      });
  };
  const use = async (color: string) => {
    try {
      await updatePaint(paint.id, { color });
      toast({ title: t('colours.measure.saved'), description: t('colours.measure.savedDescription', { paint: paintLabel(paint), color }) });
    } catch (error) {
      toast(writeFailedToast(t('colours.measure.saveFailed'), error));
    }
  };

  return (
    <section aria-labelledby="measure-heading" className="flex flex-col gap-3">
      <h2 id="measure-heading" className="text-lg font-semibold">
        {t('colours.measure.heading')}
      </h2>
      <p className="text-sm text-muted">{t('colours.measure.intro')}</p>
      <label className="flex flex-col gap-1 text-sm">
        {t('colours.measure.paint')}
        <select
          className="h-10 w-full min-w-0 rounded-md border border-line bg-surface px-2 text-sm"
          value={paint.id}
          onChange={(event) => {
            setPaintId(event.target.value);
            setSpots([]);
            setResult(null);
          }}
        >
          {owned.map((each) => (
            <option key={each.id} value={each.id}>
              {paintLabel(each)} ({each.brand})
            </option>
          ))}
        </select>
      </label>
      <Button variant="outline" asChild>
        <label className="cursor-pointer">
          {t('colours.measure.choose')}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            data-testid="measure-photo-file"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
      </Button>
      <canvas
        ref={canvasRef}
        data-testid="measure-photo"
        aria-label={t('colours.measure.canvas')}
        className={pixels ? 'h-auto w-full cursor-crosshair rounded-lg' : 'hidden'}
        onClick={(event) => tap(event.clientX, event.clientY)}
      />
      {pixels && step ? (
        <p role="status" className="text-sm font-medium">
          {stepWords[step]}
        </p>
      ) : null}
      {result && !result.ok ? (
        <p role="alert" className="text-sm text-danger-ink">
          {refusalWords[result.reason]}
        </p>
      ) : null}
      {result?.ok ? (
        <div data-testid="measure-result" className="flex flex-wrap items-center gap-3 text-sm">
          <Swatch color={result.thin} className="size-10" />
          <span className="font-mono">{result.thin}</span>
          {result.pooled ? (
            <>
              <Swatch color={result.pooled} className="size-10" />
              <span className="font-mono">{t('colours.measure.pooled', { color: result.pooled })}</span>
            </>
          ) : null}
          <Button onClick={() => void use(result.thin)}>{t('colours.measure.use')}</Button>
          {catalogPaint && user ? (
            <Button variant="outline" onClick={() => void send(result.thin, result.pooled)}>
              {t('colours.measure.send')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

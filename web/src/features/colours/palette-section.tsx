import { useEffect, useMemo, useState } from 'react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { paintLabel } from '@paintforge/sync-protocol';
import { labOf } from '@paintforge/sync-protocol/colour';
import { answersKind, nearestInIndex, type ColourIndex, type PaletteColour } from '@paintforge/sync-protocol/colour-studio';
import { Button } from '../../components/button';
import { Loading } from '../../components/status-message';
import { PaintSwatch } from '../../components/paint-swatch';
import { Swatch } from '../../components/swatch';
import { differenceText } from '../../messages/closeness-text';
import type { PaletteAnswer } from './palette.worker';
import { StartRecipe } from './start-recipe';
import { activeLocale, t } from '../../i18n/t';

type Found = Extract<PaletteAnswer, { kind: 'done' }>;
type State = { kind: 'idle' } | { kind: 'working' } | Found | { kind: 'failed' };

/**
 * "Palette": the dominant colours of the photo's subject (k-means in a worker; the backdrop that frames it left out,
 * palette.ts), each with its share and the painter's nearest paint. Keyed by photo.
 */
export function PaletteSection({ file, owned }: { file: Blob; owned: ColourIndex<PaintRow> }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [worker, setWorker] = useState<Worker | null>(null);
  useEffect(() => () => worker?.terminate(), [worker]);

  const start = () => {
    const next = new Worker(new URL('./palette.worker.ts', import.meta.url), { type: 'module' });
    next.onmessage = (event: MessageEvent<PaletteAnswer>) => {
      setState(event.data);
      next.terminate();
    };
    next.onerror = () => setState({ kind: 'failed' });
    setWorker(next);
    setState({ kind: 'working' });
    next.postMessage({ file });
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" onClick={start} disabled={state.kind === 'working'}>
        {t('colours.palette.button')}
      </Button>
      {state.kind === 'working' ? <Loading label={t('colours.palette.working')} room="sm" /> : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm text-danger-ink">
          {t('colours.photo.unreadable')}
        </p>
      ) : null}
      {state.kind === 'done' ? <PaletteResult found={state} owned={owned} /> : null}
    </div>
  );
}

// A photo's colour is a flat colour to paint, as a picked colour is (nearest-list.tsx): only flat paints answer it.
const forBaseCoat = (paint: PaintRow) => answersKind('flat', paint);

/** The subject's palette, and the backdrop left out with a way to keep it. */
function PaletteResult({ found, owned }: { found: Found; owned: ColourIndex<PaintRow> }) {
  const [keepBackground, setKeepBackground] = useState(false);
  const left = found.background;
  return (
    <>
      {left.length > 0 ? (
        <p data-testid="palette-background" className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="flex" aria-hidden="true">
            {left.map((colour) => (
              <Swatch key={colour.hex} color={colour.hex} className="size-5" />
            ))}
          </span>
          {t(keepBackground ? 'colours.palette.backgroundKept' : 'colours.palette.backgroundLeftOut', {
            share: percent(left.reduce((sum, colour) => sum + colour.share, 0)),
          })}
          <Button variant="ghost" size="sm" aria-pressed={keepBackground} onClick={() => setKeepBackground((kept) => !kept)}>
            {t('colours.palette.keepBackground')}
          </Button>
        </p>
      ) : null}
      <PaletteList colours={keepBackground ? found.whole : found.subject} owned={owned} />
    </>
  );
}

/** A share of the photo as the painter's language writes a percentage ("12%", German "12 %"). */
const percent = (share: number) => new Intl.NumberFormat(activeLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(share);

function PaletteList({ colours, owned }: { colours: readonly PaletteColour[]; owned: ColourIndex<PaintRow> }) {
  const matched = useMemo(
    () =>
      colours.map((colour) => {
        const lab = labOf(colour.hex);
        return { ...colour, mine: lab ? nearestInIndex(owned, lab, 1, forBaseCoat)[0] : undefined };
      }),
    [colours, owned],
  );
  const recipeRows = matched.flatMap(({ hex, mine }) => (mine ? [{ part: t('colours.palette.part', { hex }), paint: mine.item }] : []));
  return (
    <>
      <ul data-testid="colour-palette" className="flex flex-col gap-2">
        {matched.map(({ hex, share, mine }) => (
          <li key={hex} className="flex items-center gap-3 text-sm">
            <Swatch color={hex} className="size-8" />
            <span className="w-20 shrink-0">
              <span className="block font-mono">{hex}</span>
              <span data-testid="palette-share" className="text-xs text-muted tabular-nums">
                {percent(share)}
              </span>
            </span>
            {mine ? (
              <span className="flex min-w-0 items-center gap-2">
                <PaintSwatch paint={mine.item} className="size-6" />
                <span className="[overflow-wrap:anywhere]">
                  {paintLabel(mine.item)} <span className="text-muted">{differenceText(mine.difference)}</span>
                </span>
              </span>
            ) : (
              <span className="text-muted">{t('colours.palette.noPaint')}</span>
            )}
          </li>
        ))}
      </ul>
      <StartRecipe rows={recipeRows} />
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Download, Table } from 'lucide-react';
import type uPlot from 'uplot';
import { Button } from '../button';
import { downloadBlob } from '../download';
import { Loading } from '../status-message';
import { toast } from '../use-toast';
import { formatCount } from '../format-count';
import { chartColours, chartLines } from './chart-colours';
import { chartPng } from './chart-png';
import type { BurnDown } from './pile-figures';
import { activeLocale, t } from '../../i18n/t';

const monthName = (ms: number) => new Date(ms).toLocaleDateString(activeLocale(), { month: 'short', year: 'numeric' });

/** Redraws when <html> changes its theme class, so the canvas follows dark mode. */
function useThemeKey(): string {
  const [key, setKey] = useState(() => document.documentElement.className);
  useEffect(() => {
    const observer = new MutationObserver(() => setKey(document.documentElement.className));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return key;
}

/**
 * The burn-down (issue 26): uPlot, loaded only here, draws bought and painted per month, the pile's size and the
 * painter's goal; a table with the same figures is one tap away (and what a screen reader gets in place of the
 * canvas). data-state="drawn" marks the chart drawn (the bench and the browser test wait for it).
 */
export function BurnDownChart({
  figures,
  goal,
  name,
  fileName = 'pile-burn-down.png',
}: {
  figures: BurnDown;
  goal: number | null;
  /** What the chart is of: the pile's, or an army's (issue 35). */
  name?: string;
  fileName?: string;
}) {
  const chartName = name ?? t('pile.chart.name');
  const chartTitle = t('pile.chart.title', { name: chartName });
  const target = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  const [showTable, setShowTable] = useState(false);
  const themeKey = useThemeKey();

  useEffect(() => {
    let cancelled = false;
    const element = target.current;
    if (!element) return;
    import('./burn-down-plot')
      .then(({ drawBurnDown }) => {
        if (cancelled) return;
        plot.current?.destroy();
        element.replaceChildren();
        plot.current = drawBurnDown(element, figures, goal, chartColours(), element.clientWidth || 360);
        setState('drawn');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [figures, goal, themeKey]);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const current = plot.current;
      if (current && element.clientWidth > 0 && Math.abs(current.width - element.clientWidth) > 1) {
        current.setSize({ width: element.clientWidth, height: current.height });
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, []);

  const exportPng = async () => {
    const canvas = plot.current?.ctx.canvas;
    if (!canvas) return;
    try {
      const colours = chartColours();
      downloadBlob(await chartPng(canvas, [chartName, t('pile.chart.subtitle')], chartLines(colours, goal), colours), fileName);
    } catch {
      toast({
        title: t('pile.chart.pictureFailed'),
        description: t('pile.chart.pictureFailedText'),
        variant: 'destructive',
      });
    }
  };

  const last = figures.pile.length - 1;
  return (
    <section aria-labelledby="burn-down-heading" className="rounded-lg border border-line bg-surface p-3 sm:p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="burn-down-heading" className="text-lg font-semibold">
          {t('pile.chart.heading')}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showTable}
            aria-controls="burn-down-table"
            onClick={() => setShowTable((shown) => !shown)}
          >
            <Table aria-hidden="true" className="size-4" /> {showTable ? t('pile.chart.hideTable') : t('pile.chart.showTable')}
          </Button>
          <Button variant="outline" size="sm" disabled={state !== 'drawn'} onClick={() => void exportPng()}>
            <Download aria-hidden="true" className="size-4" /> PNG
          </Button>
        </div>
      </div>
      <p className="mb-2 text-sm text-muted">
        {goal === null
          ? t('pile.chart.summary', { count: figures.pile[last] ?? 0 })
          : t('pile.chart.summaryGoal', { count: figures.pile[last] ?? 0, goal: formatCount(goal) })}
      </p>
      {state === 'loading' ? <Loading label={t('pile.chart.drawing')} room="sm" /> : null}
      {state === 'failed' ? <p className="text-sm text-danger-ink">{t('pile.chart.failed')}</p> : null}
      <div
        ref={target}
        role="img"
        aria-label={t('pile.chart.label', { title: chartTitle, count: figures.pile[last] ?? 0 })}
        data-testid="burn-down-chart"
        data-state={state}
        className="w-full text-ink"
      />
      {showTable || state === 'failed' ? (
        // Scrolls on its own, so it takes focus: a keyboard scrolls it too.
        <div
          tabIndex={0}
          role="region"
          aria-label={t('pile.chart.figures')}
          className="mt-3 max-h-80 overflow-auto focus-visible:outline-2 focus-visible:outline-focus"
        >
          <table id="burn-down-table" className="w-full text-right text-sm tabular-nums">
            <caption className="sr-only">{chartTitle}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 text-left">
                  {t('pile.chart.month')}
                </th>
                <th scope="col">{t('pile.chart.bought')}</th>
                <th scope="col">{t('pile.chart.painted')}</th>
                <th scope="col">{t('pile.chart.pile')}</th>
              </tr>
            </thead>
            <tbody>
              {figures.labels.map((label, index) => (
                <tr key={label} className="border-b border-line last:border-0">
                  <th scope="row" className="py-1 text-left font-normal">
                    {monthName(figures.monthStarts[index]!)}
                  </th>
                  <td>{figures.bought[index]}</td>
                  <td>{figures.painted[index]}</td>
                  <td>{figures.pile[index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        // The same figures for screen readers while the table is folded away.
        <p className="sr-only">
          {figures.labels
            .map((_, index) =>
              t('pile.chart.monthLine', {
                month: monthName(figures.monthStarts[index]!),
                bought: figures.bought[index],
                painted: figures.painted[index],
                pile: figures.pile[index],
              }),
            )
            .join(' ')}
        </p>
      )}
    </section>
  );
}

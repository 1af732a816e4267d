import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BurnDown } from './pile-figures';
import type { ChartColours } from './chart-colours';

/**
 * The burn-down drawn with uPlot: this module (and uPlot with it) is imported only by the pile view, when the
 * chart is about to show. Bought and painted per month on the left scale with the goal; the pile's size on the right.
 */
export const seriesLabels = { bought: 'Bought', painted: 'Painted', pile: 'Pile size', goal: 'Goal' } as const;

export function drawBurnDown(target: HTMLElement, figures: BurnDown, goal: number | null, colours: ChartColours, width: number): uPlot {
  // uPlot draws in a later microtask and fails there (out of reach) when the browser gives no 2D canvas; failing
  // here lets the view fall back to the table.
  if (!document.createElement('canvas').getContext('2d')) throw new Error('canvas-unavailable');
  const axis = (scale: string, side?: 1) => ({
    scale,
    ...(side ? { side } : {}),
    stroke: colours.muted,
    grid: { stroke: colours.line, width: 1 },
    ticks: { stroke: colours.line, width: 1 },
  });
  const series: uPlot.Series[] = [
    {},
    { label: seriesLabels.bought, scale: 'models', stroke: colours.bought, width: 2, points: { show: true, size: 5 } },
    { label: seriesLabels.painted, scale: 'models', stroke: colours.painted, width: 2, points: { show: true, size: 5 } },
    { label: seriesLabels.pile, scale: 'pile', stroke: colours.pile, width: 3, points: { show: false } },
  ];
  const data: uPlot.AlignedData = [figures.monthStarts.map((ms) => ms / 1000), figures.bought, figures.painted, figures.pile];
  if (goal !== null) {
    series.push({ label: seriesLabels.goal, scale: 'models', stroke: colours.goal, width: 2, dash: [6, 4], points: { show: false } });
    data.push(figures.monthStarts.map(() => goal));
  }
  return new uPlot(
    {
      width,
      height: Math.round(Math.min(320, Math.max(220, width * 0.6))),
      series,
      scales: {
        x: { time: true },
        models: { range: (_u, _min, max) => [0, Math.max(4, max)] },
        pile: { range: (_u, min, max) => [Math.min(0, min), Math.max(4, max)] },
      },
      axes: [{ ...axis('x'), values: '{MMM}\n{YYYY}' }, axis('models'), { ...axis('pile', 1), grid: { show: false } }],
      legend: { show: true, live: false },
      cursor: { show: true, drag: { x: false, y: false } },
    },
    data,
    target,
  );
}

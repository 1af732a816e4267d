import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BurnDown } from './pile-figures';
import { chartLines, type ChartColours } from './chart-colours';

/**
 * The burn-down drawn with uPlot: this module (and uPlot with it) is imported only by the pile view, when the
 * chart is about to show. Bought and painted per month on the left scale with the goal; the pile's size on the right.
 */

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
  const style = {
    bought: { scale: 'models', width: 2, points: { show: true, size: 5 } },
    painted: { scale: 'models', width: 2, points: { show: true, size: 5 } },
    pile: { scale: 'pile', width: 3, points: { show: false } },
    goal: { scale: 'models', width: 2, dash: [6, 4], points: { show: false } },
  } satisfies Record<string, uPlot.Series>;
  const values = { bought: figures.bought, painted: figures.painted, pile: figures.pile, goal: figures.monthStarts.map(() => goal ?? 0) };
  const lines = chartLines(colours, goal);
  const series: uPlot.Series[] = [{}, ...lines.map((line) => ({ ...style[line.key], label: line.label, stroke: line.colour }))];
  const data: uPlot.AlignedData = [figures.monthStarts.map((ms) => ms / 1000), ...lines.map((line) => values[line.key])];
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

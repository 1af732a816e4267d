import type uPlot from 'uplot';
import type { BurnDown } from './pile-figures';
import { chartLines, type ChartColours } from './chart-colours';

/**
 * What the burn-down plot draws, as uPlot options and data, apart from uPlot itself so that it can be tested without a
 * canvas: bought and painted per month, the painter's goal as a dashed level line (when one is set) and the pile's
 * size, all counted in models on ONE scale, read on both sides: two scales made 5 on the left level with 40 on the
 * right, and a painter compared lines that did not compare.
 */
export function burnDownOptions(
  figures: BurnDown,
  goal: number | null,
  colours: ChartColours,
  width: number,
): { options: uPlot.Options; data: uPlot.AlignedData } {
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
    pile: { scale: 'models', width: 3, points: { show: false } },
    goal: { scale: 'models', width: 2, dash: [6, 4], points: { show: false } },
  } satisfies Record<string, uPlot.Series>;
  const values = { bought: figures.bought, painted: figures.painted, pile: figures.pile, goal: figures.monthStarts.map(() => goal ?? 0) };
  const lines = chartLines(colours, goal);
  const series: uPlot.Series[] = [{}, ...lines.map((line) => ({ ...style[line.key], label: line.label, stroke: line.colour }))];
  const data: uPlot.AlignedData = [figures.monthStarts.map((ms) => ms / 1000), ...lines.map((line) => values[line.key])];
  return {
    options: {
      width,
      height: Math.round(Math.min(320, Math.max(220, width * 0.6))),
      series,
      scales: {
        x: { time: true },
        models: { range: (_u, min, max) => [Math.min(0, min), Math.max(4, max)] },
      },
      axes: [{ ...axis('x'), values: '{MMM}\n{YYYY}' }, axis('models'), { ...axis('models', 1), grid: { show: false } }],
      legend: { show: true, live: false },
      cursor: { show: true, drag: { x: false, y: false } },
    },
    data,
  };
}

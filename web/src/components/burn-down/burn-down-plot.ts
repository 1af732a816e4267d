import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { BurnDown } from './pile-figures';
import type { ChartColours } from './chart-colours';
import { burnDownOptions } from './burn-down-options';

/**
 * The burn-down drawn with uPlot: this module (and uPlot with it) is imported only by the pile view, when the
 * chart is about to show (web/scripts/check-build.mjs keeps uPlot out of every other chunk).
 */
export function drawBurnDown(target: HTMLElement, figures: BurnDown, goal: number | null, colours: ChartColours, width: number): uPlot {
  // uPlot draws in a later microtask and fails there (out of reach) when the browser gives no 2D canvas; failing
  // here lets the view fall back to the table.
  if (!document.createElement('canvas').getContext('2d')) throw new Error('canvas-unavailable');
  const { options, data } = burnDownOptions(figures, goal, colours, width);
  return new uPlot(options, data, target);
}

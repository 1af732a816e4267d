import { describe, expect, it } from 'vitest';
import { burnDownOptions } from './burn-down-options';
import type { ChartColours } from './chart-colours';
import { burnDown } from './pile-figures';

const colours: ChartColours = {
  surface: '#fff',
  ink: '#000',
  muted: '#555',
  line: '#ddd',
  bought: '#b00',
  painted: '#060',
  pile: '#b50',
  goal: '#777',
};
const figures = burnDown([], new Date(2026, 2, 20), 3);

describe('the burn-down plot', () => {
  it('draws the painter’s monthly goal as a dashed level line on the models scale, beside bought and painted', () => {
    const { options, data } = burnDownOptions(figures, 4, colours, 360);
    const labels = options.series.slice(1).map((series) => series.label);
    expect(labels).toEqual(['Bought', 'Painted', 'Pile size', 'Goal (4 a month)']);
    const goal = options.series[4]!;
    expect(goal).toMatchObject({ scale: 'models', stroke: colours.goal, dash: [6, 4] });
    expect(options.series[2]).toMatchObject({ scale: 'models' });
    expect(data).toHaveLength(5);
    expect(data[4]).toEqual([4, 4, 4]);
    expect(data[0]).toEqual(figures.monthStarts.map((ms) => ms / 1000));
  });

  it('draws no goal line while the painter has set none', () => {
    const { options, data } = burnDownOptions(figures, null, colours, 360);
    expect(options.series.slice(1).map((series) => series.label)).toEqual(['Bought', 'Painted', 'Pile size']);
    expect(data).toHaveLength(4);
  });

  it('reads every line on one scale of models, on both sides: the pile is not stretched to its own axis', () => {
    const { options } = burnDownOptions(figures, 4, colours, 360);
    expect(new Set(options.series.slice(1).map((series) => series.scale))).toEqual(new Set(['models']));
    expect(options.axes!.slice(1).map((axis) => [axis.scale, axis.side ?? 3])).toEqual([
      ['models', 3],
      ['models', 1],
    ]);
  });
});

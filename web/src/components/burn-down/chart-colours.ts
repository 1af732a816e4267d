import { t } from '../../i18n/t';

/**
 * The burn-down's colours, read from the theme's CSS variables when the chart is drawn (uPlot draws on a canvas,
 * which does not follow CSS): redrawn when the theme changes, so dark mode stays readable.
 */
export interface ChartColours {
  surface: string;
  ink: string;
  muted: string;
  line: string;
  bought: string;
  painted: string;
  pile: string;
  goal: string;
}

const variable = (style: CSSStyleDeclaration, name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;

export function chartColours(element: Element = document.documentElement): ChartColours {
  const style = getComputedStyle(element);
  return {
    surface: variable(style, '--pf-surface', '#ffffff'),
    ink: variable(style, '--pf-ink', '#1c1917'),
    muted: variable(style, '--pf-muted', '#57534e'),
    line: variable(style, '--pf-line', '#e7e5e4'),
    bought: variable(style, '--pf-danger-ink', '#b91c1c'),
    painted: variable(style, '--pf-success-ink', '#166534'),
    pile: variable(style, '--pf-brand', '#b45309'),
    goal: variable(style, '--pf-muted', '#57534e'),
  };
}

/** The chart's lines, in drawing order, with their names and colours (the plot and the PNG's legend share them). */
export function chartLines(colours: ChartColours, goal: number | null) {
  const lines = [
    { key: 'bought', label: t('pile.chart.bought'), colour: colours.bought },
    { key: 'painted', label: t('pile.chart.painted'), colour: colours.painted },
    { key: 'pile', label: t('pile.chart.pileSize'), colour: colours.pile },
  ] as const;
  return goal === null ? [...lines] : [...lines, { key: 'goal', label: t('pile.chart.goal', { goal }), colour: colours.goal } as const];
}

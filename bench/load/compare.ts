import { ceilingLines, comparisonLines, goalLine, type Goal } from './figures.js';
import { measure } from './measure.js';
import type { Scenario } from './scenarios.js';

/**
 * One scenario measured and printed: our server, then the bare route, then (when the scenario has one) the same work
 * by hand behind a bare route, one after another on the same database, each figure beside the others from this run.
 * `goals` replaces the scenario's own when a bench holds it to another issue's bars.
 */
export async function compareScenario(
  scenario: Scenario,
  urls: { ours: string; bare: string },
  options: { connections: number; seconds: number },
  heading: string,
  goals: readonly Goal[] = scenario.goals ?? [],
): Promise<void> {
  const ours = await measure(urls.ours, [scenario.ours.request()], options);
  const bare = await measure(urls.bare, [scenario.bare.request()], options);
  const byHand = scenario.byHand && {
    label: scenario.byHand.label,
    figures: await measure(urls.bare, [scenario.byHand.request()], options),
  };
  console.log('');
  for (const line of comparisonLines(heading, { label: scenario.ours.label, figures: ours }, { label: scenario.bare.label, figures: bare }))
    console.log(line);
  if (byHand) for (const line of ceilingLines(ours, bare, byHand)) console.log(line);
  for (const goal of goals) console.log(goalLine(ours, bare, goal));
}

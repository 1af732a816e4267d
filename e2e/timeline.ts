import type { Page } from 'playwright-core';

/** A miniature's timeline in its open details sheet: each step as its stage word and how many photos it holds. */
export async function timelineOf(page: Page, name: string): Promise<[string, number][]> {
  const timeline = page.getByRole('list', { name: `Timeline of ${name}` });
  const steps = timeline.locator(':scope > li');
  const result: [string, number][] = [];
  for (let index = 0; index < (await steps.count()); index++) {
    const step = steps.nth(index);
    result.push([
      (await step.locator('.font-medium').first().textContent()) ?? '',
      await step.getByRole('button', { name: /^View .* large$/ }).count(),
    ]);
  }
  return result;
}

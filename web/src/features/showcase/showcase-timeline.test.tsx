import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ShowcaseTimeline } from './showcase-timeline';

describe('ShowcaseTimeline', () => {
  it('lists each stage with its day in order, and each photo links to its large copy', () => {
    render(
      <ShowcaseTimeline
        timeline={[
          { stage: 'unbuilt', at: '2026-01-05T10:00:00.000Z', photos: [] },
          {
            stage: 'primed',
            at: '2026-02-10T10:00:00.000Z',
            photos: [
              { url: '/showcase/T/wip/a/card.jpg', largeUrl: '/showcase/T/wip/a/large.jpg' },
              { url: '/showcase/T/wip/b/card.jpg', largeUrl: '/showcase/T/wip/b/large.jpg' },
            ],
          },
          { stage: 'based', at: null, photos: [] },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Work in progress' });
    const steps = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(steps.map((step) => step.querySelector('.font-semibold')?.textContent)).toEqual(['Unbuilt', 'Primed', 'Based']);
    expect(steps.map((step) => step.querySelector('time')?.getAttribute('dateTime') ?? null)).toEqual([
      '2026-01-05T10:00:00.000Z',
      '2026-02-10T10:00:00.000Z',
      null,
    ]);
    const second = within(steps[1]!).getByRole('img', { name: 'Primed: work-in-progress photo 2' });
    expect(second.getAttribute('src')).toBe('/showcase/T/wip/b/card.jpg');
    expect(second.closest('a')?.getAttribute('href')).toBe('/showcase/T/wip/b/large.jpg');
  });
});

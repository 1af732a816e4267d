import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { t } from '../../i18n/t';
import { inProcessServer, renderApp, type Painter } from '../../testing/app-server';
import { checkedLanguages, expectNoEnglish, showLanguage } from '../../testing/no-english';
import { ShowcaseTimeline } from './showcase-timeline';

const server = inProcessServer();

// The painter's own words (name, description, part, notes) and the makers' (paint, brand, type) stay as they are;
// so do a colour's hex and Intl's date in the pseudo-locale, which has no dates of its own.
const allow = [
  'Crimson Knight',
  'A knight in red',
  'Armor',
  'Two thin coats',
  'Mephiston Red',
  'Citadel',
  'Base',
  /[A-Z][a-z]{2} \d{1,2}, \d{4}/,
  /#[0-9A-F]{6}/,
];

/** A painter's shared miniature on the real server: one paint with the spec's technique. Its link's token. */
async function sharedKnight(painter: Painter): Promise<string> {
  const call = async (url: string, body?: unknown) => {
    const answer = await server.call('POST', url, { token: painter.token, body });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json<{ id: string; token: string }>();
  };
  const paint = await call('/api/paints', { name: 'Mephiston Red', brand: 'Citadel', type: 'Base', color: '#9A1115', quantity: 1 });
  const project = await call('/api/projects', { name: 'Crimson Knight', description: 'A knight in red' });
  await call(`/api/projects/${project.id}/paints`, {
    paintId: paint.id,
    partName: 'Armor',
    technique: 'Dry Brush',
    usageNotes: 'Two thin coats',
  });
  return (await call(`/api/projects/${project.id}/share`)).token;
}

let token = '';
beforeAll(async () => {
  token = await sharedKnight(await server.verifiedPainter('showcase-words'));
});

afterEach(() => showLanguage('en'));

// Issue 38: the web side of the showcase (the recipe a visitor reads, the invitation, "Use this recipe", a link no
// longer shared, the timeline) in the pseudo-locale (any hard-coded English) and in each language.
describe.each(checkedLanguages)('the showcase in %s', (language) => {
  beforeEach(() => showLanguage(language));

  it('a visitor’s showcase (recipe and invitation) has no English left', async () => {
    renderApp(`/showcase/${token}`);
    const article = (await screen.findByRole('heading', { name: 'Crimson Knight' }, { timeout: 10_000 })).closest('article')!;
    await screen.findByText(t('showcase.inviteTitle'));
    expectNoEnglish(article, { allow });
  });

  it('a signed-in painter’s “Use this recipe” has no English left', async () => {
    const visitor = await server.verifiedPainter('showcase-visitor');
    renderApp(`/showcase/${token}`, visitor);
    await screen.findByRole('button', { name: t('showcase.useRecipe') }, { timeout: 10_000 });
    expectNoEnglish(screen.getByRole('heading', { name: 'Crimson Knight' }).closest('article')!, { allow });
  });

  it('a link no longer shared has no English left', async () => {
    renderApp('/showcase/no-such-token');
    const heading = await screen.findByRole('heading', { name: t('showcase.notFoundTitle') }, { timeout: 10_000 });
    // The page's main region: the shell around it is the shell's words, checked with the shell.
    expectNoEnglish(heading.closest('main')!);
  });

  it('the work-in-progress timeline has no English left', () => {
    const { container } = render(
      <ShowcaseTimeline
        timeline={[
          { stage: 'primed', at: '2026-02-10T10:00:00.000Z', photos: [{ url: '/card.jpg', largeUrl: '/large.jpg' }] },
          { stage: 'painted', at: null, photos: [] },
        ]}
      />,
    );
    expectNoEnglish(container, { allow });
  });
});

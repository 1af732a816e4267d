import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ProjectRow } from '@paintforge/sync-protocol';
import { requireDatabase, startSyncRuntime } from '../../data/sync/runtime';
import { painter, renderScreen } from '../../testing/render';
import ProjectsPage from './projects-page';

/** Ten thousand miniatures, the first made first: the gallery lists newest first, so "Miniature 00002" is near the end. */
const total = 10_000;
const projectAt = (index: number): ProjectRow => {
  const instant = new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Miniature ${String(index).padStart(5, '0')}`,
    description: index % 2 === 0 ? 'Even one' : null,
    imageHash: null,
    largeImageHash: null,
    status: 'active',
    stage: 'painted',
    unitId: null,
    modelCount: 1,
    acquiredAt: null,
    stageHistory: [],
    wipPhotos: [],
    showTimeline: false,
    shareToken: null,
    createdAt: instant,
    updatedAt: instant,
    conflicts: [],
    deletedAt: null,
  };
};

// happy-dom lays nothing out; give every card a phone card's height, so the virtualizer's sums are a browser's.
const cardHeight = 400;
let restoreHeight: PropertyDescriptor | undefined;
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  // ...and the list starts at the top of the page, so it moves up the screen as the page scrolls.
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const rect = realRect.call(this);
    return this.tagName === 'UL' ? new DOMRect(rect.x, -window.scrollY, rect.width, rect.height) : rect;
  };
  restoreHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? cardHeight : 0;
    },
  });
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
  if (restoreHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', restoreHeight);
});

let stopSync: (() => void) | null = null;
beforeEach(async () => {
  renderScreen(<p />, { user: painter }).unmount();
  stopSync = startSyncRuntime();
  const db = await requireDatabase();
  await Promise.all([db.projects.clear(), db.recipes.clear(), db.paints.clear()]);
  await db.projects.bulkPut(Array.from({ length: total }, (_, index) => projectAt(index + 1)));
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
});

// Reading 10,000 rows from fake-indexeddb takes a few seconds on a busy machine.
const firstCard = () => screen.findByRole('listitem', { name: 'Miniature 10000' }, { timeout: 15_000 });
const cards = () => within(screen.getByRole('list', { name: 'Painted miniatures' })).getAllByRole('listitem');

describe('the gallery with 10,000 miniatures', () => {
  it('draws only the cards near the screen, each saying where it stands in the whole list', async () => {
    renderScreen(<ProjectsPage />, { user: painter });
    await firstCard();
    const drawn = cards();
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(40);
    expect(drawn[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(drawn[0]!.getAttribute('aria-setsize')).toBe(String(total));
    expect(screen.queryByRole('listitem', { name: 'Miniature 00001' })).toBeNull();
    // The rows not drawn are padding, so the page is as tall as the whole list.
    const list = screen.getByRole('list', { name: 'Painted miniatures' });
    expect(Number.parseFloat(list.style.paddingBottom)).toBeGreaterThan(100_000);
  });

  it('draws the cards further down once the page scrolls there', async () => {
    const realScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    renderScreen(<ProjectsPage />, { user: painter });
    await firstCard();
    await act(async () => {
      // happy-dom's page has no height to scroll, so the window says where it is scrolled to, as a browser's would.
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 200_000 });
      onTestFinished(() => {
        if (realScrollY) Object.defineProperty(window, 'scrollY', realScrollY);
      });
      fireEvent.scroll(window);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const drawn = cards();
    expect(drawn.length).toBeLessThan(40);
    expect(screen.queryByRole('listitem', { name: 'Miniature 10000' })).toBeNull();
    // 200,000 px down, at 416 px a row of 3: about row 480, card 1,440.
    const first = Number(drawn[0]!.getAttribute('aria-posinset'));
    expect(first).toBeGreaterThan(1_300);
    expect(first).toBeLessThan(1_500);
  });

  it('search still finds a miniature far down the list', async () => {
    const { user } = renderScreen(<ProjectsPage />, { user: painter });
    await firstCard();
    await user.type(screen.getByLabelText('Search miniatures'), 'Miniature 00002');
    const found = await screen.findByRole('listitem', { name: 'Miniature 00002' });
    expect(cards()).toEqual([found]);
    expect(found.getAttribute('aria-setsize')).toBe('1');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Button } from '../../components/button';
import { DeferredMenu, type LoadedMenuProps } from './deferred-menu';
import { ThemeMenu } from './theme-menu';

/** A load the test finishes when it likes, counting its calls. */
function heldLoad() {
  let finish: () => void = () => undefined;
  const arrived = new Promise<ComponentType<LoadedMenuProps>>((resolve) => (finish = () => resolve(ThemeMenu)));
  const load = Object.assign(() => (load.calls++, arrived), { calls: 0 });
  return { load, finish: () => act(async () => finish()) };
}

const trigger = (
  <Button variant="ghost" size="icon" aria-label="Colour theme">
    T
  </Button>
);

afterEach(cleanup);

// The first input is the page's, once (components/first-input.ts): the tests run in this order on purpose.
describe('DeferredMenu', () => {
  it('loads nothing before the first input, and its stand-in is the trigger, named and marked as a menu button', () => {
    const { load } = heldLoad();
    render(<DeferredMenu trigger={trigger} load={load} />);
    const button = screen.getByRole('button', { name: 'Colour theme' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(load.calls).toBe(0);
  });

  it('opens the menu for a tap on the stand-in made before its code arrived', async () => {
    const { load, finish } = heldLoad();
    render(<DeferredMenu trigger={trigger} load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Colour theme' }));
    expect(load.calls).toBe(1);
    expect(screen.queryByRole('menu')).toBeNull();
    await finish();
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toBeTruthy());
  });

  it('hands focus on to the real trigger when the stand-in had it, and stays closed without a press', async () => {
    const { load, finish } = heldLoad();
    render(<DeferredMenu trigger={trigger} load={load} />);
    const standIn = screen.getByRole('button', { name: 'Colour theme' });
    standIn.focus();
    await finish();
    const real = screen.getByRole('button', { name: 'Colour theme' });
    expect(real).not.toBe(standIn);
    expect(document.activeElement).toBe(real);
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Light' })).toBeTruthy());
  });
});

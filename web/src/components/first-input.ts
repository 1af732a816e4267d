import { useSyncExternalStore } from 'react';

/**
 * The painter's first input on this page (a tap, a click, a key, a wheel), for the parts of the shell that only
 * matter once someone acts: the header's menus, the toaster, the update prompt. A first visit then downloads only
 * the page itself before any input (issue 20's budget); the service worker precaches the rest meanwhile, so the
 * chunks come from its cache when the input arrives. Programmatic scrolls and focus (restoration, a page's own
 * focus) are not input.
 */
const inputEvents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let happened = false;
const waiting = new Set<() => void>();

function fire(): void {
  if (happened) return;
  happened = true;
  for (const type of inputEvents) window.removeEventListener(type, fire, true);
  for (const callback of waiting) callback();
  waiting.clear();
}

if (typeof window !== 'undefined') {
  for (const type of inputEvents) window.addEventListener(type, fire, { capture: true, passive: true });
}

/** Counts as the first input: something must show now (a toast, say) although the painter has not acted yet. */
export const signalFirstInput = fire;

function subscribe(callback: () => void): () => void {
  if (happened) return () => undefined;
  waiting.add(callback);
  return () => void waiting.delete(callback);
}

/** True from the page's first input on (or from signalFirstInput). */
export function useFirstInput(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => happened,
    () => false,
  );
}

/** Calls `callback` at the page's first input (at once if it has happened). */
export function atFirstInput(callback: () => void): void {
  if (happened) callback();
  else waiting.add(callback);
}

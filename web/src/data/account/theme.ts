// No React here: main.tsx sets the theme with this module before react-dom is loaded.

/** The colour theme a person chose. 'system' follows the device's light/dark setting, live. */
export type ThemeChoice = 'light' | 'dark' | 'system';

export const themeStorageKey = 'theme';
const themeChoices: readonly ThemeChoice[] = ['light', 'dark', 'system'];

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return themeChoices.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system';
}

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(themeStorageKey));
  } catch {
    // Storage can be blocked (private mode, policies); the system setting is then the only choice.
    return 'system';
  }
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

let current: ThemeChoice = 'system';
const listeners = new Set<() => void>();

function apply() {
  const resolved = resolveTheme(current, darkQuery().matches);
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.dataset.theme = resolved;
}

/**
 * Reads the stored choice and sets the `dark` class on <html>. main.tsx calls this before React renders so
 * the first painted frame already has the right theme, without an inline script (which a strict CSP forbids).
 */
export function initTheme(): void {
  current = readChoice();
  apply();
  darkQuery().addEventListener('change', () => {
    if (current === 'system') apply();
  });
  // Another tab changed the theme: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== themeStorageKey) return;
    current = parseThemeChoice(event.newValue);
    apply();
    listeners.forEach((listener) => listener());
  });
}

export function setTheme(choice: ThemeChoice): void {
  current = choice;
  try {
    if (choice === 'system') localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, choice);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  apply();
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore (theme-toggle.tsx): called whenever the choice changes, here or in another tab. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function themeChoice(): ThemeChoice {
  return current;
}

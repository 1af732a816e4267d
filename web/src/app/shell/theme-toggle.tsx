import { useSyncExternalStore } from 'react';
import { SunMoon } from 'lucide-react';
import { Button } from '../../components/button';
import { subscribeTheme, themeChoice, type ThemeChoice } from '../../data/account/theme';
import { DeferredMenu } from './deferred-menu';

const themeLabels = { light: 'Light', dark: 'Dark', system: 'System' } as const;

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, themeChoice, () => 'system');
}

const loadThemeMenu = () => import('./theme-menu').then((module) => module.ThemeMenu);

/**
 * Light, dark or the device's setting; remembered in localStorage. The menu's code loads at the first input. One icon
 * for the three (the title names the choice, the menu marks it): the page's first download stays in its budget.
 */
export function ThemeToggle() {
  const theme = useThemeChoice();
  return (
    <DeferredMenu
      load={loadThemeMenu}
      trigger={
        <Button variant="ghost" size="icon" aria-label="Colour theme" title={`Colour theme: ${themeLabels[theme]}`}>
          <SunMoon aria-hidden="true" className="size-5" />
        </Button>
      }
    />
  );
}

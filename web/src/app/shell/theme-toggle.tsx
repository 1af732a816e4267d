import { useSyncExternalStore } from 'react';
import { SunMoon } from 'lucide-react';
import { Button } from '../../components/button';
import { subscribeTheme, themeChoice, type ThemeChoice } from '../../data/account/theme';
import { DeferredMenu } from './deferred-menu';
import { t } from '../../i18n/t';
import { wordsReady } from '../../i18n/words-ready';

/** A theme's name in the painter's language (read when shown: the words follow a language switch). */
export const themeLabel = (choice: ThemeChoice): string => t(`shell.theme.${choice}`);

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, themeChoice, () => 'system');
}

const loadThemeMenu = () => Promise.all([import('./theme-menu'), wordsReady()]).then(([module]) => module.ThemeMenu);

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
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('shell.theme.label')}
          title={t('shell.theme.current', { choice: themeLabel(theme) })}
        >
          <SunMoon aria-hidden="true" className="size-5" />
        </Button>
      }
    />
  );
}

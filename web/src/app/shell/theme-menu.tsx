import { Monitor, Moon, Sun } from 'lucide-react';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuSeparator, MenuTrigger } from '../../components/menu';
import { parseThemeChoice, setTheme } from '../../data/account/theme';
import type { LoadedMenuProps } from './deferred-menu';
import { themeLabel, useThemeChoice } from './theme-toggle';
import { t } from '../../i18n/t';

/** The theme toggle's menu (loaded with Radix Menu at the first input): the three choices, the current one marked. */
export function ThemeMenu({ trigger, defaultOpen }: LoadedMenuProps) {
  const theme = useThemeChoice();
  return (
    <Menu modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger asChild>{trigger}</MenuTrigger>
      <MenuContent narrow>
        <MenuLabel heading>{t('shell.theme.label')}</MenuLabel>
        <MenuSeparator />
        <MenuRadioGroup value={theme} onValueChange={(value) => setTheme(parseThemeChoice(value))}>
          <MenuRadioItem value="light">
            <Sun aria-hidden="true" /> {themeLabel('light')}
          </MenuRadioItem>
          <MenuRadioItem value="dark">
            <Moon aria-hidden="true" /> {themeLabel('dark')}
          </MenuRadioItem>
          <MenuRadioItem value="system">
            <Monitor aria-hidden="true" /> {themeLabel('system')}
          </MenuRadioItem>
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}

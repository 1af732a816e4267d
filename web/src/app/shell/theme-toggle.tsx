import { useSyncExternalStore } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '../../components/button';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuSeparator, MenuTrigger } from '../../components/menu';
import { parseThemeChoice, setTheme, subscribeTheme, themeChoice, type ThemeChoice } from '../../data/theme';

const labels = { light: 'Light', dark: 'Dark', system: 'System' } as const;

function useTheme(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, themeChoice, () => 'system');
}

/** Light, dark or the device's setting; remembered in localStorage. */
export function ThemeToggle() {
  const theme = useTheme();
  const Icon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Monitor;
  return (
    <Menu modal={false}>
      <MenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Colour theme" title={`Colour theme: ${labels[theme]}`}>
          <Icon aria-hidden="true" className="size-5" />
        </Button>
      </MenuTrigger>
      <MenuContent narrow>
        <MenuLabel heading>Colour theme</MenuLabel>
        <MenuSeparator />
        <MenuRadioGroup value={theme} onValueChange={(value) => setTheme(parseThemeChoice(value))}>
          <MenuRadioItem value="light">
            <Sun aria-hidden="true" /> Light
          </MenuRadioItem>
          <MenuRadioItem value="dark">
            <Moon aria-hidden="true" /> Dark
          </MenuRadioItem>
          <MenuRadioItem value="system">
            <Monitor aria-hidden="true" /> System
          </MenuRadioItem>
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}

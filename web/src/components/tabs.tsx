import { createContext, useContext, useId, useState, type ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from './cn';

/** What the panels need of the tabs: the ids that tie a tab to its panel, and which tab is chosen. */
const TabsState = createContext<{ baseId: string; value: string } | null>(null);

function useTabsState(part: string) {
  const state = useContext(TabsState);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/**
 * Radix's tabs (roving focus, arrow keys, activation) with panels of our own (TabsContent below). Controlled
 * (`value`) or not (`defaultValue`), as Radix's Root.
 */
export function Tabs({ value: valueProp, defaultValue, onValueChange, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const value = valueProp ?? ownValue;
  const change = (next: string) => {
    if (valueProp === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsState.Provider value={{ baseId, value }}>
      <RadixTabs.Root value={value} onValueChange={change} {...props} />
    </TabsState.Provider>
  );
}

/**
 * `compact` is the phone-first density of a page whose tabs must stay on one row above a long list (the inventory):
 * the same prop on the list, its triggers and its panels, since cn() resolves no conflicts with a className.
 */
interface Density {
  compact?: boolean;
}

export function TabsList({ className, compact = false, ...props }: ComponentProps<typeof RadixTabs.List> & Density) {
  return (
    <RadixTabs.List
      className={cn(
        'flex w-full gap-1 rounded-lg border border-line bg-surface-2 p-1 sm:inline-flex sm:w-auto',
        compact ? 'flex-nowrap' : 'flex-wrap',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, compact = false, value, ...props }: ComponentProps<typeof RadixTabs.Trigger> & Density) {
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <RadixTabs.Trigger
      value={value}
      // Our ids, so the tab and its panel (ours, below) name each other.
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      className={cn(
        'inline-flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-md py-1.5 font-medium whitespace-nowrap text-muted sm:flex-none',
        compact ? 'px-2 text-xs sm:px-3 sm:text-sm' : 'px-3 text-sm',
        'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
        'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel, rendered as Radix's is (an empty, hidden panel for a tab not chosen) but without Radix's Presence:
 * our panels have no exit animation to wait for, and Presence read the panel's computed style as it mounted, which
 * forced a style recalculation of the whole page inside React's commit (a long task on a phone when the inventory's
 * list mounts).
 */
export function TabsContent({
  className,
  compact = false,
  value,
  children,
  ...props
}: ComponentProps<'div'> & Density & { value: string }) {
  const state = useTabsState('TabsContent');
  const chosen = state.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(state.baseId, value)}
      aria-labelledby={tabId(state.baseId, value)}
      data-state={chosen ? 'active' : 'inactive'}
      hidden={!chosen}
      tabIndex={0}
      // The panel is a tab stop (Tab from the tabs lands here): a keyboard user must see it has focus.
      className={cn(
        'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        compact ? 'mt-2' : 'mt-5',
        className,
      )}
      {...props}
    >
      {chosen ? children : null}
    </div>
  );
}

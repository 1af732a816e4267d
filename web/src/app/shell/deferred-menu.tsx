import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useFirstInput } from '../../components/first-input';

/** A header menu's lazy part: the Radix menu around the trigger it is given, open at once when `defaultOpen`. */
export interface LoadedMenuProps {
  trigger: ReactElement;
  defaultOpen: boolean;
}

type TriggerProps = {
  onPointerDown?: (event: React.PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onClick?: () => void;
};

// The keys that open a Radix menu from its trigger.
const openingKeys = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header menu whose code (Radix Menu and floating-ui, about 38 KiB gzipped for the two) loads at the painter's first
 * input on the page, not with the page: a first visit fetches only what it shows (issue 20's budget, measured by
 * e2e/first-visit-budget.test.ts). Until it arrives, `trigger` itself stands in, looking and named the same.
 *
 * A press on the stand-in is never lost, whenever the code arrives: the stand-in notes it on pointerdown, Enter, Space
 * or ↓ (where Radix's trigger opens its menu) and on click, and the menu mounts open. The stand-in is swapped for the
 * real trigger only once the code is here, and a stand-in that had focus hands it on, so a keyboard painter who
 * tabbed to it keeps their place.
 */
export function DeferredMenu({
  trigger,
  load,
}: {
  trigger: ReactElement<TriggerProps>;
  load: () => Promise<ComponentType<LoadedMenuProps>>;
}) {
  const acted = useFirstInput();
  const [Loaded, setLoaded] = useState<ComponentType<LoadedMenuProps> | null>(null);
  const [requested, setRequested] = useState(false);
  const handOverFocus = useRef(false);
  const slot = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!acted) return;
    let current = true;
    // A failed download (offline before the service worker had it) leaves the stand-in; the next input tries again.
    load().then(
      (component) => {
        if (!current) return;
        // Read before the swap: once the stand-in is gone, focus is on the body.
        handOverFocus.current = slot.current?.contains(document.activeElement) ?? false;
        setLoaded(() => component);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [acted, load]);

  useLayoutEffect(() => {
    // Runs before Radix's own focus moves (effects): an open menu then takes focus into its items as usual.
    if (Loaded && handOverFocus.current) slot.current?.querySelector('button')?.focus();
  }, [Loaded]);

  if (Loaded) {
    return (
      <span ref={slot} className="contents">
        <Loaded trigger={trigger} defaultOpen={requested} />
      </span>
    );
  }
  const open = () => setRequested(true);
  return (
    <span ref={slot} className="contents">
      {cloneElement(trigger, {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onPointerDown: (event: React.PointerEvent) => {
          if (event.button === 0 && !event.ctrlKey) open();
        },
        onKeyDown: (event: KeyboardEvent) => {
          if (openingKeys.has(event.key)) open();
        },
        onClick: open,
      } as TriggerProps)}
    </span>
  );
}

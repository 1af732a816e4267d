import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer, windowScroll, type Virtualizer } from '@tanstack/react-virtual';
import { cn } from './cn';

/**
 * A row's height as its ResizeObserver reports it (after the browser's own layout); when a row mounts, its last known
 * height or the estimate. TanStack's default reads getBoundingClientRect as each row mounts, which forced a layout
 * in the middle of React's commit, and a second one when the heights it found re-rendered the list at once.
 */
function sizeFromObserver(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>) {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

/**
 * The window's size for the virtualizer, read in the next frame and on resize. TanStack's own reads innerWidth and
 * innerHeight as the list mounts, which forced a layout inside React's commit; until the frame, the screen's height
 * stands in (at least the window's on a phone), so the first rows rendered cover the viewport.
 */
function viewportInFrames(_instance: Virtualizer<Window, Element>, report: (rect: { width: number; height: number }) => void) {
  const read = () => report({ width: window.innerWidth, height: window.innerHeight });
  const frame = requestAnimationFrame(read);
  window.addEventListener('resize', read, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', read);
  };
}

const firstViewportGuess = () => ({ width: 0, height: window.screen.availHeight });

/**
 * A list or grid that renders only what is on screen (TanStack Virtual against the page's own scroll), so 10,000
 * paints cost as little as 20. Rows of `columnsFor(width)` items; rows are measured, so items may differ in height.
 */
export function VirtualGrid<T>({
  label,
  items,
  columnsFor,
  estimate,
  gap,
  itemKey,
  renderItem,
}: {
  label: string;
  items: readonly T[];
  columnsFor: (width: number) => number;
  /** The expected height of a row, in pixels, before it is measured. */
  estimate: number;
  gap: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ top: 0, width: 360 });
  // Where the list starts on the page and how wide it is, checked after every render (a bar above it may come
  // and go) and on resize; state changes only when they do. One observer for the list's life: making a new one
  // at every render made it report (and this measure) once more per render.
  const measure = useCallback(() => {
    const element = listRef.current;
    if (!element) return;
    const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
    const width = element.clientWidth;
    setBox((current) => (current.top === top && current.width === width ? current : { top, width }));
  }, []);
  // The check after a render waits for the next frame, where the browser lays the page out anyway: read in the
  // commit, it forced a layout of the rows just added inside React's task (a 100 ms task on a throttled phone,
  // three times over as the rows settled). Until then rows are placed right (relative to the list); only which rows
  // are on screen is reckoned from the last known top, and overscan covers that.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  });
  useLayoutEffect(() => {
    const observer = new ResizeObserver(measure);
    if (listRef.current) observer.observe(listRef.current);
    return () => observer.disconnect();
  }, [measure]);
  // The virtualizer's first act on mounting is to scroll the window to where it already is (its initial offset is
  // window.scrollY): a no-op for the page, but the scroll forced a layout inside React's commit. That one is skipped;
  // every later scroll (keeping rows in place as they are measured) goes through.
  const mounted = useRef(false);
  const columns = Math.max(1, columnsFor(box.width));
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => estimate,
    overscan: 6,
    gap,
    scrollMargin: box.top,
    getItemKey: (index) => `${columns}-${items[index * columns] ? itemKey(items[index * columns]!) : index}`,
    measureElement: sizeFromObserver,
    initialRect: firstViewportGuess(),
    observeElementRect: viewportInFrames,
    scrollToFn: (offset, options, instance) => {
      if (mounted.current) windowScroll(offset, options, instance);
      mounted.current = true;
    },
  });

  return (
    <div ref={listRef} role="list" aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="none"
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={cn('absolute top-0 left-0 w-full', columns > 1 && 'grid')}
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            ...(columns > 1 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap } : {}),
          }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((item) => renderItem(item))}
        </div>
      ))}
    </div>
  );
}

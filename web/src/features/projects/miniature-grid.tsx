import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ProjectListItem } from '../../data/collection/projects';
import { t } from '../../i18n/t';
import { useGridColumns } from './grid-columns';
import { MiniatureCard } from './miniature-card';

/** A row's height before it is measured (a phone-width card with its photo and buttons); measuring replaces it. */
const estimatedRowHeight = 420;
/** The gap between rows and columns, in px (Tailwind's gap-4): the virtualizer adds it between rows. */
const gap = 16;

/**
 * The gallery's cards in rows of as many columns as the viewport holds. Only the rows near the screen are drawn
 * (TanStack Virtual against the page's own scroll), so thousands of miniatures cost as little as a dozen. The list
 * stays a real <ul> of <li> cards in reading order, so Tab walks the cards as drawn; each card says where it stands
 * in the whole list (aria-posinset of aria-setsize) because most of the list is not in the page. The rows not drawn
 * are stood in for by the list's padding above and below; a CSS grid stretches every card of a row to the row's
 * height, so measuring any one card of a row measures the row.
 */
export function MiniatureGrid({
  projects,
  focusFallback,
}: {
  projects: readonly ProjectListItem[];
  /** Where focus goes when the last card shown is deleted. */
  focusFallback: () => HTMLElement | null;
}) {
  const columns = useGridColumns();
  const rowCount = Math.ceil(projects.length / columns);
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page: the virtualizer counts the page's scroll from there. The title and search
  // above it change height only when the viewport's width does, which also changes the columns.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, [columns]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimatedRowHeight,
    overscan: 2,
    gap,
    scrollMargin,
  });
  // Rows measured with another number of columns have other heights: measure again.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [columns, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <ul
      ref={listRef}
      aria-label={t('projects.gridLabel')}
      className="grid gap-4"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, paddingTop, paddingBottom }}
    >
      {rows.flatMap((row) =>
        projects.slice(row.index * columns, (row.index + 1) * columns).map((project, column) => {
          const position = row.index * columns + column;
          return (
            <MiniatureCard
              key={project.id}
              project={project}
              position={position + 1}
              setSize={projects.length}
              rowIndex={row.index}
              measureRef={virtualizer.measureElement}
              focusFallback={focusFallback}
            />
          );
        }),
      )}
    </ul>
  );
}

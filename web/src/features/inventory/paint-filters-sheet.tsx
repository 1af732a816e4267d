import type { PaintRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { countOf } from '../../components/format-count';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Select } from '../../components/select';
import { menuOf, noFilter, sortOptions, type PaintFilter, type PaintSort } from './paint-list-filter';

/**
 * The Filters sheet of the painter's own list: brand, type and order, and how many paints they leave. Its own module,
 * loaded when first opened, so Radix's dialog is not part of the list's first download.
 */
export default function PaintFiltersSheet({
  onClose,
  filter,
  onFilter,
  paints,
  shownCount,
}: {
  onClose: () => void;
  filter: PaintFilter;
  onFilter: (filter: PaintFilter) => void;
  /** Every paint of the list, for the brand and type menus. */
  paints: readonly PaintRow[];
  shownCount: number;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Filters" sheet>
        <div className="grid gap-3">
          <Select
            label="Brand"
            value={filter.brand}
            onChange={(e) => onFilter({ ...filter, brand: e.target.value })}
            options={menuOf(paints.map((p) => p.brand))}
          />
          <Select
            label="Type"
            value={filter.type}
            onChange={(e) => onFilter({ ...filter, type: e.target.value })}
            options={menuOf(paints.map((p) => p.type))}
          />
          <Select
            label="Sort by"
            value={filter.sort}
            onChange={(e) => onFilter({ ...filter, sort: e.target.value as PaintSort })}
            options={sortOptions}
          />
          <DialogActions cancel={false}>
            <Button variant="outline" className="flex-1" onClick={() => onFilter({ ...noFilter, query: filter.query })}>
              Reset
            </Button>
            <Button className="flex-1" onClick={onClose}>
              Show {countOf(shownCount, 'paint', 'paints')}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}

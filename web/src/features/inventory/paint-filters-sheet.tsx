import type { PaintRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Select } from '../../components/select';
import { t } from '../../i18n/t';
import { brandText, paintTypeText } from './paint-type-text';
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
      <DialogContent title={t('inventory.filters')} sheet>
        <div className="grid gap-3">
          <Select
            label={t('inventory.brand')}
            value={filter.brand}
            onChange={(e) => onFilter({ ...filter, brand: e.target.value })}
            options={menuOf(
              paints.map((p) => p.brand),
              brandText,
            )}
          />
          <Select
            label={t('inventory.type')}
            value={filter.type}
            onChange={(e) => onFilter({ ...filter, type: e.target.value })}
            options={menuOf(
              paints.map((p) => p.type),
              paintTypeText,
            )}
          />
          <Select
            label={t('inventory.sortBy')}
            value={filter.sort}
            onChange={(e) => onFilter({ ...filter, sort: e.target.value as PaintSort })}
            options={sortOptions()}
          />
          <DialogActions cancel={false}>
            <Button variant="outline" className="flex-1" onClick={() => onFilter({ ...noFilter, query: filter.query })}>
              {t('inventory.reset')}
            </Button>
            <Button className="flex-1" onClick={onClose}>
              {t('inventory.showPaints', { count: shownCount })}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}

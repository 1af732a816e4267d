import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../components/button';
import { t } from '../../i18n/t';

/** Opens a list's Filters sheet; a dot (and the name "Filters (on)") says some filter is narrowing the list. */
export function FiltersButton({ active, onClick }: { active: boolean; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={active ? t('inventory.filtersOn') : t('inventory.filters')}
      onClick={onClick}
      className="relative"
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {active ? <span aria-hidden="true" className="absolute top-1.5 right-1.5 size-2 rounded-full bg-brand" /> : null}
    </Button>
  );
}

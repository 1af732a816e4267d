import { Link } from 'react-router-dom';
import { Pipette } from 'lucide-react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { studioPathFor } from '../../components/studio-path';
import { t } from '../../i18n/t';

/** "Equivalents in other brands" on an owned or wished paint's detail: the colour studio opened on that paint. */
export function EquivalentsLink({ paint }: { paint: PaintRow }) {
  return (
    <Button asChild variant="outline" className="w-full">
      <Link to={studioPathFor(paint)}>
        <Pipette aria-hidden="true" className="size-4" /> {t('inventory.dialog.equivalents')}
      </Link>
    </Button>
  );
}

import { Undo2 } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Swatch } from '../../components/swatch';
import { toast } from '../../components/use-toast';
import { useCatalogCorrections, useRemoveCorrection } from '../../data/admin/admin-triage';
import { failureDescription } from '../../messages/error-text';
import { QueryState } from './query-state';

/** The catalog paints whose hex an admin corrected, newest first, each with a way back to the data file's hex. */
export function CatalogCorrections() {
  const corrections = useCatalogCorrections();
  const remove = useRemoveCorrection();

  function undo(paintId: string) {
    remove.mutate(paintId, {
      onSuccess: (paint) => toast({ title: 'Success', description: `${paint.name} is back to ${paint.color}.` }),
      onError: (error) =>
        toast({ title: 'Error', description: failureDescription(error, 'Failed to remove the correction'), variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby="catalog-corrections">
      <h2 id="catalog-corrections" className="text-xl font-semibold">
        Colour corrections
      </h2>
      <p className="text-sm text-muted">
        Correct a colour from a report under Feedback (Kind: Colour reports). Devices pick corrections up with the catalog.
      </p>
      <div className="mt-4">
        <QueryState query={corrections} failed="The corrections could not be loaded." empty="No colour corrections yet." />
        <ul className="space-y-3">
          {corrections.data?.map(({ paint, originalColor, correctedAt }) => (
            <li key={paint.id}>
              <Card padding="sm">
                <p className="font-semibold break-words">{paint.name}</p>
                <p className="text-sm break-words text-muted">
                  {paint.brand} · {paint.range}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <Swatch color={originalColor} className="size-5" /> <span className="font-mono">{originalColor}</span>
                  <span aria-hidden="true">→</span>
                  <Swatch color={paint.color} className="size-5" /> <span className="font-mono">{paint.color}</span>
                </p>
                <p className="mt-1 text-xs text-muted">Corrected {new Date(correctedAt).toLocaleString()}</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-3"
                  disabled={remove.isPending}
                  aria-label={`Undo the correction of ${paint.name}`}
                  onClick={() => undo(paint.id)}
                >
                  <Undo2 aria-hidden="true" className="size-4" /> Undo
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

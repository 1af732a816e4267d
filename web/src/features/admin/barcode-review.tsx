import { Check, X } from 'lucide-react';
import type { AdminBarcode } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Swatch } from '../../components/swatch';
import { toast } from '../../components/use-toast';
import { useAdminBarcodes, useDecideBarcode } from '../../data/admin/admin-barcodes';
import { failureDescription } from '../../messages/error-text';
import { QueryState } from './query-state';

const statusWords: Record<AdminBarcode['status'], string> = {
  conflict: 'Conflicting links',
  proposed: 'Proposed',
  shared: 'Shared (two trusted painters agree)',
};

/** Pot barcodes painters linked and no admin confirmed yet: confirm one paint to share it, or reject a wrong link. */
export function BarcodeReview() {
  const barcodes = useAdminBarcodes();
  const decide = useDecideBarcode();

  function act(code: string, catalogPaintId: string, name: string, decision: 'confirmed' | 'rejected') {
    decide.mutate(
      { code, catalogPaintId, decision },
      {
        onSuccess: () =>
          toast({
            title: 'Success',
            description: decision === 'confirmed' ? `${code} is now shared as ${name}.` : `${code} is no longer shared as ${name}.`,
          }),
        onError: (error) =>
          toast({ title: 'Error', description: failureDescription(error, 'Failed to save the decision'), variant: 'destructive' }),
      },
    );
  }

  return (
    <section aria-labelledby="barcode-review">
      <h2 id="barcode-review" className="text-xl font-semibold">
        Barcodes
      </h2>
      <p className="text-sm text-muted">
        A code is shared when two trusted painters (verified, members for a week) link it to the same paint, or when you confirm it. Devices
        pick shared codes up with the catalog.
      </p>
      <div className="mt-4">
        <QueryState query={barcodes} failed="The barcodes could not be loaded." empty="No barcodes to review." />
        <ul className="space-y-3">
          {barcodes.data?.map((entry) => (
            <li key={entry.code} data-testid="admin-barcode">
              <Card padding="sm">
                <p className="font-mono font-semibold">{entry.code}</p>
                <p className="text-sm text-muted">{statusWords[entry.status]}</p>
                <ul className="mt-2 space-y-2">
                  {entry.links.map((link) => {
                    const name = link.paint ? `${link.paint.name} (${link.paint.brand})` : link.catalogPaintId;
                    return (
                      <li key={link.catalogPaintId} className="flex flex-wrap items-center gap-2 text-sm">
                        {link.paint ? <Swatch color={link.paint.color} className="size-5" /> : null}
                        <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                          {name} — {link.painters} {link.painters === 1 ? 'painter' : 'painters'}
                          {link.decision === 'rejected' ? ' (rejected)' : ''}
                        </span>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={decide.isPending}
                          aria-label={`Confirm ${entry.code} as ${name}`}
                          onClick={() => act(entry.code, link.catalogPaintId, name, 'confirmed')}
                        >
                          <Check aria-hidden="true" className="size-4" /> Confirm
                        </Button>
                        {link.decision === 'rejected' ? null : (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={decide.isPending}
                            aria-label={`Reject ${entry.code} as ${name}`}
                            onClick={() => act(entry.code, link.catalogPaintId, name, 'rejected')}
                          >
                            <X aria-hidden="true" className="size-4" /> Reject
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Check, X } from 'lucide-react';
import type { AdminBarcode } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Swatch } from '../../components/swatch';
import { toast } from '../../components/use-toast';
import { useAdminBarcodes, useDecideBarcode } from '../../data/admin/admin-barcodes';
import { failureDescription } from '../../messages/error-text';
import { QueryState } from './query-state';
import { namedMessages, t } from '../../i18n/t';

const statusWords: Readonly<Record<AdminBarcode['status'], string>> = namedMessages('admin', {
  conflict: 'barcodeConflict',
  proposed: 'barcodeProposed',
  shared: 'barcodeShared',
});

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
            title: t('admin.success'),
            description: t(decision === 'confirmed' ? 'admin.barcodeConfirmed' : 'admin.barcodeRejected', { code, name }),
          }),
        onError: (error) =>
          toast({
            title: t('admin.error'),
            description: failureDescription(error, t('admin.barcodeDecisionFailed')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <section aria-labelledby="barcode-review">
      <h2 id="barcode-review" className="text-xl font-semibold">
        {t('admin.barcodes')}
      </h2>
      <p className="text-sm text-muted">{t('admin.barcodesHelp')}</p>
      <div className="mt-4">
        <QueryState query={barcodes} failed={t('admin.barcodesNotLoaded')} empty={t('admin.noBarcodes')} />
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
                          {t('admin.linkPainters', { name, count: link.painters, rejected: link.decision === 'rejected' ? 'yes' : 'no' })}
                        </span>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={decide.isPending}
                          aria-label={t('admin.confirmLabel', { code: entry.code, name })}
                          onClick={() => act(entry.code, link.catalogPaintId, name, 'confirmed')}
                        >
                          <Check aria-hidden="true" className="size-4" /> {t('admin.confirm')}
                        </Button>
                        {link.decision === 'rejected' ? null : (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={decide.isPending}
                            aria-label={t('admin.rejectLabel', { code: entry.code, name })}
                            onClick={() => act(entry.code, link.catalogPaintId, name, 'rejected')}
                          >
                            <X aria-hidden="true" className="size-4" /> {t('admin.reject')}
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

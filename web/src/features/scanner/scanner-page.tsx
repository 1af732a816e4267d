import { useEffect, useState } from 'react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { PageTitle } from '../../components/page-title';
import { Loading } from '../../components/status-message';
import { useAuth } from '../../data/account/auth-state';
import { linkBarcode, lookUpBarcode, refreshBarcodes, type BarcodeLookup } from '../../data/catalog/barcodes';
import { useCatalog } from '../../data/catalog/catalog';
import { useCatalogHoldings, usePaints } from '../../data/collection/paints';
import { barcodeText } from '../../messages/barcode-text';
import { CameraView } from './camera-view';
import { LinkCode } from './link-code';
import { ManualEntry } from './manual-entry';
import { ScanAnswer } from './scan-answer';
import { t } from '../../i18n/t';

type Step = { kind: 'camera' } | { kind: 'manual' } | { kind: 'code'; code: string };

/** `/scan` (issue 14): a pot's barcode to "do I own this?", from what the device holds, so it works in a shop offline. */
export default function ScannerPage() {
  const { user } = useAuth();
  const userId = user?.id === undefined ? null : String(user.id);
  const [step, setStep] = useState<Step>({ kind: 'camera' });
  // No camera, or no permission: the digits field opens at once under the message, not behind another tap.
  const [cameraFailed, setCameraFailed] = useState(false);
  useCatalog();

  // A code read before the refresh finished is looked up again once it has: the refresh may have just brought it.
  const [refreshed, setRefreshed] = useState(0);
  useEffect(() => {
    void refreshBarcodes(userId).then(() => setRefreshed((count) => count + 1));
  }, [userId]);

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t('scanner.title')} className="-mt-4 mb-0 sm:mt-0">
        {t('scanner.title')}
      </PageTitle>
      {step.kind === 'camera' ? (
        <CameraView onCode={(code) => setStep({ kind: 'code', code })} onUnavailable={() => setCameraFailed(true)} />
      ) : null}
      {step.kind === 'manual' || (step.kind === 'camera' && cameraFailed) ? (
        <ManualEntry onCode={(code) => setStep({ kind: 'code', code })} />
      ) : null}
      {step.kind === 'code' ? <CodeAnswer code={step.code} userId={userId} refreshed={refreshed} /> : null}
      <div className="flex flex-wrap gap-2">
        {step.kind !== 'camera' ? (
          <Button variant="outline" onClick={() => setStep({ kind: 'camera' })}>
            {step.kind === 'code' ? t('scanner.scanAnother') : t('scanner.scanWithCamera')}
          </Button>
        ) : null}
        {step.kind !== 'manual' && !(step.kind === 'camera' && cameraFailed) ? (
          <Button variant="ghost" onClick={() => setStep({ kind: 'manual' })}>
            {t('scanner.typeDigits')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function CodeAnswer({ code, userId, refreshed }: { code: string; userId: string | null; refreshed: number }) {
  const [lookup, setLookup] = useState<BarcodeLookup | null>(null);
  const [linkedAt, setLinkedAt] = useState(0);
  const holdings = useCatalogHoldings();
  const owned = usePaints('inventory');

  useEffect(() => {
    let current = true;
    void lookUpBarcode(userId, code).then((found) => current && setLookup(found));
    return () => {
      current = false;
    };
  }, [code, userId, linkedAt, refreshed]);

  if (lookup === null) return <Loading label={t('scanner.lookingUp')} />;
  if (lookup.found) return <ScanAnswer paint={lookup.paint} holding={holdings?.get(lookup.paint.id)} owned={owned ?? []} />;
  if (userId === null)
    return (
      <p role="status" data-testid="scan-unknown" className="rounded-lg border border-line bg-surface p-4 text-sm">
        {barcodeText.unknownCode} {t('scanner.signInToLink')}
      </p>
    );
  const pick = (paint: CatalogPaint) => void linkBarcode(userId, code, paint.id).then(() => setLinkedAt(Date.now()));
  return <LinkCode code={code} onPick={pick} />;
}

import { Undo2 } from 'lucide-react';
import type { CatalogCorrection, ColourChange } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Swatch } from '../../components/swatch';
import { useCatalogCorrections, useColourChanges, useRemoveCorrection } from '../../data/admin/admin-triage';
import { colourChangeText, correctionSourceText } from '../../messages/trust-text';
import { outcomeToasts } from './outcome-toasts';
import { QueryState } from './query-state';
import { t } from '../../i18n/t';
import { formatWhen } from './admin-format';

/**
 * The catalog paints whose hex was corrected (by an admin, or by trusted painters who agreed), newest first, each with
 * a one-tap way back to the data file's hex; then the record of every change: who, when, from which reports.
 */
export function CatalogCorrections() {
  const corrections = useCatalogCorrections();
  const remove = useRemoveCorrection();

  function undo(paintId: string) {
    remove.mutate(
      paintId,
      outcomeToasts(
        (paint) => t('admin.correctionRemoved', { name: paint.name, color: paint.color }),
        () => t('admin.removeCorrectionFailed'),
      ),
    );
  }

  return (
    <section aria-labelledby="catalog-corrections">
      <h2 id="catalog-corrections" className="text-xl font-semibold">
        {t('admin.corrections')}
      </h2>
      <p className="text-sm text-muted">{t('admin.correctionsHelp')}</p>
      <div className="mt-4">
        <QueryState query={corrections} failed={t('admin.correctionsNotLoaded')} empty={t('admin.noCorrections')} />
        <ul className="space-y-3">
          {corrections.data?.map((correction) => (
            <li key={correction.paint.id}>
              <CorrectionCard correction={correction} busy={remove.isPending} onUndo={() => undo(correction.paint.id)} />
            </li>
          ))}
        </ul>
      </div>
      <ColourChangeLog />
    </section>
  );
}

export function CorrectionCard({ correction, busy, onUndo }: { correction: CatalogCorrection; busy: boolean; onUndo: () => void }) {
  const { paint, originalColor, correctedAt, source } = correction;
  return (
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
      <p className="mt-1 text-xs text-muted">
        {correctionSourceText[source]} · {formatWhen(correctedAt)}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={busy}
        aria-label={t('admin.undoLabel', { name: paint.name })}
        onClick={onUndo}
      >
        <Undo2 aria-hidden="true" className="size-4" /> {t('admin.undo')}
      </Button>
    </Card>
  );
}

function ColourChangeLog() {
  const changes = useColourChanges();
  return (
    <div className="mt-6">
      <h3 className="font-semibold">{t('admin.changeLog')}</h3>
      <div className="mt-2">
        <QueryState query={changes} failed={t('admin.changeLogNotLoaded')} empty={t('admin.noChanges')} />
        <ul className="space-y-2">
          {changes.data?.map((change) => (
            <li key={change.id}>
              <ColourChangeRow change={change} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function ColourChangeRow({ change }: { change: ColourChange }) {
  const name = change.paint ? `${change.paint.name} · ${change.paint.brand}` : change.paintId;
  return (
    <article aria-label={`${colourChangeText(change)}: ${name}`} className="rounded-md border border-line p-3 text-sm">
      <p className="font-medium break-words">{name}</p>
      <p className="flex flex-wrap items-center gap-2">
        <Swatch color={change.previousColor} shape="sm" className="size-4" /> <span className="font-mono">{change.previousColor}</span>
        {change.color ? (
          <>
            <span aria-hidden="true">→</span>
            <Swatch color={change.color} shape="sm" className="size-4" /> <span className="font-mono">{change.color}</span>
          </>
        ) : null}
      </p>
      <p className="text-muted break-words">
        {colourChangeText(change)} · {formatWhen(change.at)}
      </p>
      {change.reports.length > 0 ? (
        <p className="text-xs break-all text-muted">
          {t('admin.fromReports', { reports: change.reports.map((report) => `${report.email} (${report.suggestedColor})`).join(', ') })}
        </p>
      ) : null}
    </article>
  );
}

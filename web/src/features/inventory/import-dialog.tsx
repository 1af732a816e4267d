import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { FileDown, FileSpreadsheet, FileUp } from 'lucide-react';
import { paintLabel } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { FileButton } from '../../components/file-button';
import { formatCount } from '../../components/format-count';
import { Dialog, DialogContent } from '../../components/dialog';
import { Label } from '../../components/label';
import { Textarea } from '../../components/input';
import { PaintName } from '../../components/paint-name';
import { Select } from '../../components/select';
import { Swatch } from '../../components/swatch';
import { toast } from '../../components/use-toast';
import { backupFileName, createBackup, importBackup, previewBackup, type Backup, type BackupSummary } from '../../data/transfer/backup';
import { useCatalog } from '../../data/catalog/catalog';
import { usePaints, type PaintList } from '../../data/collection/paints';
import type { CsvImport } from './paint-csv';
import { catalogItem, heldIn, itemsFromCsv, itemsFromNames, type CsvMatcher, type ImportItem } from './import-items';
import { localFailureText } from '../../messages/error-text';
import { downloadText } from '../../components/download';
import { ImportRefused, type ImportProgress } from '../../data/transfer/import-limits';
import {
  csvColumnsText,
  importProblemText,
  importRefusalText,
  notAddedText,
  unreadableImportText,
  type ImportProblem,
} from '../../messages/import-text';
import { t } from '../../i18n/t';
import { brandText } from './paint-type-text';
import { PreviewPages } from './preview-pages';
import { applyImport } from './apply-import';

type Preview =
  { kind: 'paints'; items: ImportItem[]; problems: ImportProblem[] } | { kind: 'backup'; backup: Backup; summary: BackupSummary } | null;

/**
 * "Import and backup": a CSV in the export's own format, or a pasted list of paint names matched to the catalog,
 * previewed before anything is added; and the whole collection as a JSON file, and back. papaparse and uFuzzy
 * load only when used.
 */
export function ImportDialog({ open, onOpenChange, list }: { open: boolean; onOpenChange: (open: boolean) => void; list: PaintList }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('inventory.import.title')} sheet>
          <ImportPanel list={list} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ImportPanel({ list, onDone }: { list: PaintList; onDone: () => void }) {
  const { paints: catalog, status: catalogStatus } = useCatalog();
  const listRows = usePaints(list);
  const [pasted, setPasted] = useState('');
  const [preview, setPreview] = useState<Preview>(null);
  // What the list holds is read when shown, not when the file was read: the list may still be loading then.
  const held = useMemo(() => heldIn(listRows ?? [], list), [listRows, list]);
  const items = useMemo(
    () => (preview?.kind === 'paints' ? preview.items.map((item) => ({ ...item, already: held(item) })) : []),
    [preview, held],
  );
  const [pending, setPending] = useState(false);
  /** What a long import is doing, for the painter to see: reading the file, or adding its rows. */
  const [progress, setProgress] = useState<string | null>(null);
  /** Which picked file is being read, for its progress to show beside its input. */
  const [reading, setReading] = useState<'csv' | 'backup' | null>(null);
  /** A file read but not yet matched: it waits for the catalog and the list (below). */
  const [readFile, setReadFile] = useState<{ read: CsvImport; matcher: CsvMatcher } | null>(null);
  const csvId = useId();
  const backupId = useId();

  const readCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const [{ readCsvFile }, { csvRowMatch, candidatesOf }] = await Promise.all([import('./read-csv-file'), import('./name-matcher')]);
    const read = await readPicked('csv', (onProgress) => readCsvFile(file, onProgress));
    if (read) setReadFile({ read, matcher: { csvRowMatch, candidatesOf } });
  };

  /**
   * Reads a picked file (CSV or backup) with its progress shown; a file refused or unreadable is said in a toast
   * and answers undefined.
   */
  const readPicked = async <T,>(kind: 'csv' | 'backup', read: (onProgress: ImportProgress) => Promise<T>): Promise<T | undefined> => {
    setProgress(t('inventory.import.reading'));
    setReading(kind);
    try {
      return await read((done) => setProgress(t('inventory.import.readingPercent', { percent: Math.round(done * 100) })));
    } catch (error) {
      const description = error instanceof ImportRefused ? importRefusalText[kind][error.reason] : unreadableImportText[kind];
      toast({ title: t('inventory.import.failed'), description, variant: 'destructive' });
      return undefined;
    } finally {
      setProgress(null);
      setReading(null);
    }
  };

  // A file is matched once the catalog and the list have loaded: picked straight after the dialog opened, its rows
  // would otherwise match no catalog paint (and re-importing an export would add every paint again). Set during
  // render, React's way to adjust state to new props, so the preview shows in the same commit as the loaded list.
  if (readFile && listRows !== undefined && catalogStatus !== 'loading') {
    setReadFile(null);
    setPreview({
      kind: 'paints',
      problems: readFile.read.problems,
      items: itemsFromCsv(readFile.read.paints, catalog, listRows, list, readFile.matcher),
    });
  }

  const matchNames = async () => {
    const { matchPastedNames } = await import('./name-matcher');
    const matches = matchPastedNames(pasted, catalog);
    setPreview({
      kind: 'paints',
      problems: matches.filter((match) => !match.paint).map((match) => ({ kind: 'no-match', line: match.line }) as const),
      items: itemsFromNames(matches, listRows ?? [], list),
    });
  };

  /** Changes one previewed item: another pot of its name, or add / skip for a paint already held. */
  const updateItem = (key: string, change: (item: ImportItem) => ImportItem) =>
    setPreview((current) =>
      current?.kind === 'paints' ? { ...current, items: current.items.map((item) => (item.key === key ? change(item) : item)) } : current,
    );
  const choosePot = (item: ImportItem, paintId: string) => {
    const paint = item.candidates.find((candidate) => candidate.id === paintId);
    if (!paint) return;
    const next = { ...item, ...catalogItem(item.key, item.source, item.quantity, paint, item.candidates) };
    updateItem(item.key, () => ({ ...next, already: held(next) }));
  };

  const readBackup = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { readBackupFile } = await import('../../data/transfer/read-backup-file');
    const backup = await readPicked('backup', (onProgress) => readBackupFile(file, onProgress));
    if (backup) setPreview({ kind: 'backup', backup, summary: await previewBackup(backup) });
  };

  const exportBackup = async () => {
    const backup = await createBackup();
    downloadText(JSON.stringify(backup, null, 2), backupFileName, 'application/json');
    toast({
      title: t('inventory.import.backupSaved'),
      description: t('inventory.import.backupSavedText', {
        paints: backup.paints.length,
        projects: backup.projects.length,
        file: backupFileName,
      }),
    });
  };

  const confirm = async () => {
    if (!preview) return;
    setPending(true);
    try {
      if (preview.kind === 'paints') {
        const { added, refused } = await applyImport(items, list, (done, total) =>
          setProgress(t('inventory.import.addingPaints', { done: formatCount(done), total: formatCount(total) })),
        );
        const notAdded =
          refused.length > 0
            ? ` ${notAddedText(
                refused.map(({ item }) => paintLabel(item)),
                localFailureText(refused[0]!.error, ''),
              )}`
            : '';
        toast({
          title: t('inventory.import.complete'),
          description: `${t('inventory.import.added', { count: added, list })}${notAdded}`,
          ...(refused.length > 0 ? { variant: 'destructive' as const } : {}),
        });
      } else {
        const done = await importBackup(preview.backup, (added, total) =>
          setProgress(t('inventory.import.addingBackup', { done: formatCount(added), total: formatCount(total) })),
        );
        const counts = { paints: done.paints, projects: done.projects, recipes: done.recipes, armies: done.armies };
        const addedText = t(done.armies ? 'inventory.import.backupAddedArmies' : 'inventory.import.backupAdded', counts);
        toast({
          title: t('inventory.import.complete'),
          description: done.pileSettings ? `${addedText} ${t('inventory.import.pileRestored')}` : addedText,
        });
      }
      onDone();
    } catch (error) {
      // A refused paint is worded by its code (recipe full, quota…); anything else (storage, a closed database) gets
      // the plain advice, never an exception's English.
      toast({
        title: t('inventory.import.failed'),
        description: localFailureText(error, t('inventory.import.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
      setProgress(null);
    }
  };

  if (preview) {
    const toAdd = items.filter((item) => item.already === null || item.decision === 'add').length;
    return (
      <div className="space-y-3">
        <h3 className="font-semibold">{t('inventory.import.preview')}</h3>
        {preview.kind === 'paints' ? (
          <>
            <p className="text-sm text-muted">
              {toAdd === 0 ? t('inventory.import.nothingToAdd') : t('inventory.import.willBeAdded', { count: toAdd, list })}
            </p>
            <PreviewPages items={items} label={t('inventory.import.paintsToImport')} className="max-h-[50vh] space-y-2 overflow-y-auto">
              {(item) => (
                <ImportRow
                  key={item.key}
                  item={item}
                  list={list}
                  onChoosePot={(paintId) => choosePot(item, paintId)}
                  onDecide={(decision) => updateItem(item.key, (current) => ({ ...current, decision }))}
                />
              )}
            </PreviewPages>
            {preview.problems.length > 0 ? (
              <PreviewPages
                items={preview.problems.map(importProblemText)}
                label={t('inventory.import.notImported')}
                className="space-y-1 text-sm text-danger-ink"
              >
                {(problem) => <li key={problem}>{problem}</li>}
              </PreviewPages>
            ) : null}
          </>
        ) : (
          <p className="text-sm">{backupSummaryText(preview.summary)}</p>
        )}
        {progress || readFile ? (
          <p role="status" className="text-sm text-muted">
            {progress ?? t('inventory.import.reading')}
          </p>
        ) : null}
        <div className="sticky bottom-0 -mx-6 flex gap-2 border-t border-line bg-surface px-6 py-3 sm:static sm:mx-0 sm:border-0 sm:px-0 sm:pb-0">
          <Button variant="outline" className="ml-auto" onClick={() => setPreview(null)}>
            {t('inventory.import.back')}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={
              pending ||
              (preview.kind === 'paints'
                ? listRows === undefined || toAdd === 0
                : preview.summary.paints + preview.summary.projects === 0 && !preview.summary.pileSettings)
            }
          >
            {pending ? t('inventory.import.importing') : t('inventory.import.confirm')}
          </Button>
        </div>
      </div>
    );
  }

  // Beside the file input being read.
  const readingStatus = (
    <p role="status" className="text-sm text-muted">
      {progress ?? t('inventory.import.reading')}
    </p>
  );
  return (
    <div className="space-y-5 pb-6">
      <section className="space-y-2">
        <h3 className="font-semibold">{t('inventory.import.toList', { list })}</h3>
        <Label htmlFor={csvId}>
          {t('inventory.import.csvFile', {
            columns: csvColumnsText(['Name', 'Brand', 'Type', 'Color', 'Quantity']),
            optional: csvColumnsText(['Range', 'Catalog ID']),
          })}
        </Label>
        <FileButton
          id={csvId}
          accept=".csv,text/csv"
          onChange={(event) => void readCsv(event)}
          icon={<FileSpreadsheet aria-hidden="true" />}
        >
          {t('inventory.import.chooseCsv')}
        </FileButton>
        {reading === 'csv' || readFile ? readingStatus : null}
        <Label htmlFor={`${csvId}-names`}>{t('inventory.import.paste')}</Label>
        <Textarea
          id={`${csvId}-names`}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          placeholder={'Nuln Oil\n2x Abaddon Black'}
          rows={4}
        />
        <Button variant="outline" onClick={() => void matchNames()} disabled={!pasted.trim() || catalog.length === 0}>
          {t('inventory.import.matchNames')}
        </Button>
      </section>
      <section className="space-y-2 border-t border-line pt-4">
        <h3 className="font-semibold">{t('inventory.import.backup')}</h3>
        <p className="text-sm text-muted">{t('inventory.import.backupText')}</p>
        <Button variant="outline" onClick={() => void exportBackup()}>
          <FileDown aria-hidden="true" className="size-4" /> {t('inventory.import.exportEverything')}
        </Button>
        <Label htmlFor={backupId}>{t('inventory.import.restore')}</Label>
        <FileButton
          id={backupId}
          accept=".json,application/json"
          onChange={(event) => void readBackup(event)}
          icon={<FileUp aria-hidden="true" />}
        >
          {t('inventory.import.chooseBackup')}
        </FileButton>
        {reading === 'backup' ? readingStatus : null}
      </section>
    </div>
  );
}

/**
 * One previewed paint: what the painter gave and what it matched, with its range and swatch; the other pots of the
 * name to switch to ("Macragge Blue · Base / · Air / · Spray"); and, for a paint already held, add or skip.
 */
function ImportRow({
  item,
  list,
  onChoosePot,
  onDecide,
}: {
  item: ImportItem;
  list: PaintList;
  onChoosePot: (paintId: string) => void;
  onDecide: (decision: 'add' | 'skip') => void;
}) {
  const label = paintLabel(item);
  return (
    <li aria-label={label} className="space-y-1 border-b border-line pb-2 text-sm last:border-0">
      <div className="flex min-w-0 items-center gap-2">
        <Swatch color={item.color} shape="sm" className="size-6" />
        <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          {item.source !== item.name ? <span className="text-muted">{item.source} → </span> : null}
          <PaintName
            paint={{ name: item.name, range: item.range, discontinued: item.catalog?.discontinued ?? false }}
            className="font-medium"
          />{' '}
          <span className="text-muted">· {brandText(item.brand)}</span>
        </span>
        <span className="shrink-0 tabular-nums">×{item.quantity}</span>
      </div>
      {item.candidates.length > 1 ? (
        <Select
          label={t('inventory.import.potFor', { name: item.source })}
          hideLabel
          className="pl-8"
          value={item.catalog?.id}
          onChange={(event) => onChoosePot(event.target.value)}
          options={item.candidates.map((candidate) => ({
            value: candidate.id,
            label: candidate.discontinued ? `${paintLabel(candidate)} ${t('inventory.discontinuedMark')}` : paintLabel(candidate),
          }))}
        />
      ) : null}
      {item.already !== null ? (
        <div role="group" aria-label={t('inventory.import.alreadyHeld', { name: label })} className="flex items-center gap-2 pl-8">
          <span data-testid="already" className="text-xs font-medium">
            {list === 'wishlist' ? t('inventory.import.alreadyWished') : t('inventory.import.alreadyOwned', { count: item.already })} →
          </span>
          {(['add', 'skip'] as const).map((decision) => (
            <Button
              key={decision}
              size="sm"
              variant={item.decision === decision ? 'primary' : 'outline'}
              aria-pressed={item.decision === decision}
              onClick={() => onDecide(decision)}
            >
              {decision === 'add' ? t('inventory.import.add') : t('inventory.import.skip')}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** What restoring a backup adds, and what it leaves: one sentence each. */
function backupSummaryText(summary: BackupSummary): string {
  const { paints, projects, recipes, armies, skipped, pileSettings } = summary;
  return [
    t(armies ? 'inventory.import.backupAddsArmies' : 'inventory.import.backupAdds', { paints, projects, recipes, armies }),
    skipped > 0 ? t('inventory.import.skipped', { count: skipped }) : null,
    pileSettings ? t('inventory.import.pileFromFile') : null,
    t('inventory.import.noPhotos'),
  ]
    .filter((sentence) => sentence !== null)
    .join(' ');
}

import { useId, useState, type ChangeEvent } from 'react';
import { FileDown } from 'lucide-react';
import type { CatalogPaint } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogContent } from '../../components/dialog';
import { Label } from '../../components/label';
import { Textarea } from '../../components/input';
import { Swatch } from '../../components/swatch';
import { toast } from '../../components/use-toast';
import {
  backupFileName,
  backupSchema,
  createBackup,
  importBackup,
  previewBackup,
  type Backup,
  type BackupSummary,
} from '../../data/backup';
import { useCatalog } from '../../data/catalog';
import { addPaint, addPaintFromCatalog, type PaintList } from '../../data/paints';
import { downloadText } from './download';
import { sheetClasses } from './sheet';

/** One paint the preview shows and the import adds: a catalog paint (kept as one row per paint) or a paint of its own. */
export interface ImportItem {
  key: string;
  /** What the painter gave: the CSV row's name or the pasted line. */
  source: string;
  name: string;
  brand: string;
  type: string;
  color: string;
  quantity: number;
  catalog: CatalogPaint | null;
}

type Preview =
  { kind: 'paints'; items: ImportItem[]; problems: string[] } | { kind: 'backup'; backup: Backup; summary: BackupSummary } | null;

const catalogKey = (brand: string, name: string) => `${brand.trim().toLowerCase()}\u0000${name.trim().toLowerCase()}`;

/** Adds the previewed paints to the list; catalog paints through addPaintFromCatalog, so nothing is duplicated. */
export async function applyImport(items: readonly ImportItem[], list: PaintList): Promise<number> {
  let added = 0;
  for (const item of items) {
    if (item.catalog) await addPaintFromCatalog(item.catalog, list, Math.max(1, item.quantity));
    else
      await addPaint({
        name: item.name,
        brand: item.brand,
        type: item.type,
        color: item.color,
        quantity: item.quantity,
        status: list === 'wishlist' ? 'wishlist' : 'in_stock',
      });
    added += 1;
  }
  return added;
}

/**
 * "Import and backup": a CSV in the export's own format, or a pasted list of paint names matched to the catalog,
 * previewed before anything is added; and the whole collection as a JSON file, and back. papaparse and uFuzzy
 * load only when used.
 */
export function ImportDialog({ open, onOpenChange, list }: { open: boolean; onOpenChange: (open: boolean) => void; list: PaintList }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Import and backup" className={sheetClasses}>
          <ImportPanel list={list} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ImportPanel({ list, onDone }: { list: PaintList; onDone: () => void }) {
  const { paints: catalog } = useCatalog();
  const [pasted, setPasted] = useState('');
  const [preview, setPreview] = useState<Preview>(null);
  const [pending, setPending] = useState(false);
  const csvId = useId();
  const backupId = useId();
  const listWord = list === 'wishlist' ? 'wishlist' : 'inventory';

  const readCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { parsePaintCsv } = await import('./paint-csv');
    const { paints, problems } = parsePaintCsv(await file.text());
    const byKey = new Map(catalog.map((paint) => [catalogKey(paint.brand, paint.name), paint]));
    setPreview({
      kind: 'paints',
      problems,
      items: paints.map((paint, index) => ({
        ...paint,
        key: `csv-${index}`,
        source: paint.name,
        catalog: byKey.get(catalogKey(paint.brand, paint.name)) ?? null,
      })),
    });
  };

  const matchNames = async () => {
    const { matchPastedNames } = await import('./name-matcher');
    const matches = matchPastedNames(pasted, catalog);
    setPreview({
      kind: 'paints',
      problems: matches.filter((match) => !match.paint).map((match) => `No paint in the database matches "${match.line}".`),
      items: matches.flatMap((match, index) =>
        match.paint ? [{ key: `line-${index}`, source: match.line, ...match.paint, quantity: match.quantity, catalog: match.paint }] : [],
      ),
    });
  };

  const readBackup = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let parsed: ReturnType<typeof backupSchema.safeParse>;
    try {
      parsed = backupSchema.safeParse(JSON.parse(await file.text()));
    } catch {
      parsed = { success: false } as ReturnType<typeof backupSchema.safeParse>;
    }
    if (!parsed.success) {
      toast({ title: 'Import failed', description: 'This file is not a Paint Forge backup.', variant: 'destructive' });
      return;
    }
    setPreview({ kind: 'backup', backup: parsed.data, summary: await previewBackup(parsed.data) });
  };

  const exportBackup = async () => {
    const backup = await createBackup();
    downloadText(JSON.stringify(backup, null, 2), backupFileName, 'application/json');
    toast({
      title: 'Backup saved',
      description: `${backup.paints.length} paints and ${backup.projects.length} miniatures saved as ${backupFileName}.`,
    });
  };

  const confirm = async () => {
    if (!preview) return;
    setPending(true);
    try {
      if (preview.kind === 'paints') {
        const added = await applyImport(preview.items, list);
        toast({ title: 'Import complete', description: `${added} ${added === 1 ? 'paint' : 'paints'} added to your ${listWord}.` });
      } else {
        const done = await importBackup(preview.backup);
        toast({
          title: 'Import complete',
          description: `${done.paints} paints, ${done.projects} miniatures and ${done.recipes} recipe paints added.`,
        });
      }
      onDone();
    } catch (error) {
      toast({ title: 'Import failed', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  if (preview) {
    return (
      <div className="space-y-3">
        <h3 className="font-semibold">Preview</h3>
        {preview.kind === 'paints' ? (
          <>
            <p className="text-sm text-muted">
              {preview.items.length === 0
                ? 'Nothing to add.'
                : `${preview.items.length} ${preview.items.length === 1 ? 'paint' : 'paints'} will be added to your ${listWord}.`}
            </p>
            <ul aria-label="Paints to import" className="max-h-72 space-y-1 overflow-y-auto">
              {preview.items.map((item) => (
                <li key={item.key} className="flex min-w-0 items-center gap-2 text-sm">
                  <Swatch color={item.color} shape="sm" className="size-5" />
                  <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                    {item.source !== item.name ? <span className="text-muted">{item.source} → </span> : null}
                    <span className="font-medium">{item.name}</span> <span className="text-muted">· {item.brand}</span>
                  </span>
                  <span className="shrink-0 tabular-nums">×{item.quantity}</span>
                </li>
              ))}
            </ul>
            {preview.problems.length > 0 ? (
              <ul aria-label="Not imported" className="space-y-1 text-sm text-danger-ink">
                {preview.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <p className="text-sm">
            Adds {preview.summary.paints} paints, {preview.summary.projects} miniatures and {preview.summary.recipes} recipe paints.{' '}
            {preview.summary.skipped > 0 ? `${preview.summary.skipped} already here will be left as they are. ` : ''}Photos are not part of
            a backup.
          </p>
        )}
        <div className="sticky bottom-0 -mx-6 flex gap-2 border-t border-line bg-surface px-6 py-3 sm:static sm:mx-0 sm:border-0 sm:px-0 sm:pb-0">
          <Button variant="outline" className="ml-auto" onClick={() => setPreview(null)}>
            Back
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={
              pending || (preview.kind === 'paints' ? preview.items.length === 0 : preview.summary.paints + preview.summary.projects === 0)
            }
          >
            {pending ? 'Importing…' : 'Import'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5 pb-6">
      <section className="space-y-2">
        <h3 className="font-semibold">Import paints to your {listWord}</h3>
        <Label htmlFor={csvId}>A CSV file with the columns Name, Brand, Type, Color, Quantity</Label>
        <input id={csvId} type="file" accept=".csv,text/csv" onChange={(event) => void readCsv(event)} className="block w-full text-sm" />
        <Label htmlFor={`${csvId}-names`}>Or paste paint names, one a line</Label>
        <Textarea
          id={`${csvId}-names`}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          placeholder={'Nuln Oil\n2x Abaddon Black'}
          rows={4}
        />
        <Button variant="outline" onClick={() => void matchNames()} disabled={!pasted.trim() || catalog.length === 0}>
          Match names
        </Button>
      </section>
      <section className="space-y-2 border-t border-line pt-4">
        <h3 className="font-semibold">Backup</h3>
        <p className="text-sm text-muted">Your paints, miniatures and recipes as one JSON file (photos are not included).</p>
        <Button variant="outline" onClick={() => void exportBackup()}>
          <FileDown aria-hidden="true" className="size-4" /> Export everything (JSON)
        </Button>
        <Label htmlFor={backupId}>Restore a backup file</Label>
        <input
          id={backupId}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void readBackup(event)}
          className="block w-full text-sm"
        />
      </section>
    </div>
  );
}

import { ArrowRight, Pencil, Trash2, Undo2 } from 'lucide-react';
import { projectStages, nextStage, stageIndex, type ProjectStage } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { cn } from '../../components/cn';
import { formatCount } from '../../components/format-count';
import { VirtualGrid } from '../../components/virtual-grid';
import { inStageSince, type PileEntry } from '../../components/burn-down/pile-figures';
import type { StageNames } from '../../messages/stage-text';
import { stageSwatchClasses } from './stage-swatches';
import { timeInStage } from './time-in-stage';
import { t } from '../../i18n/t';

const oneColumn = () => 1;

/** The pile's entries, longest in their stage first, virtualised (only the rows on screen are drawn). */
export function PileList({
  entries,
  names,
  now,
  onMove,
  onEdit,
  onDelete,
}: {
  entries: readonly PileEntry[];
  names: StageNames;
  now: number;
  onMove: (entry: PileEntry, to: ProjectStage) => void;
  onEdit: (entry: PileEntry) => void;
  onDelete: (entry: PileEntry) => void;
}) {
  return (
    <VirtualGrid
      label={t('pile.entries')}
      items={entries}
      columnsFor={oneColumn}
      estimate={84}
      gap={8}
      itemKey={(entry) => entry.id}
      renderItem={(entry) => (
        <PileRow key={entry.id} entry={entry} names={names} now={now} onMove={onMove} onEdit={onEdit} onDelete={onDelete} />
      )}
    />
  );
}

function PileRow({
  entry,
  names,
  now,
  onMove,
  onEdit,
  onDelete,
}: {
  entry: PileEntry;
  names: StageNames;
  now: number;
  onMove: (entry: PileEntry, to: ProjectStage) => void;
  onEdit: (entry: PileEntry) => void;
  onDelete: (entry: PileEntry) => void;
}) {
  const next = nextStage(entry.stage);
  const previous = projectStages[stageIndex(entry.stage) - 1] ?? null;
  const since = timeInStage(Date.parse(inStageSince(entry)), now);
  return (
    <div
      role="listitem"
      aria-label={entry.name}
      data-testid="pile-row"
      className="flex items-center gap-3 rounded-lg border border-line bg-surface p-3"
    >
      <span aria-hidden="true" className={cn('h-10 w-1.5 shrink-0 rounded-full', stageSwatchClasses[entry.stage])} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium break-words">
          {entry.name}
          {entry.modelCount > 1 ? <span className="text-muted"> ×{formatCount(entry.modelCount)}</span> : null}
        </p>
        <p className="text-sm text-muted">
          {names[entry.stage]} {since}
        </p>
      </div>
      <Button
        variant="quiet"
        size="icon-sm"
        aria-label={t('pile.editTitle', { name: entry.name })}
        title={t('pile.editShort')}
        onClick={() => onEdit(entry)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="quiet"
        size="icon-sm"
        aria-label={t('pile.deleteLabel', { name: entry.name })}
        title={t('pile.delete')}
        onClick={() => onDelete(entry)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      {previous ? (
        <Button
          variant="quiet"
          size="icon-sm"
          aria-label={t('pile.moveBackLabel', { name: entry.name, stage: names[previous] })}
          title={t('pile.backTo', { stage: names[previous] })}
          onClick={() => onMove(entry, previous)}
        >
          <Undo2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
      {next ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('pile.moveOnLabel', { name: entry.name, stage: names[next] })}
          onClick={() => onMove(entry, next)}
        >
          {names[next]} <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}

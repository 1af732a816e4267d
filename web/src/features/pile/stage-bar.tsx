import { projectStages, type ProjectStage } from '@paintforge/sync-protocol';
import { cn } from '../../components/cn';
import { formatCount } from '../../components/format-count';
import type { StageNames } from '../../messages/stage-text';
import { stageSwatchClasses } from './stage-swatches';
import { t } from '../../i18n/t';

export type StageFilter = ProjectStage | 'all';

/**
 * Models per stage as one stacked bar, and its legend, which is also the filter: each stage is a toggle button
 * (aria-pressed) with its name and count; "All" clears the filter.
 */
export function StageBar({
  counts,
  names,
  filter,
  onFilter,
}: {
  counts: Record<ProjectStage, number>;
  names: StageNames;
  filter: StageFilter;
  onFilter: (filter: StageFilter) => void;
}) {
  const total = projectStages.reduce((sum, stage) => sum + counts[stage], 0);
  const summary = projectStages.map((stage) => `${names[stage]} ${counts[stage]}`).join(', ');
  return (
    <section aria-labelledby="stage-bar-heading" className="space-y-3">
      <h2 id="stage-bar-heading" className="text-lg font-semibold">
        {t('pile.byStage')}
      </h2>
      <div
        role="img"
        aria-label={t('pile.byStageSummary', { summary })}
        className="flex h-4 w-full overflow-hidden rounded-full bg-surface-2"
      >
        {total > 0
          ? projectStages.map((stage) =>
              counts[stage] > 0 ? (
                <div key={stage} className={stageSwatchClasses[stage]} style={{ width: `${(counts[stage] / total) * 100}%` }} />
              ) : null,
            )
          : null}
      </div>
      <div role="group" aria-label={t('pile.showStage')} className="flex flex-wrap gap-2">
        <FilterButton pressed={filter === 'all'} onClick={() => onFilter('all')} label={t('pile.all')} count={total} />
        {projectStages.map((stage) => (
          <FilterButton
            key={stage}
            pressed={filter === stage}
            onClick={() => onFilter(filter === stage ? 'all' : stage)}
            label={names[stage]}
            count={counts[stage]}
            swatch={stageSwatchClasses[stage]}
            testId={`stage-count-${stage}`}
          />
        ))}
      </div>
    </section>
  );
}

function FilterButton({
  pressed,
  onClick,
  label,
  count,
  swatch,
  testId,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  count: number;
  swatch?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        pressed ? 'border-brand bg-brand-soft text-ink' : 'border-line-strong bg-surface text-ink hover:bg-surface-2',
      )}
    >
      {swatch ? <span aria-hidden="true" className={cn('size-3 rounded-full', swatch)} /> : null}
      <span>{label}</span>
      <span className="font-semibold tabular-nums">{formatCount(count)}</span>
    </button>
  );
}

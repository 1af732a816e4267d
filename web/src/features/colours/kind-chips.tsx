import { matchKinds, type MatchKind } from '@paintforge/sync-protocol/colour';
import { cn } from '../../components/cn';
import { kindWords } from '../../messages/kind-text';
import { t } from '../../i18n/t';

/**
 * "Answer with": one chip per kind of paint. The answer holds paints of one kind only (the kind rule), the colour's
 * own kind until the painter asks for another, as a painter who wants a glaze over a flat red would.
 */
export function KindChips({ kind, onChange }: { kind: MatchKind; onChange: (kind: MatchKind) => void }) {
  return (
    <div role="group" aria-label={t('colours.nearest.kind')} className="flex flex-wrap gap-2">
      {matchKinds.map((each) => (
        <button
          key={each}
          type="button"
          aria-pressed={each === kind}
          onClick={() => onChange(each)}
          className={cn(
            'inline-flex h-9 items-center rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            each === kind ? 'border-brand bg-brand-soft text-ink' : 'border-line-strong bg-surface text-ink hover:bg-surface-2',
          )}
        >
          {kindWords[each]}
        </button>
      ))}
    </div>
  );
}

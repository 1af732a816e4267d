import { useMemo } from 'react';
import type { PaintRow } from '@paintforge/sync-protocol';
import { paintLabel } from '@paintforge/sync-protocol';
import type { Lab } from '@paintforge/sync-protocol/colour';
import { isMixable, proposeMixes, type ColourIndex } from '@paintforge/sync-protocol/colour-studio';
import { Swatch } from '../../components/swatch';
import { Closeness } from './closeness';
import { t } from '../../i18n/t';

/**
 * "Mix what you lack", shown when no owned paint is within "close": two owned paints and a ratio whose spectral
 * (Kubelka–Munk) mix lands nearer, the mixed swatch beside the target's.
 */
export function MixList({ target, targetHex, owned }: { target: Lab; targetHex: string; owned: ColourIndex<PaintRow> }) {
  const mixes = useMemo(() => proposeMixes(target, owned, { accept: isMixable }), [target, owned]);
  if (mixes.length === 0) return null;
  return (
    <section aria-labelledby="mix-heading" className="flex flex-col gap-2">
      <h3 id="mix-heading" className="text-sm font-medium text-muted">
        {t('colours.mix.heading')}
      </h3>
      <ul data-testid="colour-mixes" className="flex flex-col gap-2">
        {mixes.map((mix) => (
          <li key={`${mix.first.id}|${mix.second.id}`} className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2">
            <span className="flex shrink-0" aria-hidden="true">
              <Swatch color={targetHex} className="size-10 rounded-r-none" />
              <Swatch color={mix.color} className="size-10 rounded-l-none" />
            </span>
            <p className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
              <span className="font-semibold">
                {mix.ratio[0]} : {mix.ratio[1]}
              </span>{' '}
              {paintLabel(mix.first)} + {paintLabel(mix.second)}
            </p>
            <Closeness difference={mix.difference} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { AlertTriangle, Check, CircleHelp } from 'lucide-react';
import { stepNotesField, type KeptText, type PaintRow, type SchemeStep } from '@paintforge/sync-protocol';
import { KeptTextNotices, type KeptTextActions } from '../../components/kept-text-notices';
import { Swatch } from '../../components/swatch';
import { ownedCount, stepOwnership } from './army-figures';
import { techniqueWord } from '../../messages/technique-text';
import { activeLocale, t } from '../../i18n/t';

/**
 * A scheme's steps with each paint resolved owned first (issue 35): the painter's own pot, else the closest owned
 * paint of the same kind with its ΔE. Also what a visitor to a showcase reads: "you own 5 of 7".
 */
export function SchemeSteps({
  steps,
  inventory,
  wishlist,
  onRemove,
  kept,
}: {
  steps: readonly SchemeStep[];
  inventory: readonly PaintRow[];
  wishlist: readonly PaintRow[];
  onRemove?: (step: SchemeStep) => void;
  /** The owner's scheme only (a showcase visitor has no kept texts to answer): step notes another phone replaced. */
  kept?: { texts: readonly KeptText[]; actions: KeptTextActions };
}) {
  const { owned, total } = ownedCount(steps, inventory);
  return (
    <div className="space-y-2">
      {total > 0 ? (
        <p data-testid="scheme-owned" className="text-sm">
          {owned < total ? t('armies.youOwnSome', { owned, total, other: total - owned }) : t('armies.youOwnAll', { owned, total })}
        </p>
      ) : null}
      <ol className="space-y-2">
        {steps.map((step) => {
          const ownership = stepOwnership(step, inventory, wishlist);
          return (
            <li key={step.id} data-testid="scheme-step" className="flex items-start gap-3 rounded-md border border-line p-2">
              {step.paint ? <Swatch color={step.paint.color} className="mt-0.5 size-6 shrink-0" /> : null}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words">
                  {step.part}
                  {step.paint ? `: ${step.paint.name}` : ''}
                  {step.technique ? <span className="font-normal text-muted"> · {techniqueWord(step.technique)}</span> : null}
                  {step.unsure ? (
                    <span className="ml-1 inline-flex items-center gap-0.5 font-normal text-brand-ink">
                      <CircleHelp aria-hidden="true" className="size-3.5" /> {t('armies.notSure')}
                    </span>
                  ) : null}
                </p>
                {step.notes ? <p className="break-words text-muted">{step.notes}</p> : null}
                {kept ? <KeptTextNotices kept={kept.texts} field={stepNotesField(step.id)} actions={kept.actions} /> : null}
                {ownership?.kind === 'owned' ? (
                  <p className="inline-flex items-center gap-1 text-success-ink">
                    <Check aria-hidden="true" className="size-3.5" /> {t('armies.youOwnIt')}
                  </p>
                ) : ownership ? (
                  <p className="text-muted">
                    <AlertTriangle aria-hidden="true" className="mr-1 inline size-3.5" />
                    {ownership.kind === 'wishlist' ? t('armies.onWishlist') : t('armies.notOwned')}
                    {ownership.substitute
                      ? t('armies.closest', {
                          paint: ownership.substitute.paint.name,
                          brand: ownership.substitute.paint.brand,
                          difference: ownership.substitute.difference.toLocaleString(activeLocale(), {
                            minimumFractionDigits: 1,
                            maximumFractionDigits: 1,
                          }),
                        })
                      : t('armies.nothingClose')}
                  </p>
                ) : null}
              </div>
              {onRemove ? (
                <button
                  type="button"
                  className="rounded-md px-2 py-1 text-sm text-muted hover:bg-surface-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
                  aria-label={t('armies.removeStep', { part: step.part })}
                  onClick={() => onRemove(step)}
                >
                  {t('armies.remove')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

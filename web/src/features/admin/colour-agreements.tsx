import { Check, X } from 'lucide-react';
import type { ColourAgreement } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { badge } from '../../components/feedback-parts';
import { Swatch } from '../../components/swatch';
import { useColourAgreements, useCorrectColor, useDismissAgreement } from '../../data/admin/admin-triage';
import { agreementProgressText, appliesText, voiceText } from '../../messages/trust-text';
import { correctedToasts, outcomeToasts } from './outcome-toasts';
import { QueryState } from './query-state';
import { t } from '../../i18n/t';

/**
 * Painters' agreements on a catalog colour, listed before they apply (issue 31): the admin accepts one now (an admin's
 * correction, naming its reports) or dismisses it (its reports stop counting). Left alone, an agreement applies once
 * three of its painters are trusted.
 */
export function ColourAgreements() {
  const agreements = useColourAgreements();
  const correct = useCorrectColor();
  const dismiss = useDismissAgreement();
  const busy = correct.isPending || dismiss.isPending;

  function accept(agreement: ColourAgreement) {
    const reportIds = agreement.voices.map((voice) => voice.reportId);
    correct.mutate({ paintId: agreement.paint.id, color: agreement.color, reportIds }, correctedToasts);
  }

  function turnDown(agreement: ColourAgreement) {
    dismiss.mutate(
      agreement.paint.id,
      outcomeToasts(
        () => t('admin.agreementDismissed', { name: agreement.paint.name }),
        () => t('admin.dismissFailed'),
      ),
    );
  }

  return (
    <section aria-labelledby="colour-agreements">
      <h2 id="colour-agreements" className="text-xl font-semibold">
        {t('admin.agreements')}
      </h2>
      <p className="text-sm text-muted">{t('admin.agreementsHelp')}</p>
      <div className="mt-4">
        <QueryState query={agreements} failed={t('admin.agreementsNotLoaded')} empty={t('admin.noAgreements')} />
        <ul className="space-y-3">
          {agreements.data?.map((agreement) => (
            <li key={agreement.paint.id}>
              <AgreementCard agreement={agreement} busy={busy} onAccept={() => accept(agreement)} onDismiss={() => turnDown(agreement)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function AgreementCard({
  agreement,
  busy,
  onAccept,
  onDismiss,
}: {
  agreement: ColourAgreement;
  busy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const { paint } = agreement;
  return (
    <Card padding="sm">
      <article aria-label={t('admin.agreementOn', { name: paint.name })}>
        <p className="font-semibold break-words">{paint.name}</p>
        <p className="text-sm break-words text-muted">
          {paint.brand} · {paint.range}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <Swatch color={paint.color} className="size-5" /> <span className="font-mono">{paint.color}</span>
          <span aria-hidden="true">→</span>
          <Swatch color={agreement.color} className="size-5" /> <span className="font-mono">{agreement.color}</span>
          <span className="text-muted">{t('admin.suggestionsSpread', { spread: agreement.spread.toFixed(1) })}</span>
        </p>
        <p className="mt-2 flex flex-wrap gap-2 text-sm">
          <span className={badge}>{agreementProgressText(agreement.counted, agreement.needed)}</span>
          <span className={badge}>{appliesText(agreement.appliesAt)}</span>
        </p>
        <ul className="mt-2 space-y-1 text-sm" aria-label={t('admin.painters')}>
          {agreement.voices.map((voice) => (
            <li key={voice.reportId} className="flex flex-wrap items-center gap-2">
              <Swatch color={voice.suggestedColor} shape="sm" className="size-4" />
              <span className="min-w-0 break-all">{voice.email}</span>
              <span className="text-muted">{voiceText(voice)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={busy}
            aria-label={t('admin.acceptLabel', { color: agreement.color, name: paint.name })}
            onClick={onAccept}
          >
            <Check aria-hidden="true" className="size-4" /> {t('admin.acceptNow')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={t('admin.dismissLabel', { name: paint.name })}
            onClick={onDismiss}
          >
            <X aria-hidden="true" className="size-4" /> {t('admin.dismiss')}
          </Button>
        </div>
      </article>
    </Card>
  );
}

import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, Pencil, Plus, Swords, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { BurnDownChart } from '../../components/burn-down/burn-down';
import { burnDown } from '../../components/burn-down/pile-figures';
import { PageTitle } from '../../components/page-title';
import { Select } from '../../components/select';
import { EmptyState } from '../../components/status-message';
import { KeptTextNotices } from '../../components/kept-text-notices';
import { toast } from '../../components/use-toast';
import { keptTextActions } from '../../data/collection/kept-texts';
import { addUnit, deleteArmy, restoreArmy, updateArmy, type ArmyWorld } from '../../data/armies/armies';
import { FieldsDialog } from './army-fields-dialog';
import { usePileSettings } from '../../data/collection/pile-settings';
import { writeFailedToast } from '../../messages/error-text';
import { useStageNames } from '../../messages/stage-text';
import { armyProgress, paceOf, paceWeeks, paintedBy } from './army-figures';
import { UnitCard } from './unit-card';
import { activeLocale, t } from '../../i18n/t';

// English keeps the day before the month ("12 March 2026"), as it always has; other languages write their own.
const longDate = (date: Date) =>
  date.toLocaleDateString(activeLocale() === 'en' ? 'en-GB' : activeLocale(), { day: 'numeric', month: 'long', year: 'numeric' });

/** One army: its progress and date, its scheme, every unit with its models by stage, and its own burn-down. */
export function ArmyView({ armyId, world }: { armyId: string; world: ArmyWorld }) {
  const navigate = useNavigate();
  const names = useStageNames();
  const settings = usePileSettings();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [addingUnit, setAddingUnit] = useState(false);
  const army = world.armies.find((row) => row.id === armyId);
  const units = useMemo(() => world.units.filter((unit) => unit.armyId === armyId), [world.units, armyId]);
  const figures = useMemo(() => {
    const now = new Date();
    const unitIds = new Set(units.map((unit) => unit.id));
    const entries = world.entries.filter((entry) => unitIds.has(entry.unitId!));
    const progress = armyProgress(units, entries);
    const pace = paceOf(world.projects, now);
    return { progress, pace, by: paintedBy(progress.models - progress.painted, pace, now), chart: burnDown(entries, now) };
  }, [units, world.entries, world.projects]);

  if (!army)
    return (
      <EmptyState
        icon={<Swords />}
        title={t('armies.notHereTitle')}
        actions={
          <Button asChild variant="outline">
            <Link to="/armies">{t('armies.allArmies')}</Link>
          </Button>
        }
      >
        <p>{t('armies.notHereText')}</p>
      </EmptyState>
    );

  const { progress, pace, by } = figures;
  const left = progress.models - progress.painted;
  const remove = async () => {
    try {
      await deleteArmy(army.id);
      void navigate('/armies');
      toast({
        title: t('armies.deletedTitle', { name: army.name }),
        action: { label: t('armies.undo'), altText: t('armies.restoreArmy'), onClick: () => void restoreArmy(army.id) },
      });
    } catch (error) {
      toast(writeFailedToast(t('armies.deleteFailed'), error));
    }
  };

  return (
    <div className="space-y-6">
      <Link to="/armies" className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('armies.allArmies')}
      </Link>
      <PageTitle
        description={[army.faction, army.game, army.points === null ? null : t('armies.points', { points: army.points })]
          .filter(Boolean)
          .join(' · ')}
      >
        {army.name}
      </PageTitle>
      {army.notes ? <p className="text-sm break-words whitespace-pre-line">{army.notes}</p> : null}
      <KeptTextNotices kept={army.conflicts} field="notes" actions={keptTextActions('army', army.id)} />
      <section aria-label={t('armies.progressLabel')} className="space-y-1 rounded-lg border border-line bg-surface p-3">
        <p data-testid="army-progress">
          {t('armies.progress', {
            models: progress.models,
            painted: progress.painted,
            pile: progress.owned - Math.min(progress.owned, progress.painted),
          })}
          {progress.toBuy > 0 ? t('armies.toBuySuffix', { count: progress.toBuy }) : ''}
        </p>
        <p data-testid="army-date" className="text-sm text-muted">
          {left <= 0
            ? t('armies.isPainted', { name: army.name })
            : by
              ? t('armies.paintedBy', { count: pace.painted, weeks: paceWeeks, name: army.name, date: longDate(by) })
              : t('armies.noPace', { weeks: paceWeeks })}
        </p>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" /> {t('armies.editArmy')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setAddingUnit(true)}>
          <Plus aria-hidden="true" className="size-4" /> {t('armies.addUnit')}
        </Button>
      </div>
      <FieldsDialog
        title={t('armies.editNamed', { name: army.name })}
        initial={{ name: army.name, faction: army.faction, game: army.game, points: army.points }}
        open={editing}
        onOpenChange={setEditing}
        onSave={(values) => updateArmy(army.id, values)}
      />
      <FieldsDialog
        title={t('armies.addUnitTo', { name: army.name })}
        initial={{ name: '', modelCount: 1, points: null }}
        open={addingUnit}
        onOpenChange={setAddingUnit}
        onSave={async ({ name, modelCount = 1, points }) => void (await addUnit(army.id, { name, modelCount, points }))}
      />
      <Select
        label={t('armies.armyScheme')}
        options={[{ value: '', label: t('armies.noScheme') }, ...world.schemes.map((scheme) => ({ value: scheme.id, label: scheme.name }))]}
        value={army.schemeId ?? ''}
        onChange={(event) =>
          void updateArmy(army.id, { schemeId: event.target.value || null }).catch((error: unknown) =>
            toast(writeFailedToast(t('armies.schemeFailed'), error)),
          )
        }
      />
      <section aria-labelledby="units-heading" className="space-y-2">
        <h2 id="units-heading" className="text-lg font-semibold">
          {t('armies.units')}
        </h2>
        <ul aria-label={t('armies.units')} className="space-y-2">
          {units.map((unit) => (
            <UnitCard key={unit.id} unit={unit} army={army} world={world} names={names} />
          ))}
        </ul>
      </section>
      <BurnDownChart
        figures={figures.chart}
        goal={settings.monthlyGoal}
        name={t('armies.burnDown', { name: army.name })}
        fileName="army-burn-down.png"
      />
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" /> {t('armies.deleteArmy')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('armies.deleteTitle')}
        description={t('armies.deleteText', { name: army.name, count: units.length })}
        confirmLabel={t('armies.deleteArmy')}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

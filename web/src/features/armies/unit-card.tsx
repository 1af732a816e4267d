import { useState } from 'react';
import { Link2, PackagePlus, Pencil, Trash2 } from 'lucide-react';
import type { ArmyRow, UnitRow } from '@paintforge/sync-protocol';
import { stageLimits } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Field } from '../../components/field';
import { KeptTextNotices } from '../../components/kept-text-notices';
import { CountInput } from '../../components/input';
import { Select } from '../../components/select';
import { toast } from '../../components/use-toast';
import { keptTextActions } from '../../data/collection/kept-texts';
import { deleteUnit, linkEntries, ownModels, restoreUnit, updateUnit, type ArmyWorld } from '../../data/armies/armies';
import { FieldsDialog } from './army-fields-dialog';
import { writeFailedToast } from '../../messages/error-text';
import type { StageNames } from '../../messages/stage-text';
import { modelsText, schemeOf, unitProgress } from './army-figures';
import { t } from '../../i18n/t';

/** A unit: its models by stage, what is to buy, its scheme, and the two ways to say what the painter owns. */
export function UnitCard({ unit, army, world, names }: { unit: UnitRow; army: ArmyRow; world: ArmyWorld; names: StageNames }) {
  const [owning, setOwning] = useState(false);
  const [linking, setLinking] = useState(false);
  const [editing, setEditing] = useState(false);
  const progress = unitProgress(unit, world.entries);
  const scheme = schemeOf(unit, army, world.schemes);
  return (
    <li aria-label={unit.name} data-testid="unit-card" className="space-y-2 rounded-lg border border-line bg-surface p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium break-words">{unit.name}</h3>
        {unit.points === null ? null : <span className="text-sm text-muted tabular-nums">{t('armies.pts', { points: unit.points })}</span>}
      </div>
      <p data-testid="unit-models" className="text-sm">
        {modelsText(progress, names)}
      </p>
      {unit.notes ? <p className="text-sm break-words whitespace-pre-line text-muted">{unit.notes}</p> : null}
      <KeptTextNotices kept={unit.conflicts} field="notes" actions={keptTextActions('unit', unit.id)} />
      <Select
        label={t('armies.unitScheme', { name: unit.name })}
        options={[
          { value: '', label: army.schemeId ? t('armies.armysScheme', { name: scheme?.name ?? t('armies.none') }) : t('armies.noScheme') },
          ...world.schemes.map((option) => ({ value: option.id, label: option.name })),
        ]}
        value={unit.schemeId ?? ''}
        onChange={(event) =>
          void updateUnit(unit.id, { schemeId: event.target.value || null }).catch((error: unknown) =>
            toast(writeFailedToast(t('armies.schemeFailed'), error)),
          )
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setOwning(true)}>
          <PackagePlus aria-hidden="true" className="size-4" /> {t('armies.iOwnSome')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setLinking(true)}>
          <Link2 aria-hidden="true" className="size-4" /> {t('armies.linkEntries')}
        </Button>
        <Button variant="quiet" size="sm" aria-label={t('armies.editNamed', { name: unit.name })} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" /> {t('armies.edit')}
        </Button>
        <Button
          variant="quiet"
          size="sm"
          aria-label={t('armies.removeNamed', { name: unit.name })}
          onClick={() =>
            void deleteUnit(unit.id).then(
              () =>
                toast({
                  title: t('armies.unitRemoved', { name: unit.name }),
                  action: { label: t('armies.undo'), altText: t('armies.restoreUnit'), onClick: () => void restoreUnit(unit.id) },
                }),
              (error: unknown) => toast(writeFailedToast(t('armies.removeUnitFailed'), error)),
            )
          }
        >
          <Trash2 aria-hidden="true" className="size-4" /> {t('armies.remove')}
        </Button>
      </div>
      <FieldsDialog
        title={t('armies.editNamed', { name: unit.name })}
        initial={{ name: unit.name, modelCount: unit.modelCount, points: unit.points }}
        open={editing}
        onOpenChange={setEditing}
        onSave={(values) => updateUnit(unit.id, values)}
      />
      <OwnDialog unit={unit} suggested={Math.max(1, progress.toBuy)} open={owning} onOpenChange={setOwning} />
      <LinkDialog unit={unit} world={world} open={linking} onOpenChange={setLinking} />
    </li>
  );
}

function OwnDialog({
  unit,
  suggested,
  open,
  onOpenChange,
}: {
  unit: UnitRow;
  suggested: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [count, setCount] = useState(String(suggested));
  const value = Number(count);
  const valid = Number.isInteger(value) && value >= 1 && value <= stageLimits.modelCountMax;
  const save = async () => {
    try {
      await ownModels(unit, value);
      toast({ title: t('armies.onPileTitle'), description: t('armies.onPileText', { count: value, name: unit.name }) });
      onOpenChange(false);
    } catch (error) {
      toast(writeFailedToast(t('armies.addModelsFailed'), error));
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('armies.iOwnSomeTitle', { name: unit.name })} description={t('armies.iOwnSomeDescription')}>
          <div className="space-y-4">
            <Field label={t('armies.howMany')} error={valid ? undefined : t('armies.modelsRange', { max: stageLimits.modelCountMax })}>
              {(control) => <CountInput {...control} min={1} value={count} onChange={(event) => setCount(event.target.value)} />}
            </Field>
            <DialogActions>
              <Button disabled={!valid} onClick={() => void save()}>
                {t('armies.addToPile', { count: valid ? value : '' })}
              </Button>
            </DialogActions>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function LinkDialog({
  unit,
  world,
  open,
  onOpenChange,
}: {
  unit: UnitRow;
  world: ArmyWorld;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Entries of no unit, and this unit's own (unticking one unlinks it).
  const choices = world.projects.filter((project) => project.unitId === null || project.unitId === unit.id);
  const [chosen, setChosen] = useState(() => new Set(choices.filter((project) => project.unitId === unit.id).map((project) => project.id)));
  const save = async () => {
    try {
      const link = choices.filter((project) => chosen.has(project.id) && project.unitId !== unit.id).map((project) => project.id);
      const unlink = choices.filter((project) => !chosen.has(project.id) && project.unitId === unit.id).map((project) => project.id);
      await linkEntries(link, unit.id);
      await linkEntries(unlink, null);
      onOpenChange(false);
    } catch (error) {
      toast(writeFailedToast(t('armies.linkFailed'), error));
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('armies.linkTitle', { name: unit.name })} description={t('armies.linkDescription')} sheet>
          {choices.length === 0 ? (
            <p className="text-sm text-muted">{t('armies.nothingToLink')}</p>
          ) : (
            <fieldset className="max-h-80 space-y-1 overflow-y-auto">
              <legend className="sr-only">{t('armies.pileEntries')}</legend>
              {choices.map((project) => (
                <label key={project.id} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-surface-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chosen.has(project.id)}
                    onChange={(event) =>
                      setChosen((previous) => {
                        const next = new Set(previous);
                        if (event.target.checked) next.add(project.id);
                        else next.delete(project.id);
                        return next;
                      })
                    }
                  />
                  <span className="break-words">
                    {project.name} ×{project.modelCount}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <DialogActions>
            <Button disabled={choices.length === 0} onClick={() => void save()}>
              {t('armies.link')}
            </Button>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

import { useState } from 'react';
import { armyLimits, fieldLimits, stageLimits } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Field } from '../../components/field';
import { CountInput, Input } from '../../components/input';
import { toast } from '../../components/use-toast';
import { writeFailedToast } from '../../messages/error-text';
import { t } from '../../i18n/t';

/**
 * One dialog for the painter's own words and numbers: an army's (name, faction, game, points) or a unit's (name,
 * models, points). Fields left blank are none; a name is required, counts and points are whole numbers in bounds.
 */
export interface FieldsValues {
  name: string;
  faction?: string | null;
  game?: string | null;
  modelCount?: number;
  points: number | null;
}

const pointsError = (text: string) =>
  text.trim() === '' || (Number.isInteger(Number(text)) && Number(text) >= 0 && Number(text) <= armyLimits.pointsMax)
    ? undefined
    : t('armies.pointsRange', { max: armyLimits.pointsMax });

export function FieldsDialog({
  title,
  initial,
  open,
  onOpenChange,
  onSave,
}: {
  title: string;
  initial: FieldsValues;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (values: FieldsValues) => Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={title} sheet>
          <FieldsForm initial={initial} onSave={async (values) => (await onSave(values), onOpenChange(false))} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function FieldsForm({ initial, onSave }: { initial: FieldsValues; onSave: (values: FieldsValues) => Promise<void> }) {
  const [name, setName] = useState(initial.name);
  const [faction, setFaction] = useState(initial.faction ?? '');
  const [game, setGame] = useState(initial.game ?? '');
  const [models, setModels] = useState(String(initial.modelCount ?? 1));
  const [points, setPoints] = useState(initial.points === null ? '' : String(initial.points));
  const nameError =
    name.trim() === ''
      ? t('armies.nameRequired')
      : name.trim().length > fieldLimits.nameMax
        ? t('armies.nameTooLong', { max: fieldLimits.nameMax })
        : undefined;
  const count = Number(models);
  const modelsError =
    initial.modelCount === undefined || (Number.isInteger(count) && count >= 1 && count <= stageLimits.modelCountMax)
      ? undefined
      : t('armies.modelsRange', { max: stageLimits.modelCountMax });
  const pointsProblem = pointsError(points);
  const [tried, setTried] = useState(false);
  const submit = async () => {
    setTried(true);
    if (nameError || modelsError || pointsProblem) return;
    try {
      await onSave({
        name: name.trim(),
        ...(initial.faction === undefined ? {} : { faction: faction.trim() || null, game: game.trim() || null }),
        ...(initial.modelCount === undefined ? {} : { modelCount: count }),
        points: points.trim() === '' ? null : Number(points),
      });
    } catch (error) {
      toast(writeFailedToast(t('armies.saveFailed'), error));
    }
  };
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={t('armies.name')} error={tried ? nameError : undefined}>
        {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
      </Field>
      {initial.faction === undefined ? null : (
        <>
          <Field label={t('armies.faction')}>
            {(control) => <Input {...control} value={faction} onChange={(event) => setFaction(event.target.value)} />}
          </Field>
          <Field label={t('armies.game')}>
            {(control) => <Input {...control} value={game} onChange={(event) => setGame(event.target.value)} />}
          </Field>
        </>
      )}
      {initial.modelCount === undefined ? null : (
        <Field label={t('armies.models')} error={tried ? modelsError : undefined}>
          {(control) => <CountInput {...control} min={1} value={models} onChange={(event) => setModels(event.target.value)} />}
        </Field>
      )}
      <Field label={t('armies.pointsOptional')} error={tried ? pointsProblem : undefined}>
        {(control) => <CountInput {...control} min={0} value={points} onChange={(event) => setPoints(event.target.value)} />}
      </Field>
      <DialogActions>
        <Button type="submit">{t('armies.save')}</Button>
      </DialogActions>
    </form>
  );
}

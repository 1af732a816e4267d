import { useState } from 'react';
import { fieldLimits, stageLimits } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Field } from '../../components/field';
import { CountInput, Input } from '../../components/input';
import { toast } from '../../components/use-toast';
import type { PileEntry } from '../../components/burn-down/pile-figures';
import { updateProject } from '../../data/collection/projects';
import { writeFailedToast } from '../../messages/error-text';
import { boughtMonthToInstant } from './add-box-dialog';
import { t } from '../../i18n/t';

const monthOf = (iso: string | null) =>
  iso ? `${new Date(iso).getFullYear()}-${String(new Date(iso).getMonth() + 1).padStart(2, '0')}` : '';

/** Edits a pile entry (issue 35): its name, how many models, when they were bought. Only what changed is sent. */
export function EditEntryDialog({ entry, onOpenChange }: { entry: PileEntry | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      {entry ? (
        <DialogContent title={t('pile.editTitle', { name: entry.name })} sheet>
          <EditEntryForm key={entry.id} entry={entry} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditEntryForm({ entry, onDone }: { entry: PileEntry; onDone: () => void }) {
  const [name, setName] = useState(entry.name);
  const [models, setModels] = useState(String(entry.modelCount));
  const [bought, setBought] = useState(monthOf(entry.acquiredAt));
  const count = Number(models);
  const nameError =
    name.trim() === ''
      ? t('projectForm.miniatureNameRequired')
      : name.trim().length > fieldLimits.nameMax
        ? t('pile.nameTooLong', { max: fieldLimits.nameMax })
        : undefined;
  const countError =
    Number.isInteger(count) && count >= 1 && count <= stageLimits.modelCountMax
      ? undefined
      : `A whole number from 1 to ${stageLimits.modelCountMax}`;
  const save = async () => {
    if (nameError || countError) return;
    try {
      await updateProject(entry.id, { name: name.trim(), modelCount: count, acquiredAt: boughtMonthToInstant(bought) ?? entry.acquiredAt });
      onDone();
    } catch (error) {
      toast(writeFailedToast(t('pile.saveEntryFailed'), error));
    }
  };
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field label={t('pile.field.name')} error={nameError}>
        {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <Field label={t('pile.field.models')} error={countError}>
        {(control) => <CountInput {...control} min={1} value={models} onChange={(event) => setModels(event.target.value)} />}
      </Field>
      <Field label={t('pile.field.bought')}>
        {(control) => <Input {...control} type="month" value={bought} onChange={(event) => setBought(event.target.value)} />}
      </Field>
      <DialogActions>
        <Button type="submit">{t('pile.save')}</Button>
      </DialogActions>
    </form>
  );
}

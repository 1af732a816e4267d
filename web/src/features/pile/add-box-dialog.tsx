import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { z } from 'zod';
import {
  fieldLimits,
  instantSchema,
  modelCountSchema,
  projectStages,
  projectStageSchema,
  requiredText,
  stageLimits,
} from '@paintforge/sync-protocol';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Field } from '../../components/field';
import { CountInput, Input } from '../../components/input';
import { Select } from '../../components/select';
import { SubmitButton } from '../../components/submit-button';
import { useSchemaForm } from '../../components/use-schema-form';
import { toast } from '../../components/use-toast';
import { createProject } from '../../data/collection/projects';
import { writeFailedToast } from '../../messages/error-text';
import { projectFormText } from '../../messages/form-text';
import type { StageNames } from '../../messages/stage-text';
import { t } from '../../i18n/t';

/**
 * What "Add a box" sends: the protocol's own rules for the name and the count (the pile's words for a blank name).
 * Built by the dialog, so the words are the painter's language's, read once the catalog is here.
 */
const boxSchema = () =>
  z.object({
    name: requiredText(projectFormText.miniatureNameRequired, fieldLimits.nameMax),
    modelCount: modelCountSchema,
    stage: projectStageSchema,
    acquiredAt: instantSchema.nullable(),
  });

type BoxValues = { name: string; modelCount: string; stage: string; bought: string };
const initial: BoxValues = { name: '', modelCount: '1', stage: 'unbuilt', bought: '' };

/** The month field's "2025-03" as the middle of that month, so no time zone moves it into another month. */
export function boughtMonthToInstant(month: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, 15, 12).toISOString() : null;
}

const toInput = (values: BoxValues) => ({
  name: values.name,
  // A blank or unreadable count is 0, which the schema reports as "at least 1".
  modelCount: Number(values.modelCount.trim() || 0) || 0,
  stage: values.stage,
  acquiredAt: boughtMonthToInstant(values.bought),
});

/** "Add a box": one entry for a whole box or unit (a name, how many models, where they are, when bought). */
export function AddBoxDialog({
  open,
  onOpenChange,
  names,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  names: StageNames;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('pile.addBox')} description={t('pile.addBoxDescription')} sheet returnFocusTo={returnFocusTo}>
          <AddBoxForm names={names} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AddBoxForm({ names, onDone }: { names: StageNames; onDone: () => void }) {
  const schema = useMemo(() => boxSchema(), []);
  const form = useSchemaForm({ schema, initial, toInput });
  const submit = form.onSubmit(async (data) => {
    try {
      await createProject({ name: data.name, modelCount: data.modelCount, stage: data.stage, acquiredAt: data.acquiredAt });
      toast({ title: t('pile.boxAdded'), description: t('pile.boxAddedText', { name: data.name }) });
      onDone();
    } catch (error) {
      toast(writeFailedToast(t('pile.addBoxFailed'), error));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label={t('pile.field.name')} error={form.errors.name}>
        {(control) => <Input {...control} {...form.field('name')} autoComplete="off" placeholder="Intercessors" />}
      </Field>
      <Field
        label={t('pile.field.models')}
        hint={t('pile.field.modelsHint', { max: stageLimits.modelCountMax })}
        error={form.errors.modelCount}
      >
        {(control) => <CountInput {...control} {...form.field('modelCount')} min={1} max={stageLimits.modelCountMax} />}
      </Field>
      <Select
        label={t('pile.field.stage')}
        options={projectStages.map((stage) => ({ value: stage, label: names[stage] }))}
        value={form.values.stage}
        onChange={(event) => form.setValues((previous) => ({ ...previous, stage: event.target.value }))}
      />
      <Field label={t('pile.field.bought')} error={form.errors.acquiredAt}>
        {(control) => <Input {...control} {...form.field('bought')} type="month" />}
      </Field>
      <DialogActions>
        <SubmitButton
          pending={form.pending}
          label={t('pile.addBoxButton')}
          pendingLabel={t('pile.adding')}
          icon={<Plus aria-hidden="true" className="size-4" />}
        />
      </DialogActions>
    </form>
  );
}

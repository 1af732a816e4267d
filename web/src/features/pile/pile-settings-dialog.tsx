import { useState } from 'react';
import { monthlyGoalSchema, pileSettingsLimits, projectStages, type ProjectStage } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Field } from '../../components/field';
import { CountInput, Input } from '../../components/input';
import { toast } from '../../components/use-toast';
import { savePileSettings, type PileSettings } from '../../data/collection/pile-settings';
import { writeFailedToast } from '../../messages/error-text';
import { stageWords } from '../../messages/stage-text';
import { t } from '../../i18n/t';

/** The painter's names for the stages (order fixed) and a monthly goal, synced to every device they sign in on. */
export function PileSettingsDialog({
  open,
  onOpenChange,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: PileSettings;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('pile.settings')} description={t('pile.settingsDescription')} sheet>
          <SettingsForm settings={settings} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SettingsForm({ settings, onDone }: { settings: PileSettings; onDone: () => void }) {
  const [names, setNames] = useState<Partial<Record<ProjectStage, string>>>(settings.customNames);
  const [goal, setGoal] = useState(settings.monthlyGoal === null ? '' : String(settings.monthlyGoal));
  const goalNumber = goal.trim() === '' ? null : Number(goal);
  const goalError = monthlyGoalSchema.safeParse(goalNumber).error?.issues[0]?.message;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (goalError) return;
        savePileSettings(settings, { customNames: names, monthlyGoal: goalNumber }).then(
          () => {
            toast({ title: t('pile.settingsSaved') });
            onDone();
          },
          (error: unknown) => toast(writeFailedToast(t('pile.settingsFailed'), error)),
        );
      }}
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 font-medium">{t('pile.stageNames')}</legend>
        {projectStages.map((stage) => (
          <Field key={stage} label={t('pile.stageNameFor', { stage: stageWords[stage] })}>
            {(control) => (
              <Input
                {...control}
                value={names[stage] ?? ''}
                placeholder={stageWords[stage]}
                maxLength={pileSettingsLimits.stageNameMax}
                onChange={(event) => setNames((previous) => ({ ...previous, [stage]: event.target.value }))}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <Field label={t('pile.goal')} hint={t('pile.goalHint')} error={goalError}>
        {(control) => (
          <CountInput
            {...control}
            min={1}
            max={pileSettingsLimits.monthlyGoalMax}
            value={goal}
            onChange={(event) => setGoal(event.target.value)}
          />
        )}
      </Field>
      <DialogActions>
        <Button type="submit">{t('pile.save')}</Button>
      </DialogActions>
    </form>
  );
}

import { useState } from 'react';
import { projectStages, type ProjectStage } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogClose, DialogContent, stickyActionsClasses } from '../../components/dialog';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { toast } from '../../components/use-toast';
import { monthlyGoalMax, savePileSettings, type PileSettings } from '../../data/pile-settings';
import { stageWords } from '../../messages/stage-text';

/** The painter's names for the stages (order fixed) and a monthly goal, kept on this device. */
export function PileSettingsDialog({
  open,
  onOpenChange,
  userId,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  settings: PileSettings;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Pile settings" description="Your names for the stages and a monthly goal. Saved on this device only." sheet>
          <SettingsForm userId={userId} settings={settings} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SettingsForm({ userId, settings, onDone }: { userId: string; settings: PileSettings; onDone: () => void }) {
  const [names, setNames] = useState<Partial<Record<ProjectStage, string>>>(settings.customNames);
  const [goal, setGoal] = useState(settings.monthlyGoal === null ? '' : String(settings.monthlyGoal));
  const goalNumber = goal.trim() === '' ? null : Number(goal);
  const goalError =
    goalNumber !== null && !(Number.isInteger(goalNumber) && goalNumber >= 1 && goalNumber <= monthlyGoalMax)
      ? `Goal must be a whole number from 1 to ${monthlyGoalMax}`
      : undefined;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (goalError) return;
        savePileSettings(userId, { customNames: names, monthlyGoal: goalNumber });
        toast({ title: 'Pile settings saved' });
        onDone();
      }}
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 font-medium">Stage names</legend>
        {projectStages.map((stage) => (
          <Field key={stage} label={`Name for “${stageWords[stage]}”`}>
            {(control) => (
              <Input
                {...control}
                value={names[stage] ?? ''}
                placeholder={stageWords[stage]}
                maxLength={40}
                onChange={(event) => setNames((previous) => ({ ...previous, [stage]: event.target.value }))}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <Field label="Monthly goal (models painted)" hint="Drawn as a line on the burn-down. Leave blank for none." error={goalError}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={monthlyGoalMax}
            value={goal}
            onChange={(event) => setGoal(event.target.value)}
          />
        )}
      </Field>
      <div className={stickyActionsClasses}>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

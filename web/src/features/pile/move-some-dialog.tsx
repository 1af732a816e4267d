import { useState } from 'react';
import { stageLimits, type ProjectStage } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Field } from '../../components/field';
import { CountInput } from '../../components/input';
import type { PileEntry } from '../../components/burn-down/pile-figures';
import type { StageNames } from '../../messages/stage-text';
import { t } from '../../i18n/t';

/**
 * A move of an entry of several models asks how many (issue 35: "I painted 5 of my 20"): all of them move the
 * entry; fewer split them off into an entry of their own at the new stage.
 */
export function MoveSomeDialog({
  move,
  names,
  onOpenChange,
  onMove,
}: {
  move: { entry: PileEntry; to: ProjectStage } | null;
  names: StageNames;
  onOpenChange: (open: boolean) => void;
  onMove: (entry: PileEntry, to: ProjectStage, count: number) => void;
}) {
  return (
    <Dialog open={move !== null} onOpenChange={onOpenChange}>
      {move ? (
        <DialogContent
          title={t('pile.moveTitle', { name: move.entry.name, stage: names[move.to] })}
          description={t('pile.moveDescription', { count: move.entry.modelCount })}
        >
          <MoveSomeForm key={`${move.entry.id}:${move.to}`} entry={move.entry} to={move.to} names={names} onMove={onMove} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MoveSomeForm({
  entry,
  to,
  names,
  onMove,
}: {
  entry: PileEntry;
  to: ProjectStage;
  names: StageNames;
  onMove: (entry: PileEntry, to: ProjectStage, count: number) => void;
}) {
  const [count, setCount] = useState(String(entry.modelCount));
  const value = Number(count);
  const valid = Number.isInteger(value) && value >= 1 && value <= Math.min(entry.modelCount, stageLimits.modelCountMax);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onMove(entry, to, value);
      }}
    >
      <Field label={t('pile.modelsToMove')} error={valid ? undefined : t('pile.moveRange', { max: entry.modelCount })}>
        {(control) => (
          <CountInput {...control} min={1} max={entry.modelCount} value={count} onChange={(event) => setCount(event.target.value)} />
        )}
      </Field>
      <DialogActions>
        <Button type="submit" disabled={!valid}>
          {valid ? t('pile.moveSome', { count: value, total: entry.modelCount, stage: names[to] }) : t('pile.moveTo', { stage: names[to] })}
        </Button>
      </DialogActions>
    </form>
  );
}

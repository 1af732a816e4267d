import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FileUp, Save } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Field } from '../../components/field';
import { Input, Textarea } from '../../components/input';
import { toast } from '../../components/use-toast';
import { createArmy } from '../../data/armies/armies';
import { writeFailedToast } from '../../messages/error-text';
import { rosterRefusalText } from '../../messages/roster-text';
import type { Roster } from './roster/roster';

/**
 * "Import a roster" (issue 35): a file from a list builder (BattleScribe .ros or .rosz, New Recruit JSON) or a list
 * pasted as text, read on this device, then a preview of the army and its units. Only "Save army" writes anything;
 * a file that is refused says why, and nothing is saved.
 */
export function ImportRosterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Import a roster"
          description="From BattleScribe (.ros, .rosz), New Recruit (.json), or a list pasted as text."
          sheet
        >
          <ImportRoster onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ImportRoster({ onDone }: { onDone: () => void }) {
  const [roster, setRoster] = useState<Roster | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [pasted, setPasted] = useState('');

  const read = async (work: () => Promise<Roster>) => {
    setReading(true);
    setProblem(null);
    setRoster(null);
    try {
      setRoster(await work());
    } catch (error) {
      const { RosterRefused } = await import('./roster/roster');
      setProblem(error instanceof RosterRefused ? rosterRefusalText[error.reason] : rosterRefusalText['not-a-roster']);
    } finally {
      setReading(false);
    }
  };
  const readFile = (file: File | undefined) => {
    if (file) void read(async () => (await import('./roster/read-roster')).readRosterFile(file));
  };
  const readPasted = () => void read(async () => (await import('./roster/read-roster')).readRosterText(pasted));

  if (roster) return <RosterPreview roster={roster} onBack={() => setRoster(null)} onDone={onDone} />;
  return (
    <div className="space-y-4">
      <Field label="Roster file" hint=".ros, .rosz or .json, up to 5 MB">
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".ros,.rosz,.json,application/json,application/zip"
            disabled={reading}
            onChange={(event) => readFile(event.target.files?.[0])}
          />
        )}
      </Field>
      <Field
        label="Or paste the list"
        hint='As list builders and forums write it: "10x Intercessors", "5 Hellblasters (150 pts)", headings like HQ.'
      >
        {(control) => <Textarea {...control} rows={6} value={pasted} onChange={(event) => setPasted(event.target.value)} />}
      </Field>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <DialogActions>
        <Button disabled={reading || pasted.trim() === ''} onClick={readPasted}>
          <FileUp aria-hidden="true" className="size-4" /> {reading ? 'Reading…' : 'Read pasted list'}
        </Button>
      </DialogActions>
    </div>
  );
}

function RosterPreview({ roster, onBack, onDone }: { roster: Roster; onBack: () => void; onDone: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState(roster.name ?? '');
  const [saving, setSaving] = useState(false);
  const models = roster.units.reduce((sum, unit) => sum + unit.modelCount, 0);
  const save = async () => {
    setSaving(true);
    try {
      const id = await createArmy({
        name: name.trim() || 'My army',
        faction: roster.faction,
        game: roster.game,
        points: roster.points,
        units: roster.units,
      });
      toast({ title: 'Army saved', description: `${roster.units.length} units, ${models} models.` });
      onDone();
      void navigate(`/armies/${id}`);
    } catch (error) {
      toast(writeFailedToast('Failed to save the army', error));
      setSaving(false);
    }
  };
  return (
    <div className="space-y-4">
      <Field label="Army name">
        {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} placeholder="My army" />}
      </Field>
      <p className="text-sm text-muted">
        {[roster.faction, roster.game, roster.points === null ? null : `${roster.points} points`].filter(Boolean).join(' · ') ||
          'No faction or game in this list.'}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">
          Preview: {roster.units.length} units, {models} models
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-1">
              Unit
            </th>
            <th scope="col" className="py-1 text-right">
              Models
            </th>
            <th scope="col" className="py-1 text-right">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {roster.units.map((unit, index) => (
            <tr key={index} className="border-b border-line last:border-0">
              <td className="py-1 break-words">{unit.name}</td>
              <td className="py-1 text-right tabular-nums">{unit.modelCount}</td>
              <td className="py-1 text-right tabular-nums">{unit.points ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DialogActions cancel={false}>
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button disabled={saving} onClick={() => void save()}>
          <Save aria-hidden="true" className="size-4" /> {saving ? 'Saving…' : 'Save army'}
        </Button>
      </DialogActions>
    </div>
  );
}

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
import { t } from '../../i18n/t';

/**
 * "Import a roster" (issue 35): a file from a list builder (BattleScribe .ros or .rosz, New Recruit JSON) or a list
 * pasted as text, read on this device, then a preview of the army and its units. Only "Save army" writes anything;
 * a file that is refused says why, and nothing is saved.
 */
export function ImportRosterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('armies.import')} description={t('armies.importDescription')} sheet>
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
      <Field label={t('armies.rosterFile')} hint={t('armies.rosterFileHint')}>
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
      <Field label={t('armies.paste')} hint={t('armies.pasteHint')}>
        {(control) => <Textarea {...control} rows={6} value={pasted} onChange={(event) => setPasted(event.target.value)} />}
      </Field>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <DialogActions>
        <Button disabled={reading || pasted.trim() === ''} onClick={readPasted}>
          <FileUp aria-hidden="true" className="size-4" /> {reading ? t('armies.reading') : t('armies.readPasted')}
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
        name: name.trim() || t('armies.myArmy'),
        faction: roster.faction,
        game: roster.game,
        points: roster.points,
        units: roster.units,
      });
      toast({ title: t('armies.savedTitle'), description: t('armies.savedText', { units: roster.units.length, models }) });
      onDone();
      void navigate(`/armies/${id}`);
    } catch (error) {
      toast(writeFailedToast(t('armies.saveArmyFailed'), error));
      setSaving(false);
    }
  };
  return (
    <div className="space-y-4">
      <Field label={t('armies.armyName')}>
        {(control) => (
          <Input {...control} value={name} onChange={(event) => setName(event.target.value)} placeholder={t('armies.myArmy')} />
        )}
      </Field>
      <p className="text-sm text-muted">
        {[roster.faction, roster.game, roster.points === null ? null : t('armies.points', { points: roster.points })]
          .filter(Boolean)
          .join(' · ') || t('armies.noFaction')}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">{t('armies.preview', { units: roster.units.length, models })}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-1">
              {t('armies.unit')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('armies.models')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('armies.pointsColumn')}
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
          {t('armies.back')}
        </Button>
        <Button disabled={saving} onClick={() => void save()}>
          <Save aria-hidden="true" className="size-4" /> {saving ? t('armies.saving') : t('armies.saveArmy')}
        </Button>
      </DialogActions>
    </div>
  );
}

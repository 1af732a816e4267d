import { useMemo, useState } from 'react';
import { Palette, Plus } from 'lucide-react';
import type { CatalogPaint, SchemeRow } from '@paintforge/sync-protocol';
import { searchIndex } from '@paintforge/sync-protocol/search';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogActions } from '../../components/dialog';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { SearchInput } from '../../components/search-input';
import { Select } from '../../components/select';
import { toast } from '../../components/use-toast';
import {
  addSchemeStep,
  createScheme,
  deleteScheme,
  removeSchemeStep,
  stepsFromRecipe,
  type ArmyWorld,
  type NewSchemeStep,
} from '../../data/armies/armies';
import { catalogSearchIndex, useCatalog } from '../../data/catalog/catalog';
import { keptTextActions } from '../../data/collection/kept-texts';
import { writeFailedToast } from '../../messages/error-text';
import { SchemeSteps } from './scheme-steps';
import { t } from '../../i18n/t';

const failed = (title: string) => (error: unknown) => toast(writeFailedToast(title, error));

/** The painter's schemes, each step resolved against their paints, and how to make one (from scratch or a recipe). */
export function SchemesSection({ world }: { world: ArmyWorld }) {
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="schemes-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="schemes-heading" className="text-lg font-semibold">
          {t('armies.schemes')}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" /> {t('armies.newScheme')}
        </Button>
      </div>
      {world.schemes.length === 0 ? (
        <p className="text-sm text-muted">{t('armies.schemesEmpty')}</p>
      ) : (
        world.schemes.map((scheme) => <SchemeCard key={scheme.id} scheme={scheme} world={world} />)
      )}
      <NewSchemeDialog world={world} open={creating} onOpenChange={setCreating} />
    </section>
  );
}

function SchemeCard({ scheme, world }: { scheme: SchemeRow; world: ArmyWorld }) {
  const [adding, setAdding] = useState(false);
  return (
    <article aria-label={scheme.name} data-testid="scheme-card" className="space-y-2 rounded-lg border border-line bg-surface p-3">
      <h3 className="font-medium break-words">{scheme.name}</h3>
      <SchemeSteps
        steps={scheme.steps}
        inventory={world.inventory}
        wishlist={world.wishlist}
        onRemove={(step) => void removeSchemeStep(scheme.id, step.id).catch(failed(t('armies.removeStepFailed')))}
        kept={{ texts: scheme.conflicts, actions: keptTextActions('scheme', scheme.id) }}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" /> {t('armies.addStep')}
        </Button>
        <Button variant="quiet" size="sm" onClick={() => void deleteScheme(scheme.id).catch(failed(t('armies.deleteSchemeFailed')))}>
          {t('armies.deleteScheme')}
        </Button>
      </div>
      <Dialog open={adding} onOpenChange={setAdding}>
        {adding ? (
          <DialogContent title={t('armies.addStepTo', { name: scheme.name })} sheet>
            <StepForm
              onSave={async (step) => {
                await addSchemeStep(scheme, step);
                setAdding(false);
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </article>
  );
}

function NewSchemeDialog({ world, open, onOpenChange }: { world: ArmyWorld; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const save = async () => {
    try {
      const steps = from ? await stepsFromRecipe(from) : [];
      await createScheme(name.trim(), steps);
      toast({ title: t('armies.schemeSavedTitle'), description: t('armies.schemeSavedText', { name: name.trim(), count: steps.length }) });
      setName('');
      setFrom('');
      onOpenChange(false);
    } catch (error) {
      failed(t('armies.schemeSaveFailed'))(error);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('armies.newScheme')} description={t('armies.newSchemeDescription')} sheet>
          <div className="space-y-4">
            <Field label={t('armies.name')}>
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  placeholder={t('armies.schemeNamePlaceholder')}
                />
              )}
            </Field>
            <Select
              label={t('armies.startFrom')}
              options={[
                { value: '', label: t('armies.startNothing') },
                ...world.projects.map((project) => ({ value: project.id, label: t('armies.recipeOf', { name: project.name }) })),
              ]}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
            <DialogActions>
              <Button disabled={name.trim() === ''} onClick={() => void save()}>
                <Palette aria-hidden="true" className="size-4" /> {t('armies.saveScheme')}
              </Button>
            </DialogActions>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** One step: the part, a paint from the catalog, the technique, notes, and the painter's "not sure" mark. */
function StepForm({ onSave }: { onSave: (step: NewSchemeStep) => Promise<void> }) {
  const catalog = useCatalog();
  const [part, setPart] = useState('');
  const [query, setQuery] = useState('');
  const [paint, setPaint] = useState<CatalogPaint | null>(null);
  const [technique, setTechnique] = useState('');
  const [notes, setNotes] = useState('');
  const [unsure, setUnsure] = useState(false);
  const results = useMemo(
    () => (query.trim().length >= 2 ? searchIndex(catalogSearchIndex(catalog.paints), query, 8) : []),
    [catalog.paints, query],
  );
  const save = async () => {
    try {
      await onSave({
        part: part.trim(),
        paint: paint
          ? { catalogId: paint.id, name: paint.name, brand: paint.brand, color: paint.color, type: paint.type, range: paint.range }
          : null,
        technique: technique.trim() || null,
        notes: notes.trim() || null,
        unsure,
      });
    } catch (error) {
      failed(t('armies.addStepFailed'))(error);
    }
  };
  return (
    <div className="space-y-4">
      <Field label={t('armies.part')}>
        {(control) => (
          <Input {...control} value={part} onChange={(event) => setPart(event.target.value)} placeholder={t('armies.partPlaceholder')} />
        )}
      </Field>
      <SearchInput
        label={t('armies.paint')}
        showLabel
        placeholder={t('armies.paintPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {paint ? <p className="text-sm">{t('armies.chosen', { paint: paint.name, brand: paint.brand })}</p> : null}
      {results.length > 0 ? (
        <ul aria-label={t('armies.paintsFound')} className="space-y-1">
          {results.map((result) => (
            <li key={result.id}>
              <button
                type="button"
                aria-pressed={paint?.id === result.id}
                className="min-h-11 w-full rounded-md px-2 text-left text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus"
                onClick={() => setPaint(result)}
              >
                {result.name} · {result.brand} {result.range}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Field label={t('armies.techniqueOptional')}>
        {(control) => <Input {...control} value={technique} onChange={(event) => setTechnique(event.target.value)} />}
      </Field>
      <Field label={t('armies.notesOptional')}>
        {(control) => <Input {...control} value={notes} onChange={(event) => setNotes(event.target.value)} />}
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" className="size-5" checked={unsure} onChange={(event) => setUnsure(event.target.checked)} />{' '}
        {t('armies.unsure')}
      </label>
      <DialogActions>
        <Button disabled={part.trim() === ''} onClick={() => void save()}>
          {t('armies.addStepButton')}
        </Button>
      </DialogActions>
    </div>
  );
}

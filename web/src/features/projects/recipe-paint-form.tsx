import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { recipeFieldsSchema, type CatalogPaint, type PaintRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { ColorPicker } from '../../components/color-picker';
import { Field } from '../../components/field';
import { Input, Textarea } from '../../components/input';
import { Select } from '../../components/select';
import { toast } from '../../components/use-toast';
import { addPaint } from '../../data/collection/paints';
import { addRecipePaint } from '../../data/collection/recipes';
import { PaintPicker, type PickedPaint } from './paint-picker';
import { customPaintTypes, miniatureParts, partWords, pickerBrands, techniques, techniqueWords } from './recipe-options';
import { t } from '../../i18n/t';
import { addPaintFailedToast } from '../../messages/error-text';
import { recipeFormText } from '../../messages/form-text';

interface CustomPaint {
  name: string;
  brand: string;
  color: string;
  type: string;
}

const noCustom: CustomPaint = { name: '', brand: '', color: '#000000', type: customPaintTypes[0] };

/**
 * Adds a paint to a recipe (spec §2, §5 project paint): a part from the 21 or typed, a technique from the 10, usage
 * notes, and a paint chosen from the painter's own and the catalog, or a custom paint, which becomes a paint of the
 * painter's with status custom and quantity 1 (spec §4).
 */
export function RecipePaintForm({
  id,
  projectId,
  own,
  catalog,
  onDone,
  onPending,
}: {
  id: string;
  projectId: string;
  own: readonly PaintRow[];
  catalog: readonly CatalogPaint[];
  onDone: () => void;
  /** Whether a save is out: the sheet's footer holds this form's one submit button ("Add to Recipe"). */
  onPending: (pending: boolean) => void;
}) {
  const ids = useId();
  const [part, setPart] = useState('');
  const [technique, setTechnique] = useState('');
  const [notes, setNotes] = useState('');
  const [custom, setCustom] = useState(false);
  const [picked, setPicked] = useState<PickedPaint | null>(null);
  const [customPaint, setCustomPaint] = useState<CustomPaint>(noCustom);
  const [partError, setPartError] = useState<string | undefined>();
  const [pending, setPendingState] = useState(false);
  const setPending = (next: boolean) => {
    setPendingState(next);
    onPending(next);
  };
  const partInput = useRef<HTMLInputElement>(null);
  // The form opens below the recipe from a button in the sheet's footer: take the person (and focus) to it.
  useEffect(() => {
    partInput.current?.focus();
    partInput.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  const setCustomField = (field: keyof CustomPaint, value: string) => setCustomPaint((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = recipeFieldsSchema.safeParse({ partName: part, technique: technique || null, usageNotes: notes });
    if (!fields.success) {
      setPartError(recipeFormText.partNameRequired);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPartError(undefined);
    if (!custom && !picked) {
      toast({ title: recipeFormText.paintRequired, variant: 'destructive' });
      return;
    }
    if (custom && (!customPaint.name.trim() || !customPaint.brand.trim() || !customPaint.color.trim())) {
      toast({ title: recipeFormText.customPaintRequired, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const paintId = custom
        ? await addPaint({
            name: customPaint.name.trim(),
            brand: customPaint.brand.trim(),
            color: customPaint.color.trim(),
            type: customPaint.type,
            status: 'custom',
            quantity: 1,
          })
        : picked!.id;
      await addRecipePaint(projectId, { paintId, ...fields.data });
      const name = custom ? customPaint.name.trim() : picked!.name;
      toast({
        title: t('projects.paintAddedTitle'),
        description: t('projects.paintAddedText', { paint: name, part: fields.data.partName }),
      });
      onDone();
    } catch (error) {
      toast(addPaintFailedToast(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('projects.addPaintForm')}
      className="space-y-4 rounded-lg border border-line p-4"
    >
      <Field label={t('projects.part')} error={partError} hint={t('projects.partHint')}>
        {(control) => (
          <Input
            {...control}
            ref={partInput}
            list={`${ids}-parts`}
            value={part}
            onChange={(event) => setPart(event.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      <datalist id={`${ids}-parts`}>
        {miniatureParts.map((value) => (
          <option key={value} value={partWords[value]} />
        ))}
      </datalist>
      <Select
        label={t('projects.technique')}
        value={technique}
        onChange={(event) => setTechnique(event.target.value)}
        options={[{ value: '', label: t('projects.noTechnique') }, ...techniques.map((value) => ({ value, label: techniqueWords[value] }))]}
      />
      <Field label={t('projects.usageNotes')}>
        {(control) => <Textarea {...control} short value={notes} onChange={(event) => setNotes(event.target.value)} />}
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('projects.paint')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="inline-flex items-center gap-2">
            <input type="radio" name={`${ids}-source`} checked={!custom} onChange={() => setCustom(false)} /> {t('projects.choosePaint')}
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name={`${ids}-source`} checked={custom} onChange={() => setCustom(true)} /> {t('projects.customPaint')}
          </label>
        </div>
        {custom ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('projects.customName')}>
              {(control) => (
                <Input
                  {...control}
                  value={customPaint.name}
                  onChange={(event) => setCustomField('name', event.target.value)}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field label={t('projects.customBrand')}>
              {(control) => (
                <Input
                  {...control}
                  list={`${ids}-brands`}
                  value={customPaint.brand}
                  onChange={(event) => setCustomField('brand', event.target.value)}
                  autoComplete="off"
                />
              )}
            </Field>
            <datalist id={`${ids}-brands`}>
              {pickerBrands.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
            <Field label={t('projects.customColour')}>
              {(control) => (
                <div className="flex gap-2">
                  <Input
                    {...control}
                    value={customPaint.color}
                    onChange={(event) => setCustomField('color', event.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <ColorPicker
                    hex={customPaint.color}
                    onPick={(hex) => setCustomField('color', hex)}
                    label={t('projects.pickCustomColour')}
                  />
                </div>
              )}
            </Field>
            <Select
              label={t('projects.customType')}
              value={customPaint.type}
              onChange={(event) => setCustomField('type', event.target.value)}
              options={customPaintTypes.map((value) => ({ value, label: value === 'Other' ? t('projects.typeOther') : value }))}
            />
          </div>
        ) : (
          <PaintPicker own={own} catalog={catalog} picked={picked} onPick={setPicked} />
        )}
      </fieldset>

      {/* Its submit button is the sheet's sticky "Add to Recipe", in view on a phone: one button, not two alike. */}
      <div className="flex justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {t('projects.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import { z } from 'zod';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { paintFieldsSchema, paintPriorities, type CatalogPaint, type PaintPriority, type PaintRow } from '@paintforge/sync-protocol';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { Dialog, DialogContent } from '../../components/dialog';
import { Field } from '../../components/field';
import { KeptTextNotices } from '../../components/kept-text-notices';
import { CountInput, Input, Textarea } from '../../components/input';
import { Label } from '../../components/label';
import { Select, SelectControl } from '../../components/select';
import { Switch } from '../../components/switch';
import { ColorPicker } from '../../components/color-picker';
import { SubmitButton } from '../../components/submit-button';
import { useSchemaForm } from '../../components/use-schema-form';
import { toast } from '../../components/use-toast';
import {
  addPaint,
  addPaintFromCatalog,
  markRunningLow,
  ownedQuantityOf,
  countRecipesUsingPaint,
  deletePaint,
  movePaint,
  setQuantity,
  updatePaint,
  useCatalogHoldings,
  type PaintList,
} from '../../data/collection/paints';
import { useCatalog } from '../../data/catalog/catalog';
import { keptTextActions } from '../../data/collection/kept-texts';
import { addFormBrandsWith, addFormTypes, editFormBrands, editFormTypes, formQuantitySchema, menuOptions } from './paint-options';
import { EquivalentsLink } from './equivalents-link';
import { PaintSuggestions } from './paint-suggestions';
import { brandText, paintTypeText } from './paint-type-text';
import { addPaintFailedToast } from '../../messages/error-text';
import { paintAddedToast } from '../../messages/paint-added-text';
import { t } from '../../i18n/t';

/** The paint form's rules: the shared paint fields (spec §5 messages) and the quantity. */
const paintFormSchema = paintFieldsSchema.extend({ quantity: formQuantitySchema });

/** On a phone the dialog is a bottom sheet (thumb reach, the keyboard pushes it up); a centred dialog from sm up. */

type PaintFormValues = {
  name: string;
  brand: string;
  color: string;
  type: string;
  quantity: string;
  priority: string;
  notes: string;
};

// Read when the form renders, so the labels are the painter's language's.
const priorityOptions = () => paintPriorities.map((value) => ({ value, label: t(`inventory.dialog.${value}`) }));

function valuesOf(paint: PaintRow | null, list: PaintList): PaintFormValues {
  if (!paint)
    return { name: '', brand: '', color: '#000000', type: '', quantity: list === 'wishlist' ? '0' : '1', priority: 'medium', notes: '' };
  return {
    name: paint.name,
    brand: paint.brand,
    color: paint.color,
    type: paint.type,
    quantity: String(paint.quantity),
    priority: paint.priority,
    notes: paint.notes ?? '',
  };
}

/**
 * "Add Paint" / "Add to Wishlist" (paint null) and "Edit Paint" (a paint): name, brand, colour, type, quantity,
 * priority and notes. Saved on this device at once; the sync engine sends it.
 */
export function PaintDialog({
  open,
  onOpenChange,
  list,
  paint,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: PaintList;
  paint: PaintRow | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={paint ? t('inventory.dialog.edit') : list === 'wishlist' ? t('inventory.addToWishlist') : t('inventory.addPaint')}
          sheet
          // Editing starts by reading, not typing: focusing the name would pop the phone's keyboard up over the
          // sheet (issue 24). The dialog itself takes focus; Add still starts in the name.
          onOpenAutoFocus={
            paint
              ? (event) => {
                  event.preventDefault();
                  (event.currentTarget as HTMLElement | null)?.focus();
                }
              : undefined
          }
        >
          <PaintForm key={paint?.id ?? 'new'} list={list} paint={paint} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PaintForm({ list, paint, onDone }: { list: PaintList; paint: PaintRow | null; onDone: () => void }) {
  // The notes as the form opened with them: the base of a notes edit, so notes another phone wrote meanwhile are kept.
  const [seen] = useState(() => ({ notes: paint?.notes ?? null }));
  const form = useSchemaForm({
    schema: paintFormSchema,
    initial: valuesOf(paint, list),
    toInput: (values) => ({ ...values, quantity: values.quantity.trim() === '' ? Number.NaN : Number(values.quantity) }),
  });
  const [confirming, setConfirming] = useState<number | null>(null);
  // The catalog paint a suggestion filled in: adding it keeps one row per paint (addPaintFromCatalog).
  const [picked, setPicked] = useState<CatalogPaint | null>(null);
  const { errors } = form;
  const wishlist = paint ? paint.isWishlist : list === 'wishlist';
  const { paints: catalog } = useCatalog();
  const holdings = useCatalogHoldings();
  // The picked catalog paint while the form still shows it (a changed name, brand or colour makes it the painter's own).
  const fromCatalog = (values: Pick<PaintFormValues, 'name' | 'brand' | 'color'>) =>
    picked && picked.name === values.name && picked.brand === values.brand && picked.color === values.color ? picked : null;
  const shown = paint ? null : fromCatalog(form.values);
  // The pots of it the painter owns already: adding it again adds to that row.
  const ownedPots = shown ? holdings?.get(shown.id)?.owned?.quantity : undefined;

  const submit = form.onSubmit(async (data) => {
    if (!paint) {
      try {
        const catalogPaint = fromCatalog(data);
        if (catalogPaint) {
          const outcome = await addPaintFromCatalog(catalogPaint, list, Math.max(1, data.quantity));
          toast(paintAddedToast(catalogPaint, list, outcome, await ownedQuantityOf(catalogPaint.id)));
        } else {
          await addPaint({ ...data, status: list === 'wishlist' ? 'wishlist' : 'in_stock' });
          toast({
            title: list === 'wishlist' ? t('inventory.dialog.addedWish') : t('inventory.dialog.added'),
            description: t('inventory.dialog.wasAdded', { name: data.name }),
          });
        }
        onDone();
      } catch (error) {
        toast(addPaintFailedToast(error));
      }
      return;
    }
    try {
      const { quantity, ...fields } = data;
      await updatePaint(paint.id, { ...fields, priority: fields.priority as PaintPriority }, seen);
      if (!paint.isWishlist && quantity !== paint.quantity) {
        await setQuantity(paint.id, quantity);
      }
      toast({ title: t('inventory.dialog.updated'), description: t('inventory.dialog.wasSaved', { name: data.name }) });
      onDone();
    } catch {
      toast({ title: t('inventory.dialog.updateFailed'), variant: 'destructive' });
    }
  });

  const askDelete = async () => {
    if (!paint) return;
    setConfirming(await countRecipesUsingPaint(paint.id).catch(() => 0));
  };

  const remove = async () => {
    if (!paint) return;
    try {
      await deletePaint(paint.id);
      toast({ title: t('inventory.dialog.deleted'), description: t('inventory.dialog.wasDeleted', { name: paint.name }) });
      onDone();
    } catch {
      toast({ title: t('inventory.dialog.deleteFailed'), variant: 'destructive' });
    }
  };

  const brands = menuOptions(paint ? editFormBrands : addFormBrandsWith(catalog), form.values.brand);
  const types = menuOptions(paint ? editFormTypes : addFormTypes, form.values.type);
  const choose = (name: 'brand' | 'type') => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    form.setValues((previous) => ({ ...previous, [name]: value }));
  };
  const pick = (found: CatalogPaint) => {
    setPicked(found);
    form.setValues((previous) => ({ ...previous, name: found.name, brand: found.brand, type: found.type, color: found.color }));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label={t('inventory.dialog.name')} error={errors.name}>
        {(control) =>
          paint ? (
            <Input {...control} {...form.field('name')} autoComplete="off" />
          ) : (
            <PaintSuggestions control={control} field={form.field('name')} brand={form.values.brand} onPick={pick} />
          )
        }
      </Field>
      {ownedPots !== undefined ? (
        <p role="status" className="-mt-2 text-sm text-muted">
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-ink">
            {t('inventory.dialog.youOwn', { count: ownedPots })}
          </span>{' '}
          {wishlist ? t('inventory.dialog.staysInInventory') : t('inventory.dialog.addsToPots')}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('inventory.dialog.brand')} error={errors.brand}>
          {(control) => (
            <SelectControl {...control} name="brand" value={form.values.brand} onChange={choose('brand')}>
              <option value="">{t('inventory.dialog.choose')}</option>
              {brands.map((option) => (
                <option key={option} value={option}>
                  {brandText(option)}
                </option>
              ))}
            </SelectControl>
          )}
        </Field>
        <Field label={t('inventory.dialog.type')} error={errors.type}>
          {(control) => (
            <SelectControl {...control} name="type" value={form.values.type} onChange={choose('type')}>
              <option value="">{t('inventory.dialog.choose')}</option>
              {types.map((option) => (
                <option key={option} value={option}>
                  {paintTypeText(option)}
                </option>
              ))}
            </SelectControl>
          )}
        </Field>
      </div>
      <Field label={t('inventory.dialog.color')} error={errors.color} hint={t('inventory.dialog.colorHint')}>
        {(control) => (
          <div className="flex gap-2">
            <ColorPicker hex={form.values.color} onPick={(color) => form.setValues((previous) => ({ ...previous, color }))} />
            <Input {...control} {...form.field('color')} autoComplete="off" spellCheck={false} className="font-mono" />
          </div>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('inventory.dialog.quantity')} error={errors.quantity}>
          {(control) => <CountInput {...control} {...form.field('quantity')} min={0} disabled={wishlist} />}
        </Field>
        {/* How soon to buy it: a question for a paint still to buy, not for one on the shelf. */}
        {wishlist ? (
          <Select
            label={t('inventory.dialog.priority')}
            value={form.values.priority}
            onChange={(event) => form.setValues((previous) => ({ ...previous, priority: event.target.value }))}
            options={priorityOptions()}
          />
        ) : null}
      </div>
      <Field label={t('inventory.dialog.notes')} error={errors.notes}>
        {(control) => (
          <Textarea
            {...control}
            name="notes"
            value={form.values.notes}
            onChange={(event) => form.setValues((previous) => ({ ...previous, notes: event.target.value }))}
          />
        )}
      </Field>
      {paint ? <KeptTextNotices kept={paint.conflicts} field="notes" actions={keptTextActions('paint', paint.id)} /> : null}
      {paint?.isWishlist ? <BoughtRow paint={paint} onDone={onDone} /> : null}
      {paint && !paint.isWishlist ? <RunningLowRow paint={paint} /> : null}
      {paint ? <EquivalentsLink paint={paint} /> : null}
      {/* Sticky: on a phone the actions stay in view above the keyboard while the fields scroll. */}
      <div className="sticky bottom-0 -mx-6 flex flex-wrap items-center gap-2 border-t border-line bg-surface px-6 py-3 sm:static sm:mx-0 sm:border-0 sm:px-0 sm:pb-0">
        {paint ? (
          <Button variant="destructive" onClick={() => void askDelete()} className="mr-auto">
            <Trash2 aria-hidden="true" className="size-4" /> {t('inventory.dialog.delete')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onDone} className={paint ? undefined : 'ml-auto'}>
          {t('inventory.dialog.cancel')}
        </Button>
        <SubmitButton
          pending={form.pending}
          label={
            paint
              ? t('inventory.dialog.save')
              : wishlist
                ? t('inventory.addToWishlist')
                : ownedPots !== undefined
                  ? t('inventory.dialog.addAnother')
                  : t('inventory.addPaint')
          }
          pendingLabel={t('inventory.dialog.saving')}
        />
      </div>
      {paint ? (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(next) => (next ? undefined : setConfirming(null))}
          title={t('inventory.dialog.deleteTitle', { name: paint.name })}
          description={
            confirming
              ? t('inventory.dialog.usedInRecipes', { count: confirming, list: wishlist ? 'wishlist' : 'inventory' })
              : t('inventory.dialog.removedFrom', { list: wishlist ? 'wishlist' : 'inventory' })
          }
          confirmLabel={t('inventory.dialog.deletePaint')}
          onConfirm={() => void remove()}
        />
      ) : null}
    </form>
  );
}

// The message is read when the schema refuses, so it is the painter's language's.
const boughtMessage = () => t('inventory.dialog.boughtRange');
const boughtSchema = z
  .number({ error: boughtMessage })
  .int({ error: boughtMessage })
  .min(1, { error: boughtMessage })
  .max(9999, { error: boughtMessage });

/** The running-low mark of an owned paint, saved as it is switched (its own change, like the row's quick action). */
function RunningLowRow({ paint }: { paint: PaintRow }) {
  const [low, setLow] = useState(paint.runningLow);
  const id = useId();
  const change = (next: boolean) => {
    setLow(next);
    markRunningLow(paint.id, next).catch(() => {
      setLow(!next);
      toast({ title: t('inventory.dialog.updateFailed'), variant: 'destructive' });
    });
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border border-line p-3">
      <div className="min-w-0">
        <Label htmlFor={id}>{t('inventory.dialog.runningLow')}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t('inventory.dialog.runningLowHint')}
        </p>
      </div>
      <Switch id={id} checked={low} onCheckedChange={change} aria-describedby={`${id}-hint`} />
    </div>
  );
}

/** "Mark as bought" on a wishlist paint: it moves to the inventory with the pots bought (one row, never a copy). */
function BoughtRow({ paint, onDone }: { paint: PaintRow; onDone: () => void }) {
  const [pots, setPots] = useState('1');
  const parsed = boughtSchema.safeParse(pots.trim() === '' ? Number.NaN : Number(pots));
  const [tried, setTried] = useState(false);
  const error = tried && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const buy = async () => {
    setTried(true);
    if (!parsed.success) return;
    try {
      await movePaint(paint.id, 'inventory', parsed.data);
      toast({ title: t('inventory.dialog.markedBought'), description: t('inventory.dialog.movedToInventory', { name: paint.name }) });
      onDone();
    } catch {
      toast({ title: t('inventory.dialog.updateFailed'), variant: 'destructive' });
    }
  };
  return (
    <div className="flex items-end gap-2 rounded-md bg-surface-2 p-3">
      <Field label={t('inventory.dialog.potsBought')} error={error} className="w-28">
        {(control) => <CountInput {...control} value={pots} onChange={(event) => setPots(event.target.value)} min={1} />}
      </Field>
      <Button variant="outline" onClick={() => void buy()} className={error ? 'mb-7' : undefined}>
        <ShoppingBag aria-hidden="true" className="size-4" /> {t('inventory.dialog.markBought')}
      </Button>
    </div>
  );
}

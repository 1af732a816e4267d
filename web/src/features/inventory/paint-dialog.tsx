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
import { addPaintFailedToast } from '../../messages/error-text';
import { paintAddedToast } from '../../messages/paint-added-text';

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

const priorityOptions = paintPriorities.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));

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
          title={paint ? 'Edit Paint' : list === 'wishlist' ? 'Add to Wishlist' : 'Add Paint'}
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
          toast({ title: list === 'wishlist' ? 'Added to wishlist' : 'Paint added', description: `${data.name} was added.` });
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
      toast({ title: 'Paint updated', description: `${data.name} was saved.` });
      onDone();
    } catch {
      toast({ title: 'Failed to update paint. Please try again.', variant: 'destructive' });
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
      toast({ title: 'Paint deleted', description: `${paint.name} was deleted.` });
      onDone();
    } catch {
      toast({ title: 'Failed to delete paint. Please try again.', variant: 'destructive' });
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
      <Field label="Name" error={errors.name}>
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
          <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-ink">you own {ownedPots}</span>{' '}
          {wishlist ? 'It stays in your inventory.' : 'Adding it again adds to the pots you have.'}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Field label="Brand" error={errors.brand}>
          {(control) => (
            <SelectControl {...control} name="brand" value={form.values.brand} onChange={choose('brand')}>
              <option value="">Choose…</option>
              {brands.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </SelectControl>
          )}
        </Field>
        <Field label="Type" error={errors.type}>
          {(control) => (
            <SelectControl {...control} name="type" value={form.values.type} onChange={choose('type')}>
              <option value="">Choose…</option>
              {types.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </SelectControl>
          )}
        </Field>
      </div>
      <Field label="Color" error={errors.color} hint="A hex colour like #1A2B3C">
        {(control) => (
          <div className="flex gap-2">
            <ColorPicker hex={form.values.color} onPick={(color) => form.setValues((previous) => ({ ...previous, color }))} />
            <Input {...control} {...form.field('color')} autoComplete="off" spellCheck={false} className="font-mono" />
          </div>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Quantity" error={errors.quantity}>
          {(control) => <CountInput {...control} {...form.field('quantity')} min={0} disabled={wishlist} />}
        </Field>
        {/* How soon to buy it: a question for a paint still to buy, not for one on the shelf. */}
        {wishlist ? (
          <Select
            label="Priority"
            value={form.values.priority}
            onChange={(event) => form.setValues((previous) => ({ ...previous, priority: event.target.value }))}
            options={priorityOptions}
          />
        ) : null}
      </div>
      <Field label="Notes" error={errors.notes}>
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
            <Trash2 aria-hidden="true" className="size-4" /> Delete
          </Button>
        ) : null}
        <Button variant="outline" onClick={onDone} className={paint ? undefined : 'ml-auto'}>
          Cancel
        </Button>
        <SubmitButton
          pending={form.pending}
          label={paint ? 'Save Changes' : wishlist ? 'Add to Wishlist' : ownedPots !== undefined ? 'Add another' : 'Add Paint'}
          pendingLabel="Saving…"
        />
      </div>
      {paint ? (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(next) => (next ? undefined : setConfirming(null))}
          title={`Delete ${paint.name}?`}
          description={
            confirming
              ? `This paint is used in ${confirming} ${confirming === 1 ? 'recipe' : 'recipes'}. They will keep showing it, but it will leave your ${wishlist ? 'wishlist' : 'inventory'}.`
              : `It will be removed from your ${wishlist ? 'wishlist' : 'inventory'}.`
          }
          confirmLabel="Delete Paint"
          onConfirm={() => void remove()}
        />
      ) : null}
    </form>
  );
}

const boughtMessage = 'Enter the pots bought, from 1 to 9,999';
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
      toast({ title: 'Failed to update paint. Please try again.', variant: 'destructive' });
    });
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border border-line p-3">
      <div className="min-w-0">
        <Label htmlFor={id}>Running low</Label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          Counted as running low until you switch it off. A paint with no pot left counts anyway.
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
      toast({ title: 'Marked as bought', description: `${paint.name} moved to your inventory.` });
      onDone();
    } catch {
      toast({ title: 'Failed to update paint. Please try again.', variant: 'destructive' });
    }
  };
  return (
    <div className="flex items-end gap-2 rounded-md bg-surface-2 p-3">
      <Field label="Pots bought" error={error} className="w-28">
        {(control) => <CountInput {...control} value={pots} onChange={(event) => setPots(event.target.value)} min={1} />}
      </Field>
      <Button variant="outline" onClick={() => void buy()} className={error ? 'mb-7' : undefined}>
        <ShoppingBag aria-hidden="true" className="size-4" /> Mark as bought
      </Button>
    </div>
  );
}

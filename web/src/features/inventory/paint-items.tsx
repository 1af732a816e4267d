import { memo } from 'react';
import { paintLabel, rangeLabel, type PaintRow } from '@paintforge/sync-protocol';
import { BatteryLow, EllipsisVertical, HeartPlus, Minus, Plus, ShoppingBag } from 'lucide-react';
import { Button } from '../../components/button';
import { cn } from '../../components/cn';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../components/menu';
import { PaintName } from '../../components/paint-name';
import { PaintSwatch } from '../../components/paint-swatch';
import { toast } from '../../components/use-toast';
import type { DiscontinuedPaints } from '../../data/catalog/discontinued-paints';
import { adjustQuantity, markRunningLow, movePaint } from '../../data/collection/paints';
import { writeFailedToast } from '../../messages/error-text';
import { t } from '../../i18n/t';
import { NearOwned } from './near-owned';
import { brandText, paintTypeText } from './paint-type-text';

/**
 * What a row or tile of the painter's list does when tapped: opens Edit Paint, or toggles it in selection mode.
 * `onOpen` takes the paint, so the list can pass one stable function and a row re-renders only when its own props
 * change (rows and tiles are memoised: a live-query tick or a session refresh must not re-render every row).
 */
export interface PaintItemProps {
  paint: PaintRow;
  onOpen: (paint: PaintRow) => void;
  /** Undefined outside selection mode. */
  selected?: boolean | undefined;
  /** On the wishlist: the owned paints, for "You own: Very close — …". */
  owned?: readonly PaintRow[] | undefined;
  /** The catalog's discontinued paints and their successors, for the badge on a pot that cannot be bought again. */
  discontinued?: DiscontinuedPaints | undefined;
}

/**
 * A live query gives new row objects at every tick (a sync, another tab's write), most of them unchanged: a row
 * re-renders only when one of its paint's fields, its selection, the owned list or the handler differ.
 */
function sameItem(before: PaintItemProps, after: PaintItemProps): boolean {
  if (before.onOpen !== after.onOpen || before.selected !== after.selected || before.owned !== after.owned) return false;
  if (before.discontinued !== after.discontinued) return false;
  if (before.paint === after.paint) return true;
  const keys = Object.keys(after.paint) as (keyof PaintRow)[];
  return keys.length === Object.keys(before.paint).length && keys.every((key) => before.paint[key] === after.paint[key]);
}

function stepQuantity(id: string, delta: number) {
  // Spec §8's title, and what the mutator refused (the paint was deleted in another tab, say) as its description.
  adjustQuantity(id, delta).catch((error: unknown) => toast(writeFailedToast(t('inventory.row.quantityFailed'), error)));
}

function toggleRunningLow(paint: PaintRow) {
  markRunningLow(paint.id, !paint.runningLow).catch((error: unknown) => toast(writeFailedToast(t('inventory.dialog.updateFailed'), error)));
}

// Bought: one pot in the inventory (the stepper adds more). To the wishlist: to buy again, still one row.
function move(paint: PaintRow, to: 'inventory' | 'wishlist') {
  movePaint(paint.id, to, to === 'inventory' ? 1 : undefined).then(
    () =>
      toast({
        title: to === 'inventory' ? t('inventory.dialog.markedBought') : t('inventory.row.movedToWishlist'),
        description: paint.name,
      }),
    () => toast({ title: t('inventory.dialog.updateFailed'), variant: 'destructive' }),
  );
}

/**
 * ± a paint's quantity (minus disabled at 0, spec §2), or, on the wishlist, "Bought"; behind "More", the running-low
 * mark (a toggle: what the collection's "running low" counts) and the move to the wishlist.
 */
export function PaintActions({ paint }: { paint: PaintRow }) {
  if (paint.isWishlist) {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-label={t('inventory.row.markBoughtLabel', { name: paint.name })}
        onClick={() => move(paint, 'inventory')}
      >
        <ShoppingBag aria-hidden="true" className="size-4" /> {t('inventory.row.bought')}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t('inventory.row.quantityOf', { name: paint.name })} className="flex shrink-0 items-center">
      <MoreActions paint={paint} />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('inventory.row.decrease', { name: paint.name })}
        disabled={paint.quantity <= 0}
        onClick={() => stepQuantity(paint.id, -1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </Button>
      <span className="min-w-6 text-center text-sm font-semibold tabular-nums" aria-live="polite" data-testid="quantity">
        {paint.quantity}
      </span>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('inventory.row.increase', { name: paint.name })}
        onClick={() => stepQuantity(paint.id, 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/**
 * The row's rarer actions, in words (a heart and a battery were guessed at): move to the wishlist, and the
 * running-low mark. One button, so a phone row keeps its room for the name and the stepper.
 */
function MoreActions({ paint }: { paint: PaintRow }) {
  return (
    <Menu>
      <MenuTrigger asChild>
        <Button variant="quiet" size="icon-sm" aria-label={t('inventory.row.more', { name: paint.name })}>
          <EllipsisVertical aria-hidden="true" className="size-4" />
        </Button>
      </MenuTrigger>
      <MenuContent>
        <MenuItem onSelect={() => move(paint, 'wishlist')}>
          <HeartPlus aria-hidden="true" /> {t('inventory.row.moveToWishlist')}
        </MenuItem>
        <MenuItem onSelect={() => toggleRunningLow(paint)}>
          <BatteryLow aria-hidden="true" /> {paint.runningLow ? t('inventory.row.notRunningLow') : t('inventory.row.markRunningLow')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

function SelectBox({ selected }: { selected: boolean | undefined }) {
  if (selected === undefined) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded border-2',
        selected ? 'border-brand bg-brand text-brand-fg' : 'border-line-strong',
      )}
    >
      {selected ? '✓' : null}
    </span>
  );
}

/** The tap target of a row or tile: Edit Paint, or in selection mode a checkbox (aria-pressed). */
function OpenButton({ paint, onOpen, selected, className, children }: PaintItemProps & { className: string; children: React.ReactNode }) {
  const selecting = selected !== undefined;
  return (
    <button
      type="button"
      onClick={() => onOpen(paint)}
      aria-label={selecting ? t('inventory.row.select', { name: paint.name }) : t('inventory.row.edit', { name: paint.name })}
      aria-pressed={selecting ? selected : undefined}
      className={cn(
        'min-w-0 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {children}
    </button>
  );
}

const priorityLooks: Record<PaintRow['priority'], string> = {
  high: 'bg-danger-soft text-danger-ink',
  medium: 'bg-surface-2 text-ink',
  low: 'bg-surface-2 text-muted',
};

/** A wishlist paint's priority as a labelled badge ("High priority"), not a bare word after the brand. */
function PriorityBadge({ priority }: { priority: PaintRow['priority'] }) {
  return (
    <span className={cn('mt-0.5 inline-block rounded-full px-2 text-[11px] leading-5 font-medium', priorityLooks[priority])}>
      {t('inventory.row.priority', { priority })}
    </span>
  );
}

/** "Discontinued · replaced by Balor Brown": on an owned or wished pot whose catalog paint is no longer made. */
function DiscontinuedBadge({ paint, discontinued }: { paint: PaintRow; discontinued: DiscontinuedPaints | undefined }) {
  if (!paint.catalogId || !discontinued?.has(paint.catalogId)) return null;
  const successor = discontinued.get(paint.catalogId);
  return (
    <span data-testid="discontinued" className="mt-0.5 block text-[11px] leading-4 [overflow-wrap:anywhere] text-danger-ink">
      {t('inventory.discontinued')}
      {successor ? (
        <>
          {` · ${t('inventory.row.replacedBy')} `}
          <PaintName paint={successor} />
        </>
      ) : null}
    </span>
  );
}

/** A dense list row (about 56 px): small swatch, name, brand, stepper. Long names wrap anywhere, never widen the page. */
export const PaintListRow = memo(function PaintListRow(props: PaintItemProps) {
  const { paint, selected } = props;
  return (
    <div aria-label={paintLabel(paint)} role="listitem" className="flex min-w-0 items-center gap-2 border-b border-line py-1.5">
      <OpenButton {...props} className="flex flex-1 items-center gap-3 py-1">
        <SelectBox selected={selected} />
        <PaintSwatch paint={paint} shape="sm" className="size-8" />
        <span className="min-w-0 flex-1">
          {/* The name alone on its line, and where it comes from under it ("Citadel · Base"): the range once. */}
          <span className="line-clamp-2 text-sm leading-tight font-semibold [overflow-wrap:anywhere]">{paint.name}</span>
          <span className="block truncate text-xs text-muted">
            {brandText(paint.brand)} · {rangeLabel(paint.range) || paintTypeText(paint.type)}
            {!paint.isWishlist && paint.runningLow ? ` · ${t('inventory.row.runningLow')}` : ''}
          </span>
          <DiscontinuedBadge paint={paint} discontinued={props.discontinued} />
          {paint.isWishlist ? <PriorityBadge priority={paint.priority} /> : null}
          {paint.isWishlist && props.owned ? <NearOwned target={paint} owned={props.owned} /> : null}
        </span>
      </OpenButton>
      {selected === undefined ? <PaintActions paint={paint} /> : null}
    </div>
  );
}, sameItem);

/** A swatch tile of the grid: the colour large, the name and brand under it, the stepper. */
export const PaintTile = memo(function PaintTile(props: PaintItemProps) {
  const { paint, selected } = props;
  return (
    <div
      aria-label={paintLabel(paint)}
      role="listitem"
      className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-line bg-surface"
    >
      <OpenButton {...props} className="flex flex-col">
        <PaintSwatch paint={paint} shape="flat" className="h-16 w-full" />
        <span className="flex min-w-0 items-start gap-2 p-2 pb-0">
          <SelectBox selected={selected} />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-sm leading-tight font-semibold [overflow-wrap:anywhere]">{paint.name}</span>
            <span className="block truncate text-xs text-muted">
              {brandText(paint.brand)} · {rangeLabel(paint.range) || paintTypeText(paint.type)}
            </span>
            <DiscontinuedBadge paint={paint} discontinued={props.discontinued} />
          </span>
        </span>
      </OpenButton>
      {selected === undefined ? (
        <div className="flex justify-end p-1">
          <PaintActions paint={paint} />
        </div>
      ) : null}
    </div>
  );
}, sameItem);

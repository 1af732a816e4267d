import { useMemo, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Check, Heart, Pencil, Plus, Trash2 } from 'lucide-react';
import type { PaintRow, ProjectRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { cn } from '../../components/cn';
import { Dialog, DialogClose, DialogContent, DialogActions } from '../../components/dialog';
import { KeptTextNotices } from '../../components/kept-text-notices';
import { PaintName } from '../../components/paint-name';
import { PaintSwatch } from '../../components/paint-swatch';
import { SubmitButton } from '../../components/submit-button';
import { Swatch } from '../../components/swatch';
import { EmptyState, Loading } from '../../components/status-message';
import { toast } from '../../components/use-toast';
import { useCatalog } from '../../data/catalog/catalog';
import { keptTextActions } from '../../data/collection/kept-texts';
import { addPaint, usePaints } from '../../data/collection/paints';
import { useBlobUrl } from '../../data/collection/projects';
import { moveRecipePaint, removeRecipePaint, useRecipe, type RecipeItem } from '../../data/collection/recipes';
import { RecipePaintForm } from './recipe-paint-form';
import { groupByPart, missingPaints, moveNextTo, moveWithinPart, ownershipOf, type Move } from './recipe-model';
import { projectStatusLabels, techniqueWord } from './recipe-options';
import { t } from '../../i18n/t';
import { statusAddsToStage } from './project-status';
import { SplitUnits } from './split-units';
import { StageControl } from './stage-control';
import { WipTimeline } from './wip-timeline';
import { addPaintFailedToast, writeFailedToast } from '../../messages/error-text';
import { closenessWords } from '../../messages/closeness-text';

const noPaints: PaintRow[] = [];

/**
 * "View Details" (spec §2): the photo, the words, and the paint recipe grouped by part, with adding, removing and
 * ordering paints, and for each paint whether the painter owns it or what they own that comes close.
 */
export function ProjectDetailsDialog({
  project,
  open,
  onOpenChange,
  onEdit,
}: {
  project: ProjectRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={project.name} sheet className="sm:max-w-2xl">
          <ProjectDetails project={project} onEdit={onEdit} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ProjectDetails({ project, onEdit }: { project: ProjectRow; onEdit: () => void }) {
  // The large copy, sharp on a 3x phone screen; photos saved before it existed have only the card's.
  const image = useBlobUrl(project.largeImageHash ?? project.imageHash);
  const recipe = useRecipe(project.id);
  const inventory = usePaints('inventory') ?? noPaints;
  const wishlist = usePaints('wishlist') ?? noPaints;
  const own = useMemo(() => [...inventory, ...wishlist], [inventory, wishlist]);
  const { paints: catalog } = useCatalog();
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);
  const groups = useMemo(() => groupByPart(recipe ?? []), [recipe]);
  const missing = useMemo(() => missingPaints(recipe ?? [], inventory, wishlist), [recipe, inventory, wishlist]);
  const [wishing, setWishing] = useState(false);
  const recipeHeading = useRef<HTMLHeadingElement>(null);

  const [dragged, setDragged] = useState<RecipeItem | null>(null);
  const save = (target: Move | null) => {
    if (!target) return;
    moveRecipePaint(target.id, target.beforeId, target.afterId).catch(() =>
      toast({ title: t('projects.movePaintFailed'), variant: 'destructive' }),
    );
  };
  const move = (id: string, direction: 'up' | 'down') => save(recipe ? moveWithinPart(recipe, id, direction) : null);
  const dropOn = (targetId: string, place: 'before' | 'after') => {
    if (recipe && dragged) save(moveNextTo(recipe, dragged.id, targetId, place));
    setDragged(null);
  };
  const remove = (item: RecipeItem) => {
    removeRecipePaint(item.id).then(
      () => {
        // The removed row took its focused button with it: focus goes back to the recipe, not to the page's start.
        recipeHeading.current?.focus();
        toast({
          title: t('projects.paintRemovedTitle'),
          description: t('projects.paintRemovedText', { paint: item.paint.name, part: item.partName }),
        });
      },
      (error: unknown) => toast(writeFailedToast(t('projects.removePaintFailed'), error)),
    );
  };
  const wishForMissing = async () => {
    setWishing(true);
    try {
      for (const item of missing) {
        const { paint } = item;
        await addPaint({
          name: paint.name,
          brand: paint.brand,
          color: paint.color,
          type: paint.type,
          status: 'wishlist',
          catalogId: paint.source === 'catalog' ? paint.id : null,
        });
      }
      toast({
        title: t('projects.wishAddedTitle'),
        description: t('projects.wishAddedText', { count: missing.length }),
      });
    } catch (error) {
      toast(addPaintFailedToast(error));
    } finally {
      setWishing(false);
    }
  };

  return (
    <div className="space-y-4">
      {image ? (
        // Whole, at its own proportions: a standing miniature keeps its head and base (at most 70% of the screen high).
        <img
          src={image}
          alt={t('projects.photoOf', { name: project.name })}
          className="mx-auto block max-h-[70dvh] max-w-full rounded-md bg-surface-2 object-contain"
        />
      ) : null}
      {statusAddsToStage(project) ? (
        <p className="text-sm text-muted">{t('projects.statusLine', { status: projectStatusLabels[project.status] })}</p>
      ) : null}
      <StageControl project={project} />
      {project.description ? <p className="wrap-anywhere whitespace-pre-line">{project.description}</p> : null}
      <SplitUnits project={project} />
      <WipTimeline project={project} />

      <section aria-labelledby={`recipe-${project.id}`} className="space-y-3">
        <h3 id={`recipe-${project.id}`} ref={recipeHeading} tabIndex={-1} className="text-base font-semibold focus-visible:outline-none">
          {t('projects.recipeHeading')}
        </h3>
        {recipe === undefined ? (
          <Loading label={t('projects.recipeLoading')} />
        ) : groups.length === 0 ? (
          <EmptyState title={t('projects.recipeEmptyTitle')}>
            <p>{t('projects.recipeEmptyText')}</p>
          </EmptyState>
        ) : (
          groups.map((group) => (
            <section key={group.part} aria-label={group.part} className="space-y-2">
              <h4 className="text-sm font-semibold tracking-wide wrap-anywhere text-muted uppercase">{group.part}</h4>
              <ul className="space-y-2">
                {group.items.map((item, index) => (
                  <RecipeRowView
                    key={item.id}
                    item={item}
                    ownership={ownershipOf(item, inventory, wishlist)}
                    first={index === 0}
                    last={index === group.items.length - 1}
                    onMove={(direction) => move(item.id, direction)}
                    onRemove={() => remove(item)}
                    drag={{
                      dragging: dragged?.id === item.id,
                      canDrop: dragged !== null && dragged.id !== item.id && dragged.partName === item.partName,
                      onStart: () => setDragged(item),
                      onEnd: () => setDragged(null),
                      onDrop: (place) => dropOn(item.id, place),
                    }}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
        {missing.length > 0 ? (
          <Button variant="outline" disabled={wishing} onClick={() => void wishForMissing()}>
            <Heart aria-hidden="true" className="size-4" /> {t('projects.wishMissing', { count: missing.length })}
          </Button>
        ) : null}
      </section>

      {adding ? (
        <RecipePaintForm
          id={`add-paint-${project.id}`}
          projectId={project.id}
          own={own}
          catalog={catalog}
          onDone={() => setAdding(false)}
          onPending={setSaving}
        />
      ) : null}

      <DialogActions cancel={false}>
        <DialogClose asChild>
          <Button variant="outline">{t('projects.close')}</Button>
        </DialogClose>
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" /> {t('projects.edit')}
        </Button>
        {/* Stays while the form is open (removing the focused button would drop focus out of the form), and then
            is the form's one submit button, in view on a phone where the form's end is below the fold. */}
        {adding ? (
          <SubmitButton
            form={`add-paint-${project.id}`}
            pending={saving}
            label={t('projects.addToRecipe')}
            pendingLabel={t('projects.adding')}
            icon={<Plus aria-hidden="true" className="size-4" />}
          />
        ) : (
          <Button
            aria-expanded={false}
            aria-controls={`add-paint-${project.id}`}
            onClick={(event) => {
              // This click re-renders the button as the form's submit button before its default action runs, which
              // would then submit the form it just opened (its fields marked as missing): cancelled.
              event.preventDefault();
              setAdding(true);
            }}
          >
            <Plus aria-hidden="true" className="size-4" /> {t('projects.addPaint')}
          </Button>
        )}
      </DialogActions>
    </div>
  );
}

function RecipeRowView({
  item,
  ownership,
  first,
  last,
  onMove,
  onRemove,
  drag,
}: {
  item: RecipeItem;
  ownership: ReturnType<typeof ownershipOf>;
  first: boolean;
  last: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
  /** Drag and drop within the part, for a mouse; the buttons do the same from a keyboard or a phone. */
  drag: { dragging: boolean; canDrop: boolean; onStart: () => void; onEnd: () => void; onDrop: (place: 'before' | 'after') => void };
}) {
  const { paint } = item;
  const named = { paint: paint.name, part: item.partName };
  return (
    <li
      aria-label={paint.name}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', paint.name);
        drag.onStart();
      }}
      onDragEnd={drag.onEnd}
      onDragOver={(event) => {
        if (!drag.canDrop) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(event) => {
        if (!drag.canDrop) return;
        event.preventDefault();
        const box = event.currentTarget.getBoundingClientRect();
        drag.onDrop(event.clientY < box.top + box.height / 2 ? 'before' : 'after');
      }}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-md border border-line p-3 sm:cursor-grab sm:flex-row sm:gap-3',
        drag.dragging && 'opacity-50',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <PaintSwatch paint={paint} className="mt-0.5 size-8" />
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="font-medium">
            <PaintName paint={paint} />
          </p>
          <p className="text-sm wrap-anywhere text-muted">
            {paint.brand} · {paint.type}
            {item.technique ? ` · ${techniqueWord(item.technique)}` : ''}
          </p>
          {item.usageNotes ? <p className="text-sm wrap-anywhere whitespace-pre-line">{item.usageNotes}</p> : null}
          <KeptTextNotices kept={item.conflicts} field="usageNotes" actions={keptTextActions('recipe', item.id)} />
          <OwnershipLine ownership={ownership} />
        </div>
      </div>
      {/* Below the words on phones, so a narrow screen keeps the paint's name readable. */}
      <div className="-mb-1 flex shrink-0 justify-end gap-1 sm:mb-0 sm:items-start">
        <Button variant="ghost" size="icon" aria-label={t('projects.movePaintUp', named)} disabled={first} onClick={() => onMove('up')}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('projects.movePaintDown', named)} disabled={last} onClick={() => onMove('down')}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('projects.removePaint', named)} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

function OwnershipLine({ ownership }: { ownership: ReturnType<typeof ownershipOf> }) {
  if (ownership.kind === 'owned') {
    return (
      <p className="inline-flex items-center gap-1 text-sm text-success-ink">
        <Check aria-hidden="true" className="size-4" /> {t('projects.inInventory')}
      </p>
    );
  }
  const where = ownership.kind === 'wishlist' ? t('projects.onWishlist') : t('projects.notInInventory');
  const substitute = ownership.substitute;
  return (
    <p className="text-sm wrap-anywhere text-muted">
      {where}.{' '}
      {substitute ? (
        <span className="inline-flex flex-wrap items-center gap-1">
          {t('projects.closestOwn')} <Swatch color={substitute.paint.color} className="size-3" /> {substitute.paint.name} (
          {substitute.paint.brand}) – {closenessWords[substitute.nearness]}
        </span>
      ) : (
        t('projects.nothingClose')
      )}
    </p>
  );
}

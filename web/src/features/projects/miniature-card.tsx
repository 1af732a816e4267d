import { useRef, useState } from 'react';
import { Eye, Images, Palette, Pencil, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { KeptTextNotices } from '../../components/kept-text-notices';
import { toast } from '../../components/use-toast';
import { t } from '../../i18n/t';
import { keptTextActions } from '../../data/collection/kept-texts';
import { deleteProject, useBlobUrl, type ProjectListItem } from '../../data/collection/projects';
import { EditMiniatureDialog } from './miniature-dialog';
import { ProjectDetailsDialog } from './project-details-dialog';
import { ShareMenu } from './share-menu';
import { StageControl } from './stage-control';

/**
 * One miniature in the gallery: its photo whole in a fixed 3:2 frame (portrait and landscape alike), name, description
 * and paint count, with View Details, Edit, Delete and the share menu.
 */
export function MiniatureCard({
  project,
  position,
  setSize,
  rowIndex,
  measureRef,
  focusFallback,
}: {
  project: ProjectListItem;
  /** Where the card stands in the whole (virtualised) list, from 1, and the list's length. */
  position: number;
  setSize: number;
  /** The grid row the card is drawn in, for the virtualizer measuring it. */
  rowIndex: number;
  measureRef: (element: HTMLLIElement | null) => void;
  /** Where focus goes when the last card shown is deleted. */
  focusFallback: () => HTMLElement | null;
}) {
  const image = useBlobUrl(project.imageHash);
  const [open, setOpen] = useState<'details' | 'edit' | 'delete' | null>(null);
  const viewButton = useRef<HTMLButtonElement>(null);
  // Focus after a dialog closes: Edit opened from the details returns to View Details (its opener was in the details,
  // gone); a confirmed delete goes to the next card's View Details (this card is about to go), else the fallback.
  const editFromDetails = useRef(false);
  const deleting = useRef(false);
  const afterDelete = () => {
    if (!deleting.current) return null;
    const card = viewButton.current?.closest('li');
    const neighbour = card?.nextElementSibling ?? card?.previousElementSibling;
    return neighbour?.querySelector<HTMLElement>('[data-card-focus]') ?? focusFallback();
  };
  const remove = () => {
    deleting.current = true;
    deleteProject(project.id).then(
      () => toast({ title: t('projects.deletedTitle'), description: t('projects.deletedText', { name: project.name }) }),
      () => {
        deleting.current = false;
        toast({ title: t('projects.deleteFailed'), variant: 'destructive' });
      },
    );
  };
  const show = (which: typeof open) => (next: boolean) => setOpen(next ? which : null);
  return (
    <li
      ref={measureRef}
      data-index={rowIndex}
      aria-label={project.name}
      aria-posinset={position}
      aria-setsize={setSize}
      className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-sm"
    >
      {/* The frame's size comes from its width alone: the photo is laid over it, so a tall photo cannot stretch it. */}
      <div className="relative aspect-[3/2] w-full overflow-hidden bg-surface-2">
        {image ? (
          // Contain, not cover: a portrait photo shows whole (head and base), on the frame's background.
          <img src={image} alt={t('projects.photoOf', { name: project.name })} className="absolute inset-0 size-full object-contain" />
        ) : (
          <Images aria-hidden="true" className="absolute top-1/2 left-1/2 size-10 -translate-1/2 text-muted" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold wrap-anywhere">{project.name}</h2>
        {project.description ? <p className="line-clamp-3 text-sm wrap-anywhere text-muted">{project.description}</p> : null}
        <KeptTextNotices kept={project.conflicts} field="description" actions={keptTextActions('project', project.id)} />
        <span className="inline-flex items-center gap-1.5 text-sm text-muted">
          <Palette aria-hidden="true" className="size-4" /> {t('projects.paintCount', { count: project.recipeCount })}
        </span>
        <StageControl project={project} />
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <Button
            ref={viewButton}
            data-card-focus
            size="sm"
            onClick={() => setOpen('details')}
            aria-label={t('projects.viewDetailsOf', { name: project.name })}
          >
            <Eye aria-hidden="true" className="size-4" /> {t('projects.viewDetails')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              editFromDetails.current = false;
              setOpen('edit');
            }}
            aria-label={t('projects.editNamed', { name: project.name })}
          >
            <Pencil aria-hidden="true" className="size-4" /> {t('projects.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('projects.deleteNamed', { name: project.name })}
            onClick={() => setOpen('delete')}
          >
            <Trash2 aria-hidden="true" className="size-4" /> {t('projects.delete')}
          </Button>
          <ShareMenu project={project} imageUrl={image} />
        </div>
      </div>
      <ProjectDetailsDialog
        project={project}
        open={open === 'details'}
        onOpenChange={show('details')}
        onEdit={() => {
          editFromDetails.current = true;
          setOpen('edit');
        }}
      />
      <EditMiniatureDialog
        project={project}
        open={open === 'edit'}
        onOpenChange={show('edit')}
        returnFocusTo={() => (editFromDetails.current ? viewButton.current : null)}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={show('delete')}
        title={t('projects.deleteConfirmTitle', { name: project.name })}
        description={t('projects.deleteConfirmText')}
        confirmLabel={t('projects.deleteConfirm')}
        onConfirm={remove}
        returnFocusTo={afterDelete}
      />
    </li>
  );
}

import { useMemo, useRef, useState } from 'react';
import { FileDown, Layers, Plus, Settings } from 'lucide-react';
import type { ProjectStage } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { downloadText } from '../../components/download';
import { PageTitle } from '../../components/page-title';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { EmptyState, Loading } from '../../components/status-message';
import { toast } from '../../components/use-toast';
import { formatCount } from '../../components/format-count';
import { useAuth } from '../../data/account/auth-state';
import { moveSomeToStage, moveStage } from '../../data/collection/project-stages';
import { deleteProject, restoreProject, useProjects } from '../../data/collection/projects';
import { ConfirmDialog } from '../../components/alert-dialog';
import { EditEntryDialog } from './edit-entry-dialog';
import { MoveSomeDialog } from './move-some-dialog';
import { writeFailedToast } from '../../messages/error-text';
import { AddBoxDialog } from './add-box-dialog';
import { BurnDownChart } from '../../components/burn-down/burn-down';
import { burnDown, pileList, pileSize, stageCounts, type PileEntry } from '../../components/burn-down/pile-figures';
import { PileList } from './pile-list';
import { PileSettingsDialog } from './pile-settings-dialog';
import { usePileSettings } from '../../data/collection/pile-settings';
import { useStageNames } from '../../messages/stage-text';
import { StageBar, type StageFilter } from './stage-bar';

/** The pile of shame (issue 26): models per stage, the burn-down, and every entry with a one-tap move on. */
export default function PilePage() {
  const { user } = useAuth();
  const settings = usePileSettings();
  const names = useStageNames();
  const projects = useProjects();
  const [filter, setFilter] = useState<StageFilter>('all');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // The figures change with the data (a live query), not with the clock: "now" is taken with them.
  const figures = useMemo(() => {
    if (!projects) return null;
    const now = new Date();
    const counts = stageCounts(projects);
    return { now: now.getTime(), counts, pile: pileSize(counts), chart: burnDown(projects, now) };
  }, [projects]);
  const shown = useMemo(() => (projects ? pileList(projects, filter) : []), [projects, filter]);

  // An entry of several models asks how many move (MoveSomeDialog); one model moves at once.
  const [asking, setAsking] = useState<{ entry: PileEntry; to: ProjectStage } | null>(null);
  const [editingEntry, setEditingEntry] = useState<PileEntry | null>(null);
  const [deleting, setDeleting] = useState<PileEntry | null>(null);
  const remove = async (entry: PileEntry) => {
    try {
      await deleteProject(entry.id);
      listHeading.current?.focus();
      toast({
        title: `${entry.name} deleted`,
        action: { label: 'Undo', altText: 'Restore the entry', onClick: () => void restoreProject(entry.id) },
      });
    } catch (error) {
      toast(writeFailedToast('Failed to delete the entry', error));
    }
  };

  const move = async (entry: PileEntry, to: ProjectStage, count = entry.modelCount) => {
    const from = entry.stage;
    setAsking(null);
    try {
      const moved = count < entry.modelCount ? await moveSomeToStage(entry.id, count, to) : entry.id;
      if (moved === entry.id) await moveStage(entry.id, to);
      // A move out of the stage shown takes the row (and the focused button) away: focus goes to the list's heading.
      if (filter !== 'all' && filter !== to) listHeading.current?.focus();
      toast({
        title: count < entry.modelCount ? `${count} of ${entry.modelCount} ${entry.name}: ${names[to]}` : `${entry.name}: ${names[to]}`,
        description: `Moved from ${names[from]}.`,
        action: {
          label: 'Undo',
          altText: `Use the entry's back button to move it back to ${names[from]}.`,
          onClick: () => void moveStage(moved, from).catch((error: unknown) => toast(writeFailedToast('Failed to move the entry', error))),
        },
      });
    } catch (error) {
      toast(writeFailedToast('Failed to move the entry', error));
    }
  };

  const exportCsv = async () => {
    const { pileToCsv, pileCsvFileName } = await import('./pile-csv');
    downloadText(pileToCsv(shown, names), pileCsvFileName, 'text/csv;charset=utf-8');
  };

  return (
    <div className="space-y-6">
      <PageTitle description="Every model you own, stage by stage, and how fast the pile shrinks.">Pile of shame</PageTitle>
      {!user ? (
        <SignUpPrompt icon={<Layers />} title="See your pile of shame shrink">
          Create a free account to track every box from unbuilt to varnished, with a burn-down of models bought against models painted.
        </SignUpPrompt>
      ) : projects === undefined || figures === null ? (
        <Loading label="Loading your pile…" />
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button ref={addButton} onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" /> Add a box
            </Button>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Settings aria-hidden="true" className="size-4" /> Pile settings
            </Button>
            {projects.length > 0 ? (
              <Button variant="outline" onClick={() => void exportCsv()}>
                <FileDown aria-hidden="true" className="size-4" /> CSV
              </Button>
            ) : null}
          </div>
          {projects.length === 0 ? (
            <EmptyState
              icon={<Layers />}
              title="Your pile is empty"
              actions={
                <Button onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" className="size-4" /> Add a box
                </Button>
              }
            >
              <p>Add the boxes you own, however many models each, and move them on as you build, prime and paint.</p>
            </EmptyState>
          ) : (
            <>
              <p role="status" data-testid="pile-size" className="text-sm text-muted">
                {formatCount(figures.pile)} models on the pile
              </p>
              <StageBar counts={figures.counts} names={names} filter={filter} onFilter={setFilter} />
              <BurnDownChart figures={figures.chart} goal={settings.monthlyGoal} />
              <section aria-labelledby="pile-list-heading" className="space-y-3">
                <h2
                  id="pile-list-heading"
                  ref={listHeading}
                  tabIndex={-1}
                  className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {filter === 'all' ? 'Everything' : names[filter]}, longest in stage first
                </h2>
                {shown.length === 0 ? (
                  <EmptyState
                    title="Nothing in this stage"
                    headingLevel={3}
                    actions={
                      <Button variant="outline" onClick={() => setFilter('all')}>
                        Show all
                      </Button>
                    }
                  />
                ) : (
                  <PileList
                    entries={shown}
                    names={names}
                    now={figures.now}
                    onMove={(entry, to) => (entry.modelCount > 1 ? setAsking({ entry, to }) : void move(entry, to))}
                    onEdit={setEditingEntry}
                    onDelete={setDeleting}
                  />
                )}
              </section>
            </>
          )}
          <AddBoxDialog open={adding} onOpenChange={setAdding} names={names} returnFocusTo={() => addButton.current} />
          <PileSettingsDialog open={editing} onOpenChange={setEditing} settings={settings} />
          <MoveSomeDialog
            move={asking}
            names={names}
            onOpenChange={(open) => !open && setAsking(null)}
            onMove={(entry, to, count) => void move(entry, to, count)}
          />
          <EditEntryDialog entry={editingEntry} onOpenChange={(open) => !open && setEditingEntry(null)} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Delete this entry?"
            description={
              deleting ? `${deleting.name} (${deleting.modelCount} models) leaves your pile. You can undo it straight after.` : ''
            }
            confirmLabel="Delete"
            onConfirm={() => deleting && void remove(deleting)}
          />
        </>
      )}
    </div>
  );
}

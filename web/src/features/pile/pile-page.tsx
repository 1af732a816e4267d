import { useMemo, useRef, useState } from 'react';
import { FileDown, Layers, Plus, Settings } from 'lucide-react';
import type { ProjectStage } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { downloadText } from '../../components/download';
import { PageTitle } from '../../components/page-title';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { EmptyState, Loading } from '../../components/status-message';
import { toast } from '../../components/use-toast';
import { t } from '../../i18n/t';
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
        title: t('pile.deleted', { name: entry.name }),
        action: { label: t('pile.undo'), altText: t('pile.restoreEntry'), onClick: () => void restoreProject(entry.id) },
      });
    } catch (error) {
      toast(writeFailedToast(t('pile.deleteFailed'), error));
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
        title:
          count < entry.modelCount
            ? t('pile.movedSome', { count, total: entry.modelCount, name: entry.name, stage: names[to] })
            : t('pile.moved', { name: entry.name, stage: names[to] }),
        description: t('pile.movedFrom', { stage: names[from] }),
        action: {
          label: t('pile.undo'),
          altText: t('pile.undoMoveAlt', { stage: names[from] }),
          onClick: () => void moveStage(moved, from).catch((error: unknown) => toast(writeFailedToast(t('pile.moveFailed'), error))),
        },
      });
    } catch (error) {
      toast(writeFailedToast(t('pile.moveFailed'), error));
    }
  };

  const exportCsv = async () => {
    const { pileToCsv, pileCsvFileName } = await import('./pile-csv');
    downloadText(pileToCsv(shown, names), pileCsvFileName, 'text/csv;charset=utf-8');
  };

  return (
    <div className="space-y-6">
      <PageTitle description={t('pile.description')}>{t('pile.title')}</PageTitle>
      {!user ? (
        <SignUpPrompt icon={<Layers />} title={t('pile.signUpTitle')}>
          {t('pile.signUpText')}
        </SignUpPrompt>
      ) : projects === undefined || figures === null ? (
        <Loading label={t('pile.loading')} />
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button ref={addButton} onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" /> {t('pile.addBox')}
            </Button>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Settings aria-hidden="true" className="size-4" /> {t('pile.settings')}
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
              title={t('pile.emptyTitle')}
              actions={
                <Button onClick={() => setAdding(true)}>
                  <Plus aria-hidden="true" className="size-4" /> {t('pile.addBox')}
                </Button>
              }
            >
              <p>{t('pile.emptyText')}</p>
            </EmptyState>
          ) : (
            <>
              <p role="status" data-testid="pile-size" className="text-sm text-muted">
                {t('pile.size', { count: figures.pile })}
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
                  {filter === 'all' ? t('pile.listHeadingAll') : t('pile.listHeadingStage', { stage: names[filter] })}
                </h2>
                {shown.length === 0 ? (
                  <EmptyState
                    title={t('pile.nothingInStage')}
                    headingLevel={3}
                    actions={
                      <Button variant="outline" onClick={() => setFilter('all')}>
                        {t('pile.showAll')}
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
            title={t('pile.deleteTitle')}
            description={deleting ? t('pile.deleteText', { name: deleting.name, count: deleting.modelCount }) : ''}
            confirmLabel={t('pile.delete')}
            onConfirm={() => deleting && void remove(deleting)}
          />
        </>
      )}
    </div>
  );
}

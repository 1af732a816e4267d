import { useMemo, useRef, useState } from 'react';
import { Images, Layers, Plus, SearchX } from 'lucide-react';
import { isDoneStage } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { PageTitle } from '../../components/page-title';
import { SearchInput } from '../../components/search-input';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { EmptyState, Loading } from '../../components/status-message';
import { useAccountRequired } from '../../components/use-account-required';
import { useAuth } from '../../data/account/auth-state';
import { useProjects } from '../../data/collection/projects';
import { t } from '../../i18n/t';
import { gallerySearch } from './gallery-search';
import { AddMiniatureDialog } from './miniature-dialog';
import { MiniatureGrid } from './miniature-grid';

/** "3 miniatures", or while searching "2 of 3 miniatures match". */
function countText(shown: number, total: number, searching: boolean): string {
  return searching ? t('projects.countMatching', { shown, total }) : t('projects.count', { count: total });
}

/** The painted miniatures gallery (spec §2): search, the card grid, and the add action. */
export default function ProjectsPage() {
  const { user } = useAuth();
  const accountRequired = useAccountRequired();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const projects = useProjects();
  // The header's add button stays on the page whatever the list shows: focus lands there when its place is gone.
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAdd = () => addButton.current;
  const searchBox = useRef<HTMLDivElement>(null);

  // Painted miniatures by default (issue 35): the pile's boxes are not a gallery's, until the painter asks for them.
  const [withPile, setWithPile] = useState(false);
  const gallery = useMemo(() => (projects ?? []).filter((project) => withPile || isDoneStage(project.stage)), [projects, withPile]);
  const search = useMemo(() => gallerySearch(gallery), [gallery]);
  const shown = useMemo(() => search(query), [search, query]);

  return (
    <div>
      <PageTitle title={t('projects.title')} description={t('projects.description')}>
        {t('projects.heading')}
      </PageTitle>

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div ref={searchBox} className="min-w-0 flex-1">
          <SearchInput
            label={t('projects.searchLabel')}
            placeholder={t('projects.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button
          ref={addButton}
          onClick={() => {
            if (!user) accountRequired(t('projects.accountRequired'));
            else setAdding(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" /> {t('projects.add')}
        </Button>
        {user ? (
          <Button variant="outline" aria-pressed={withPile} onClick={() => setWithPile((shown) => !shown)}>
            <Layers aria-hidden="true" className="size-4" /> {t('projects.showPile')}
          </Button>
        ) : null}
      </div>

      {user && projects !== undefined && projects.length > 0 ? (
        // Most cards of a long gallery are not drawn, so the count says how many there are and how many match.
        <p role="status" className="mb-3 text-sm text-muted">
          {countText(shown.length, gallery.length, query.trim() !== '')}
        </p>
      ) : null}

      {!user ? (
        <SignUpPrompt icon={<Images />} title={t('projects.signUpTitle')}>
          {t('projects.signUpText')}
        </SignUpPrompt>
      ) : projects === undefined ? (
        <Loading label={t('projects.loading')} />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<Images />}
          title={t('projects.emptyTitle')}
          actions={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" /> {t('projects.add')}
            </Button>
          }
        >
          <p>{t('projects.emptyText')}</p>
        </EmptyState>
      ) : gallery.length === 0 ? (
        <EmptyState
          icon={<Images />}
          title={t('projects.nothingPaintedTitle')}
          actions={
            <Button variant="outline" onClick={() => setWithPile(true)}>
              <Layers aria-hidden="true" className="size-4" /> {t('projects.showPile')}
            </Button>
          }
        >
          <p>{t('projects.nothingPaintedText')}</p>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={t('projects.noMatchTitle')}
          actions={
            <Button
              variant="outline"
              onClick={() => {
                setQuery('');
                searchBox.current?.querySelector('input')?.focus();
              }}
            >
              {t('projects.clearSearch')}
            </Button>
          }
        >
          <p>{t('projects.noMatchText')}</p>
        </EmptyState>
      ) : (
        <MiniatureGrid projects={shown} focusFallback={focusAdd} />
      )}
      {user ? <AddMiniatureDialog open={adding} onOpenChange={setAdding} returnFocusTo={focusAdd} /> : null}
    </div>
  );
}

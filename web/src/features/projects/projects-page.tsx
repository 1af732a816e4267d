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
import { countOf, formatCount } from '../../components/format-count';
import { useProjects } from '../../data/collection/projects';
import { gallerySearch } from './gallery-search';
import { AddMiniatureDialog } from './miniature-dialog';
import { MiniatureGrid } from './miniature-grid';

const miniatures = (count: number) => countOf(count, 'miniature', 'miniatures');

/** "3 miniatures", or while searching "2 of 3 miniatures match". */
function countText(shown: number, total: number, searching: boolean): string {
  return searching ? `${formatCount(shown)} of ${miniatures(total)} match` : miniatures(total);
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
      <PageTitle title="Projects" description="Your painted miniatures, with their photos and the paint recipe for every part.">
        Painted Miniatures Gallery
      </PageTitle>

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div ref={searchBox} className="min-w-0 flex-1">
          <SearchInput
            label="Search miniatures"
            placeholder="Search by name or description…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button
          ref={addButton}
          onClick={() => {
            if (!user) accountRequired('Please create an account to add your painted miniatures.');
            else setAdding(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" /> Add Painted Miniature
        </Button>
        {user ? (
          <Button variant="outline" aria-pressed={withPile} onClick={() => setWithPile((shown) => !shown)}>
            <Layers aria-hidden="true" className="size-4" /> Show the pile too
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
        <SignUpPrompt icon={<Images />} title="Show off your painted miniatures">
          Create a free account to document your painted miniatures with photos, paint recipes grouped by part, techniques and notes, and
          share them with full paint breakdowns.
        </SignUpPrompt>
      ) : projects === undefined ? (
        <Loading label="Loading your miniatures…" />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<Images />}
          title="No painted miniatures yet"
          actions={
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" /> Add Painted Miniature
            </Button>
          }
        >
          <p>Add a photo of a miniature you painted, with a name and a few words about it.</p>
        </EmptyState>
      ) : gallery.length === 0 ? (
        <EmptyState
          icon={<Images />}
          title="Nothing painted yet"
          actions={
            <Button variant="outline" onClick={() => setWithPile(true)}>
              <Layers aria-hidden="true" className="size-4" /> Show the pile too
            </Button>
          }
        >
          <p>Your miniatures are all on the pile. Move them on to Painted as you finish them.</p>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="No miniatures match your search"
          actions={
            <Button
              variant="outline"
              onClick={() => {
                setQuery('');
                searchBox.current?.querySelector('input')?.focus();
              }}
            >
              Clear search
            </Button>
          }
        >
          <p>Try another word from a miniature&apos;s name or description.</p>
        </EmptyState>
      ) : (
        <MiniatureGrid projects={shown} focusFallback={focusAdd} />
      )}
      {user ? <AddMiniatureDialog open={adding} onOpenChange={setAdding} returnFocusTo={focusAdd} /> : null}
    </div>
  );
}

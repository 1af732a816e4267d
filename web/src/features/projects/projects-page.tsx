import { useMemo, useState } from 'react';
import { Images, Palette, Plus, SearchX, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { PageTitle } from '../../components/page-title';
import { SearchInput } from '../../components/search-input';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { EmptyState, Loading } from '../../components/status-message';
import { useAccountRequired } from '../../components/use-account-required';
import { toast } from '../../components/use-toast';
import { useAuth } from '../../data/auth-state';
import { deleteProject, useBlobUrl, useProjects, type ProjectListItem } from '../../data/projects';
import { AddMiniatureDialog } from './add-miniature-dialog';
import { ShareMenu } from './share-menu';

/** The painted miniatures gallery (spec §2): search, the card grid, and the add action. */
export default function ProjectsPage() {
  const { user } = useAuth();
  const accountRequired = useAccountRequired();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const projects = useProjects();

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    const all = projects ?? [];
    return words ? all.filter((project) => `${project.name} ${project.description ?? ''}`.toLowerCase().includes(words)) : all;
  }, [projects, query]);

  return (
    <div>
      <PageTitle title="Projects" description="Your painted miniatures, with their photos and the paint recipe for every part.">
        Painted Miniatures Gallery
      </PageTitle>

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label="Search miniatures"
          placeholder="Search by name or description…"
          className="flex-1"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button
          onClick={() => {
            if (!user) accountRequired('Please create an account to add your painted miniatures.');
            else setAdding(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" /> Add Painted Miniature
        </Button>
      </div>

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
      ) : shown.length === 0 ? (
        <EmptyState icon={<SearchX />} title="No miniatures match your search" />
      ) : (
        <ul aria-label="Painted miniatures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <MiniatureCard key={project.id} project={project} />
          ))}
        </ul>
      )}
      {user ? <AddMiniatureDialog open={adding} onOpenChange={setAdding} /> : null}
    </div>
  );
}

function MiniatureCard({ project }: { project: ProjectListItem }) {
  const image = useBlobUrl(project.imageHash);
  const [confirming, setConfirming] = useState(false);
  const remove = () => {
    deleteProject(project.id).then(
      () => toast({ title: 'Miniature deleted', description: `${project.name} was removed from your gallery.` }),
      () => toast({ title: 'Failed to delete miniature. Please try again.', variant: 'destructive' }),
    );
  };
  return (
    <li aria-label={project.name} className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-sm">
      <div className="flex aspect-[3/2] items-center justify-center bg-surface-2">
        {image ? (
          <img src={image} alt={`Photo of ${project.name}`} className="size-full object-cover" />
        ) : (
          <Images aria-hidden="true" className="size-10 text-muted" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold break-words">{project.name}</h2>
        {project.description ? <p className="line-clamp-3 text-sm break-words text-muted">{project.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <span className="inline-flex items-center gap-1.5 text-sm text-muted">
            <Palette aria-hidden="true" className="size-4" /> {project.recipeCount} {project.recipeCount === 1 ? 'paint' : 'paints'}
          </span>
          <ShareMenu project={project} imageUrl={image} />
          <Button variant="ghost" size="sm" aria-label={`Delete ${project.name}`} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${project.name}?`}
        description="The miniature, its photo and its paint recipe will be removed from your gallery."
        confirmLabel="Delete Miniature"
        onConfirm={remove}
      />
    </li>
  );
}

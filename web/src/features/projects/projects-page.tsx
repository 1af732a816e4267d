import { useState } from 'react';
import { Images, Plus } from 'lucide-react';
import { Button } from '../../components/button';
import { PageTitle } from '../../components/page-title';
import { SearchInput } from '../../components/search-input';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { EmptyState } from '../../components/status-message';
import { useAccountRequired } from '../../components/use-account-required';
import { useAuth } from '../../data/auth-state';

/** The painted miniatures gallery (spec §2): search, the card grid, and the add action. */
export default function ProjectsPage() {
  const { user } = useAuth();
  const accountRequired = useAccountRequired();
  const [query, setQuery] = useState('');

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
          }}
          disabled={Boolean(user)}
          aria-describedby={user ? 'projects-add-note' : undefined}
        >
          <Plus aria-hidden="true" className="size-4" /> Add Painted Miniature
        </Button>
      </div>

      {user ? (
        <EmptyState icon={<Images />} title={query.trim() ? 'No miniatures match your search' : 'No painted miniatures yet'}>
          <p id="projects-add-note">Your gallery will show here. Adding miniatures with photos and paint recipes is coming in the next update.</p>
        </EmptyState>
      ) : (
        <SignUpPrompt icon={<Images />} title="Show off your painted miniatures">
          Create a free account to document your painted miniatures with photos, paint recipes grouped by part, techniques and notes, and
          share them with full paint breakdowns.
        </SignUpPrompt>
      )}
    </div>
  );
}

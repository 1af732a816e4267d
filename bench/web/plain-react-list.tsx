import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The bench's baseline for a filtered list (issue 35's shopping list): a plain React list of the same rows, in the app's
 * stylesheet and classes, filtered on every keystroke by a lower-cased substring; no deferral, no virtualisation.
 * Bundled by esbuild when the bench starts (baseline-server.ts), served with its rows at /react/{name}.
 */
interface Row {
  key: string;
  name: string;
  detail: string;
}

const { rows } = (await (await fetch(`${location.pathname}/data.json`)).json()) as { rows: Row[] };
const texts = rows.map((row) => `${row.name} ${row.detail}`.toLowerCase());
const root = document.getElementById('root')!;

function PlainList() {
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase();
  const found = words ? rows.filter((_, index) => texts[index]!.includes(words)) : rows;
  useEffect(() => {
    document.body.dataset.ready = 'true';
  }, []);
  return (
    <main className="mx-auto max-w-6xl space-y-3 px-4 py-6">
      <label htmlFor="q" className="text-sm font-medium">
        Filter the shopping list
      </label>
      <input
        id="q"
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="h-10 w-full rounded-md border border-line-strong px-3"
      />
      <p role="status" className="text-sm text-muted">
        {found.length} lines
      </p>
      <ul aria-label="Shopping list" className="divide-y divide-line rounded-lg border border-line bg-surface">
        {found.map((row) => (
          <li key={row.key} className="flex items-start gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{row.name}</p>
              <p className="text-sm break-words text-muted">{row.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(root).render(<PlainList />);

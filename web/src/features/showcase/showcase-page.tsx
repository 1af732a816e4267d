import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ImageOff, SearchX } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageTitle, useDocumentTitle } from '../../components/page-title';
import { EmptyState, Loading } from '../../components/status-message';
import { Swatch } from '../../components/swatch';
import { ApiError, apiRequest, NetworkError } from '../../data/api-client';

interface ShowcasePaint {
  partName: string;
  technique?: string | null;
  usageNotes?: string | null;
  paint: { id?: string | number; name: string; brand: string; color: string; type?: string | null };
}

interface Showcase {
  id: string | number;
  name: string;
  description?: string | null;
  imageUrl?: string | null;
  paints?: ShowcasePaint[];
}

type State = { state: 'loading' } | { state: 'ready'; showcase: Showcase } | { state: 'not-found' } | { state: 'error'; offline: boolean };

/** Groups the recipe by miniature part, keeping the order parts first appear in. */
export function groupByPart(paints: readonly ShowcasePaint[]): Array<[string, ShowcasePaint[]]> {
  const groups = new Map<string, ShowcasePaint[]>();
  for (const entry of paints) {
    const list = groups.get(entry.partName);
    if (list) list.push(entry);
    else groups.set(entry.partName, [entry]);
  }
  return [...groups];
}

/** A shared project's public page (/showcase/:id): the miniature, its photo and its paint recipe by part. */
export default function ShowcasePage() {
  const { id = '' } = useParams();
  const [result, setResult] = useState<State & { id: string }>({ state: 'loading', id });
  const [attempt, setAttempt] = useState(0);
  const current: State = result.id === id ? result : { state: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<Showcase>('GET', `/api/showcase/${encodeURIComponent(id)}`, { signal: controller.signal }).then(
      (showcase) => setResult({ state: 'ready', showcase, id }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setResult({ state: 'not-found', id });
        else setResult({ state: 'error', offline: error instanceof NetworkError, id });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  if (current.state === 'loading') return <ShowcaseLoading />;
  if (current.state === 'not-found') {
    return (
      <div>
        <PageTitle description="This showcase link does not exist, or its owner has removed it.">Showcase not found</PageTitle>
        <EmptyState icon={<SearchX />} title="Nothing to show here">
          <p>Check the link you were given, or browse the gallery instead.</p>
          <div className="mt-6">
            <Button asChild>
              <Link to="/projects">Go to the gallery</Link>
            </Button>
          </div>
        </EmptyState>
      </div>
    );
  }
  if (current.state === 'error') {
    return (
      <div>
        <PageTitle
          description={current.offline ? 'You are offline. Connect to the internet to view this showcase.' : 'Something went wrong on our side.'}
        >
          Showcase unavailable
        </PageTitle>
        <Button onClick={() => setAttempt((count) => count + 1)}>Try again</Button>
      </div>
    );
  }
  return <ShowcaseView showcase={current.showcase} />;
}

function ShowcaseLoading() {
  useDocumentTitle('Showcase');
  return <Loading label="Loading showcase…" />;
}

function ShowcaseView({ showcase }: { showcase: Showcase }) {
  const groups = groupByPart(showcase.paints ?? []);
  return (
    <article>
      <PageTitle description={showcase.description || undefined}>{showcase.name}</PageTitle>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="overflow-hidden p-0">
          {showcase.imageUrl ? (
            <img src={showcase.imageUrl} alt={`Painted miniature: ${showcase.name}`} className="h-auto w-full object-contain" />
          ) : (
            <div className="flex aspect-[3/2] flex-col items-center justify-center gap-2 text-muted">
              <ImageOff aria-hidden="true" className="size-10" />
              <span>No photo</span>
            </div>
          )}
        </Card>
        <section aria-labelledby="recipe-title">
          <h2 id="recipe-title" className="mb-4 text-xl font-semibold">
            Paint recipe
          </h2>
          {groups.length === 0 ? <p className="text-muted">No paints recorded for this miniature.</p> : null}
          <div className="space-y-4">
            {groups.map(([part, entries]) => (
              <Card key={part} className="p-4">
                <h3 className="font-semibold">{part}</h3>
                <ul className="mt-3 space-y-3">
                  {entries.map((entry, index) => (
                    <li key={`${entry.paint.id ?? entry.paint.name}-${index}`} className="flex items-center gap-3">
                      <Swatch color={entry.paint.color} className="size-10" />
                      <div className="min-w-0">
                        <p className="font-medium">{entry.paint.name}</p>
                        <p className="text-sm text-muted">
                          {entry.paint.brand}
                          {entry.paint.type ? ` · ${entry.paint.type}` : ''} · <span className="font-mono">{entry.paint.color}</span>
                          {entry.technique ? ` · ${entry.technique}` : ''}
                        </p>
                        {entry.usageNotes ? <p className="text-sm">{entry.usageNotes}</p> : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </section>
      </div>
    </article>
  );
}

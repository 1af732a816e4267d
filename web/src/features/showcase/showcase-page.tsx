import { Link, useParams } from 'react-router-dom';
import { ImageOff, SearchX } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageTitle, useDocumentTitle } from '../../components/page-title';
import { EmptyState, Loading } from '../../components/status-message';
import { Swatch } from '../../components/swatch';
import { ApiError } from '../../data/api-client';
import { QueryScope } from '../../data/query-client';
import { useShowcase, type Showcase, type ShowcasePaint } from '../../data/showcase';
import { failureText, isConnectionFailure } from '../../messages/error-text';

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
  return (
    <QueryScope>
      <ShowcaseScreen />
    </QueryScope>
  );
}

function ShowcaseScreen() {
  const { id = '' } = useParams();
  const showcase = useShowcase(id);

  if (showcase.data) return <ShowcaseView showcase={showcase.data} />;
  // Also while "Try again" is out after a failure.
  if (showcase.isPending || showcase.isFetching) return <ShowcaseLoading />;
  if (showcase.error instanceof ApiError && showcase.error.code === 'not-found') {
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
  return (
    <div>
      <PageTitle description={isConnectionFailure(showcase.error) ? failureText.connection : failureText.server}>
        Showcase unavailable
      </PageTitle>
      <Button onClick={() => void showcase.refetch()}>Try again</Button>
    </div>
  );
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

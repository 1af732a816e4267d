import { Link, useParams } from 'react-router-dom';
import { CircleAlert, ImageOff, Palette } from 'lucide-react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageTitle, useDocumentTitle } from '../../components/page-title';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { Loading } from '../../components/status-message';
import { PaintName } from '../../components/paint-name';
import { PaintSwatch } from '../../components/paint-swatch';
import { ApiError } from '../../data/server/api-client';
import { useAuth } from '../../data/account/auth-state';
import { QueryScope } from '../../data/server/query-client';
import { useShowcase, type Showcase, type ShowcasePaint } from '../../data/showcase/showcase';
import { showcaseFailureText } from '../../messages/error-text';
import { showcaseNotFoundText } from '../../messages/showcase-text';
import { ShowcaseTimeline } from './showcase-timeline';
import { UseRecipe } from './use-recipe';
import { t } from '../../i18n/t';
import { techniqueWord } from '../../messages/technique-text';

/** A shared miniature's public page (/showcase/:token): its photo and its paint recipe by part. No session needed. */
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
  if (showcase.error instanceof ApiError && showcase.error.code === 'not-found') return <ShowcaseNotFound />;
  return (
    <div>
      <PageTitle description={showcaseFailureText(showcase.error)}>{t('showcase.unavailable')}</PageTitle>
      <Button onClick={() => void showcase.refetch()}>{t('showcase.tryAgain')}</Button>
    </div>
  );
}

function ShowcaseLoading() {
  useDocumentTitle(t('showcase.documentTitle'));
  return <Loading label={t('showcase.loading')} />;
}

/**
 * An unknown or revoked link, as the server renders it too: says the miniature is no longer shared (not the app's
 * developer-style 404), and makes a visitor the live showcase's invitation.
 */
function ShowcaseNotFound() {
  useDocumentTitle(showcaseNotFoundText.title);
  const { user } = useAuth();
  return (
    <div className="flex flex-col items-center gap-10 py-12">
      <Card className="w-full max-w-md">
        <div className="flex items-center gap-2">
          <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-muted" />
          <h1 className="text-2xl font-bold">{showcaseNotFoundText.title}</h1>
        </div>
        <p className="mt-4 text-sm text-muted">{showcaseNotFoundText.message}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{t('showcase.goHome')}</Link>
        </Button>
      </Card>
      {user ? null : <ShowcaseInvitation />}
    </div>
  );
}

/** The call to sign up, for visitors; a signed-in painter already has a gallery of their own. */
function ShowcaseInvitation() {
  return (
    <SignUpPrompt icon={<Palette />} title={t('showcase.inviteTitle')}>
      <p>{showcaseNotFoundText.invitation}</p>
    </SignUpPrompt>
  );
}

function PaintLine({ paint }: { paint: ShowcasePaint }) {
  const facts = [paint.brand, paint.type, paint.technique && techniqueWord(paint.technique)].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start gap-3">
      <PaintSwatch paint={{ ...paint, catalogId: paint.catalogId ?? null }} className="size-10" />
      <div className="min-w-0 break-words">
        <p className="font-medium">
          <PaintName paint={paint} />
        </p>
        <p className="text-sm text-muted">
          {facts} · <span className="font-mono">{paint.color}</span>
        </p>
        {paint.usageNotes ? <p className="text-sm">{paint.usageNotes}</p> : null}
      </div>
    </li>
  );
}

function ShowcaseView({ showcase }: { showcase: Showcase }) {
  const { user } = useAuth();
  return (
    <article className="break-words">
      <PageTitle description={showcase.description || undefined}>{showcase.name}</PageTitle>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card padding="none" className="overflow-hidden">
          {showcase.imageUrl ? (
            // Whole, at its own proportions (the large copy), as in the details: a standing miniature in a 3:2
            // frame was a third of a phone's width.
            <img
              src={showcase.imageUrl}
              alt={t('showcase.photoAlt', { name: showcase.name })}
              className="mx-auto block max-h-[70dvh] max-w-full bg-surface-2 object-contain"
            />
          ) : (
            <div className="flex aspect-[3/2] flex-col items-center justify-center gap-2 text-muted">
              <ImageOff aria-hidden="true" className="size-10" />
              <span>{t('showcase.noPhoto')}</span>
            </div>
          )}
        </Card>
        <section aria-labelledby="recipe-title">
          <h2 id="recipe-title" className="mb-4 text-xl font-semibold">
            {t('showcase.recipe')}
          </h2>
          {showcase.parts.length === 0 ? <p className="text-muted">{t('showcase.noPaints')}</p> : null}
          <div className="space-y-4">
            {showcase.parts.map((part) => (
              <Card key={part.partName} padding="sm">
                <h3 className="font-semibold">{part.partName}</h3>
                <ul className="mt-3 space-y-3">
                  {part.paints.map((paint, index) => (
                    <PaintLine key={`${paint.name}-${index}`} paint={paint} />
                  ))}
                </ul>
              </Card>
            ))}
          </div>
          {user ? <UseRecipe showcase={showcase} /> : null}
        </section>
      </div>
      {showcase.timeline ? <ShowcaseTimeline timeline={showcase.timeline} /> : null}
      {/* The call to sign up is for visitors; a signed-in painter already has a gallery of their own. */}
      {user ? null : (
        <div className="mt-10">
          <ShowcaseInvitation />
        </div>
      )}
    </article>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '../components/button';
import { PageTitle } from '../components/page-title';
import { t } from '../i18n/t';

/**
 * Shown inside the shell when a page fails to load or throws. The usual cause is a page's code that could not
 * be downloaded (offline, before the app was cached, or a deploy replaced it), which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <section className="py-12">
      <PageTitle description={t('shell.routeError.text')}>{t('shell.routeError.title')}</PageTitle>
      {detail ? <p className="mb-6 font-mono text-sm break-words text-muted">{detail}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{t('shell.update.reload')}</Button>
        <Button asChild variant="outline">
          <Link to="/">{t('landing.notFound.home')}</Link>
        </Button>
      </div>
    </section>
  );
}

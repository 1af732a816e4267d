import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Loading } from '../../components/status-message';
import { failureDescription } from '../../messages/error-text';
import { t } from '../../i18n/t';

/**
 * A dashboard list's loading, failure and empty states (spec §2: 'Loading...'); the list itself renders only when
 * there is data. A failed refresh keeps the rows already shown.
 */
export function QueryState<T extends readonly unknown[]>({
  query,
  loadingLabel,
  failed,
  empty,
}: {
  query: UseQueryResult<T>;
  loadingLabel?: string;
  /** What could not be loaded: "The backups could not be listed." */
  failed: string;
  empty: string;
}) {
  if (query.isPending) return <Loading label={loadingLabel ?? t('admin.loadingList')} />;
  if (query.isError && !query.data)
    return (
      <Alert tone="error">
        <p>
          {failed} {failureDescription(query.error, t('failure.tryAgain'))}
        </p>
        <Button variant="outline" className="mt-2" onClick={() => void query.refetch()}>
          {t('admin.tryAgain')}
        </Button>
      </Alert>
    );
  if (query.data?.length === 0) return <p className="text-muted">{empty}</p>;
  return null;
}

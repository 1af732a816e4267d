import { DatabaseBackup } from 'lucide-react';
import { type BackupFile } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { toast } from '../../components/use-toast';
import { useBackupNow, useBackups } from '../../data/admin/admin-triage';
import { ApiError } from '../../data/server/api-client';
import { errorText } from '../../messages/error-code-text';
import { failureDescription } from '../../messages/error-text';
import { QueryState } from './query-state';
import { adminText } from '../../messages/admin-text';
import { t } from '../../i18n/t';
import { formatSize, formatWhen } from './admin-format';

/** The backup files in BACKUP_DIR, newest first, and a backup on demand. */
export function Backups() {
  const backups = useBackups();
  const backupNow = useBackupNow();
  const newest = backups.data?.[0];
  // A server on Postgres: its backups are pg_dump's business, so there is nothing to list or start here.
  const unavailable = backups.error instanceof ApiError && backups.error.code === 'backups-unavailable' ? backups.error : undefined;

  function run() {
    backupNow.mutate(undefined, {
      onSuccess: (file) => toast({ title: t('admin.success'), description: t('admin.backupWritten', { file: file.file }) }),
      onError: (error) =>
        toast({ title: t('admin.error'), description: failureDescription(error, t('admin.backupFailed')), variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby="backups">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="backups" className="text-xl font-semibold">
          {t('admin.backups')}
        </h2>
        {unavailable ? null : (
          <Button onClick={run} disabled={backupNow.isPending}>
            <DatabaseBackup aria-hidden="true" className="size-4" /> {backupNow.isPending ? t('admin.backingUp') : t('admin.backUpNow')}
          </Button>
        )}
      </div>
      {unavailable ? <p className="mt-1 text-sm">{errorText('backups-unavailable')}</p> : <BackupList backups={backups} newest={newest} />}
    </section>
  );
}

function BackupList({ backups, newest }: { backups: ReturnType<typeof useBackups>; newest: BackupFile | undefined }) {
  return (
    <>
      <p className="mt-1 text-sm">
        {newest ? (
          <time dateTime={newest.createdAt}>{t('admin.lastBackupAt', { when: formatWhen(newest.createdAt) })}</time>
        ) : (
          t('admin.lastBackupAt', { when: adminText.neverBackedUp })
        )}
      </p>
      <div className="mt-4">
        <QueryState query={backups} failed={t('admin.backupsNotListed')} empty={t('admin.noBackups')} />
        {backups.data && backups.data.length > 0 ? (
          <ul className="divide-y divide-line rounded-lg border border-line">
            {backups.data.map((file) => (
              <li key={file.file} className="flex flex-wrap justify-between gap-x-3 p-3 text-sm">
                <span className="font-mono break-all">{file.file}</span>
                <span className="text-muted">
                  {formatWhen(file.createdAt)} · {formatSize(file.size)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

import { Activity, Database, Images, Users } from 'lucide-react';
import type { AdminStats } from '@paintforge/sync-protocol';
import { Card } from '../../components/card';
import { t } from '../../i18n/t';
import { adminText } from '../../messages/admin-text';
import { formatAdminCount, formatPercent, formatShortDay, formatWhen } from './admin-format';

function StatCard({ icon, title, value, detail }: { icon: React.ReactNode; title: string; value: string; detail: string }) {
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted">{title}</h2>
        <span aria-hidden="true" className="text-brand-ink [&_svg]:size-5">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold">{value}</p>
      <p className="mt-1 text-sm text-muted">{detail}</p>
    </Card>
  );
}

/** The four cards of spec §2, then signups, popular paints and system health. */
export function StatsView({ stats }: { stats: AdminStats }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={<Users />}
          title={t('admin.totalUsers')}
          value={formatAdminCount(stats.totalUsers)}
          detail={t('admin.usersDetail', {
            verified: formatAdminCount(stats.verifiedUsers),
            pending: formatAdminCount(stats.unverifiedUsers),
          })}
        />
        <StatCard
          icon={<Database />}
          title={t('admin.paintDatabase')}
          value={formatAdminCount(stats.totalPaints)}
          detail={t('admin.totalPaints')}
        />
        <StatCard
          icon={<Images />}
          title={t('admin.userProjects')}
          value={formatAdminCount(stats.totalProjects)}
          detail={t('admin.totalProjects')}
        />
        <StatCard
          icon={<Activity />}
          title={t('admin.errorRate')}
          value={formatPercent(stats.systemHealth.errorRate)}
          detail={t('admin.last24Hours')}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <RecentSignups rows={stats.recentSignups} />
        <PopularPaints paints={stats.popularPaints} />
        <SystemHealth health={stats.systemHealth} />
      </div>
    </div>
  );
}

/** The last 14 days as bars (for the eye) and as a list (the figures, for everyone). */
function RecentSignups({ rows }: { rows: AdminStats['recentSignups'] }) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card>
      <h2 className="font-semibold">{t('admin.recentSignups')}</h2>
      <p className="text-sm text-muted">{t('admin.signupsTotal', { total })}</p>
      <div aria-hidden="true" className="mt-3 flex h-24 items-end gap-1" data-testid="signups-chart">
        {rows.map((row) => (
          <div
            key={row.date}
            title={`${row.date}: ${row.count}`}
            className="min-h-px flex-1 rounded-t bg-brand"
            style={{ height: `${(row.count / most) * 100}%` }}
          />
        ))}
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <li key={row.date} className="flex justify-between gap-2">
            <time dateTime={row.date}>{formatShortDay(row.date)}</time>
            <span className={row.count === 0 ? 'text-muted' : 'font-medium'}>{row.count}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function PopularPaints({ paints }: { paints: AdminStats['popularPaints'] }) {
  return (
    <Card>
      <h2 className="font-semibold">{t('admin.popularPaints')}</h2>
      {paints.length === 0 ? <p className="mt-3 text-sm text-muted">{t('admin.noPopularPaints')}</p> : null}
      <ol className="mt-3 space-y-1 text-sm">
        {paints.map((paint) => (
          <li key={`${paint.brand}-${paint.name}`} className="flex justify-between gap-2">
            <span className="min-w-0 break-words">
              {paint.name} <span className="text-muted">({paint.brand})</span>
            </span>
            <span className="shrink-0">{t('admin.uses', { count: paint.usage_count })}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function SystemHealth({ health }: { health: AdminStats['systemHealth'] }) {
  // Spec §9: seconds divided by 3600, rounded down.
  const uptimeHours = Math.floor(health.uptime / 3600);
  return (
    <Card>
      <h2 className="font-semibold">{t('admin.systemHealth')}</h2>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt>{t('admin.uptime')}</dt>
          <dd>{t('admin.uptimeHours', { hours: uptimeHours })}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt>{t('admin.lastBackup')}</dt>
          <dd>
            {health.lastBackupAt ? (
              <time dateTime={health.lastBackupAt}>{formatWhen(health.lastBackupAt)}</time>
            ) : (
              // The server's lastBackup without a time says only that there is none yet: the words are the app's.
              adminText.neverBackedUp
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>{t('admin.errorRateLabel')}</dt>
          <dd>{formatPercent(health.errorRate)}</dd>
        </div>
        <div className="flex justify-between gap-2 text-muted">
          <dt>{t('admin.requests24h')}</dt>
          <dd>{t('admin.requestsFailed', { requests: health.requests24h, failed: health.serverErrors24h })}</dd>
        </div>
      </dl>
    </Card>
  );
}

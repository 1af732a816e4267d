import { Activity, Database, Images, Users } from 'lucide-react';
import type { AdminStats } from '@paintforge/sync-protocol';
import { Card } from '../../components/card';
import { countOf, formatCount } from '../../components/format-count';

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

/** Spec §9: one decimal. */
const percent = (value: number) => `${value.toFixed(1)}%`;
/** 'YYYY-MM-DD' (a UTC day) as a short date, read in UTC so it never shifts a day. */
const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The four cards of spec §2, then signups, popular paints and system health. */
export function StatsView({ stats }: { stats: AdminStats }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={<Users />}
          title="Total Users"
          value={formatCount(stats.totalUsers)}
          detail={`${formatCount(stats.verifiedUsers)} verified, ${formatCount(stats.unverifiedUsers)} pending`}
        />
        <StatCard icon={<Database />} title="Paint Database" value={formatCount(stats.totalPaints)} detail="total paints" />
        <StatCard icon={<Images />} title="User Projects" value={formatCount(stats.totalProjects)} detail="total projects" />
        <StatCard icon={<Activity />} title="Error Rate" value={percent(stats.systemHealth.errorRate)} detail="last 24 hours" />
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
      <h2 className="font-semibold">Recent Signups</h2>
      <p className="text-sm text-muted">{total} in the last 14 days</p>
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
            <time dateTime={row.date}>{shortDay(row.date)}</time>
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
      <h2 className="font-semibold">Most Popular Paints</h2>
      {paints.length === 0 ? <p className="mt-3 text-sm text-muted">No paints used in recipes yet.</p> : null}
      <ol className="mt-3 space-y-1 text-sm">
        {paints.map((paint) => (
          <li key={`${paint.brand}-${paint.name}`} className="flex justify-between gap-2">
            <span className="min-w-0 break-words">
              {paint.name} <span className="text-muted">({paint.brand})</span>
            </span>
            <span className="shrink-0">{countOf(paint.usage_count, 'use', 'uses')}</span>
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
      <h2 className="font-semibold">System Health</h2>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt>Uptime</dt>
          <dd>{uptimeHours} hours</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt>Last backup</dt>
          <dd>
            {health.lastBackupAt ? (
              <time dateTime={health.lastBackupAt}>{new Date(health.lastBackupAt).toLocaleString()}</time>
            ) : (
              health.lastBackup
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>Error rate</dt>
          <dd>{percent(health.errorRate)}</dd>
        </div>
        <div className="flex justify-between gap-2 text-muted">
          <dt>Requests (24 h)</dt>
          <dd>
            {health.requests24h} ({health.serverErrors24h} failed)
          </dd>
        </div>
      </dl>
    </Card>
  );
}

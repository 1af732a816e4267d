import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Activity, Database, Images, Users } from 'lucide-react';
import { Card } from '../../components/card';
import { PageTitle } from '../../components/page-title';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/status-message';
import { toast } from '../../components/use-toast';
import { apiRequest } from '../../data/api-client';
import { useAuth } from '../../data/auth-state';

interface AdminStats {
  totalUsers: number;
  verifiedUsers: number;
  unverifiedUsers: number;
  totalPaints: number;
  totalProjects: number;
  systemHealth: { errorRate: number; uptime: number; lastBackup: string };
  recentSignups: Array<{ date: string; count: number }>;
  popularPaints: Array<{ name: string; brand: string; usage_count: number }>;
}

const statsRefreshMs = 30_000;

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

/** The admin dashboard (spec §2, §6). Anyone who is not an admin is told so and sent home. */
export default function AdminPage() {
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const denied = useRef(false);
  const [stats, setStats] = useState<{ state: 'loading' | 'ready' | 'error'; data: AdminStats | null }>({ state: 'loading', data: null });

  useEffect(() => {
    if (isAdmin || denied.current) return;
    // Once only, even when React runs effects twice in development.
    denied.current = true;
    toast({ title: 'Access Denied', description: "You don't have permission to access the admin dashboard.", variant: 'destructive' });
    void navigate('/', { replace: true });
  }, [isAdmin, navigate]);

  useEffect(() => {
    if (!isAdmin) return;
    let cancelled = false;
    const load = async () => {
      try {
        const data = await apiRequest<AdminStats>('GET', '/api/admin/stats');
        if (!cancelled) setStats({ state: 'ready', data });
      } catch {
        if (!cancelled) setStats((current) => (current.data ? current : { state: 'error', data: null }));
      }
    };
    void load();
    const timer = setInterval(() => void load(), statsRefreshMs);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [isAdmin]);

  if (!user || !isAdmin) return null;

  return (
    <div>
      <PageTitle description="How The Paint Forge is doing: accounts, content and system health.">Admin Dashboard</PageTitle>
      {stats.state === 'loading' ? <Loading label="Loading admin dashboard..." /> : null}
      {stats.state === 'error' ? (
        <Alert tone="error">
          <p className="font-semibold">Error loading admin dashboard. Please check your permissions.</p>
          <p>Only admin users can access this page.</p>
        </Alert>
      ) : null}
      {stats.data ? <StatsView stats={stats.data} /> : null}
    </div>
  );
}

function StatsView({ stats }: { stats: AdminStats }) {
  const uptimeHours = Math.floor(stats.systemHealth.uptime / 3600);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard icon={<Users />} title="Total Users" value={String(stats.totalUsers)} detail={`${stats.verifiedUsers} verified, ${stats.unverifiedUsers} pending`} />
        <StatCard icon={<Database />} title="Paint Database" value={String(stats.totalPaints)} detail="total paints" />
        <StatCard icon={<Images />} title="User Projects" value={String(stats.totalProjects)} detail="total projects" />
        <StatCard icon={<Activity />} title="Error Rate" value={`${stats.systemHealth.errorRate.toFixed(1)}%`} detail="last 24 hours" />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <h2 className="font-semibold">Recent Signups</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {stats.recentSignups.map((row) => (
              <li key={row.date} className="flex justify-between">
                <span>{row.date}</span>
                <span>{row.count}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="font-semibold">Most Popular Paints</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {stats.popularPaints.map((paint) => (
              <li key={`${paint.brand}-${paint.name}`} className="flex justify-between gap-2">
                <span>
                  {paint.name} <span className="text-muted">({paint.brand})</span>
                </span>
                <span>{paint.usage_count} uses</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="font-semibold">System Health</h2>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt>Uptime</dt>
              <dd>{uptimeHours} hours</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt>Last backup</dt>
              <dd>{stats.systemHealth.lastBackup}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Error rate</dt>
              <dd>{stats.systemHealth.errorRate.toFixed(1)}%</dd>
            </div>
          </dl>
        </Card>
      </div>
    </div>
  );
}

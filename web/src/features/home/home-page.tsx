import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { FileUp, Heart, Images, Package, Plus, ScanBarcode } from 'lucide-react';
import { isDoneStage } from '@paintforge/sync-protocol';
import { Card } from '../../components/card';
import { formatCount } from '../../components/format-count';
import { PageTitle } from '../../components/page-title';
import { Loading } from '../../components/status-message';
import { burnDown, pileSize, stageCounts } from '../../components/burn-down/pile-figures';
import { useAuth } from '../../data/account/auth-state';
import { usePaints } from '../../data/collection/paints';
import { usePileSettings } from '../../data/collection/pile-settings';
import { useBlobUrl, useProjects, type ProjectListItem } from '../../data/collection/projects';
import { t } from '../../i18n/t';

const latestCount = 4;

/**
 * `/` for a signed-in painter (issue 37): what they own and wish for, the pile of shame and this month's goal, their
 * latest miniatures, and the three things they come to do (scan, add a paint, import). Read from this device, so it
 * opens offline; visitors get the marketing page instead (app/home-route.tsx).
 */
export default function HomePage() {
  const { user } = useAuth();
  const inventory = usePaints('inventory');
  const wishlist = usePaints('wishlist');
  const projects = useProjects();
  const { monthlyGoal } = usePileSettings();

  // The figures change with the data (a live query), not with the clock: "this month" is taken with them.
  const pile = useMemo(() => {
    if (!projects) return null;
    const counts = stageCounts(projects);
    return { models: pileSize(counts), paintedThisMonth: burnDown(projects, new Date(), 1).painted[0] ?? 0 };
  }, [projects]);
  const latest = useMemo(() => (projects ?? []).filter((project) => isDoneStage(project.stage)).slice(0, latestCount), [projects]);

  return (
    <div className="space-y-6 pb-4">
      <PageTitle title={t('home.title')} className="mb-2">
        {user?.firstName ? t('home.hello', { name: user.firstName }) : t('home.yourTable')}
      </PageTitle>

      <nav aria-label={t('home.shortcuts')} className="grid grid-cols-3 gap-2">
        <Shortcut to="/scan" icon={<ScanBarcode />} label={t('home.scan')} />
        <Shortcut to="/inventory?open=add" icon={<Plus />} label={t('home.addPaint')} />
        <Shortcut to="/inventory?open=import" icon={<FileUp />} label={t('home.import')} />
      </nav>

      <section aria-labelledby="home-paints" className="space-y-2">
        <h2 id="home-paints" className="text-lg font-semibold">
          {t('home.paints')}
        </h2>
        {inventory === undefined || wishlist === undefined ? (
          <Loading label={t('home.loadingPaints')} />
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Figure
              to="/inventory"
              icon={<Package />}
              value={formatCount(inventory.length)}
              label={t('home.owned', { pots: inventory.reduce((pots, paint) => pots + paint.quantity, 0) })}
            />
            <Figure to="/inventory?view=wishlist" icon={<Heart />} value={formatCount(wishlist.length)} label={t('home.onWishlist')} />
          </div>
        )}
      </section>

      <section aria-labelledby="home-pile" className="space-y-2">
        <h2 id="home-pile" className="text-lg font-semibold">
          {t('home.pile')}
        </h2>
        {pile === null ? (
          <Loading label={t('home.loadingPile')} />
        ) : (
          <Card padding="sm" className="space-y-2">
            <p>
              <span className="text-2xl font-bold tabular-nums">{formatCount(pile.models)}</span>{' '}
              {t('home.stillToPaint', { count: pile.models })}
            </p>
            <MonthGoal painted={pile.paintedThisMonth} goal={monthlyGoal} />
            <Link to="/pile" className="inline-block text-sm font-medium text-brand-ink underline underline-offset-2">
              {t('home.openPile')}
            </Link>
          </Card>
        )}
      </section>

      <section aria-labelledby="home-latest" className="space-y-2">
        <h2 id="home-latest" className="text-lg font-semibold">
          {t('home.latest')}
        </h2>
        {projects === undefined ? (
          <Loading label={t('home.loadingMiniatures')} />
        ) : latest.length === 0 ? (
          <p className="text-muted">
            {t('home.noMiniatures')}{' '}
            <Link to="/projects" className="font-medium text-brand-ink underline underline-offset-2">
              {t('home.addOne')}
            </Link>
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {latest.map((project) => (
              <LatestMiniature key={project.id} project={project} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Shortcut({ to, icon, label }: { to: string; icon: React.ReactNode; label: string }) {
  return (
    // A tile, not a button's look: a button's height and one-line label would fight a className (components/button.tsx).
    <Link
      to={to}
      className="flex flex-col items-center justify-center gap-1 rounded-md border border-line-strong bg-surface px-2 py-3 text-center text-sm font-medium text-ink transition-colors hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-5 [&_svg]:shrink-0"
    >
      <span aria-hidden="true">{icon}</span>
      {label}
    </Link>
  );
}

function Figure({ to, icon, value, label }: { to: string; icon: React.ReactNode; value: string; label: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-lg border border-line bg-surface p-3 shadow-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <span aria-hidden="true" className="text-brand-ink [&_svg]:size-6">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-2xl leading-tight font-bold tabular-nums">{value}</span>
        <span className="block text-sm text-muted">{label}</span>
      </span>
    </Link>
  );
}

/** This month's models painted against the painter's monthly goal, or an invitation to set one. */
function MonthGoal({ painted, goal }: { painted: number; goal: number | null }) {
  if (goal === null) return <p className="text-sm text-muted">{t('home.noGoal', { painted })}</p>;
  const percent = Math.min(100, Math.round((painted / goal) * 100));
  return (
    <div className="space-y-1">
      <p className="text-sm">{t('home.goal', { painted: formatCount(painted), goal })}</p>
      <div
        role="progressbar"
        aria-label={t('home.goalLabel')}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(painted, goal)}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function LatestMiniature({ project }: { project: ProjectListItem }) {
  const image = useBlobUrl(project.imageHash);
  return (
    <li>
      <Link
        to="/projects"
        className="block overflow-hidden rounded-lg border border-line bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <span className="flex aspect-[3/2] items-center justify-center bg-surface-2 text-muted">
          {image ? <img src={image} alt="" className="size-full object-contain" /> : <Images aria-hidden="true" className="size-6" />}
        </span>
        <span className="block truncate px-2 py-1.5 text-sm font-medium">{project.name}</span>
      </Link>
    </li>
  );
}

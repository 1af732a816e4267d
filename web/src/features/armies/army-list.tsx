import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FileUp, Swords } from 'lucide-react';
import { Button } from '../../components/button';
import { PageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/status-message';
import type { ArmyWorld } from '../../data/armies/armies';
import { armyProgress } from './army-figures';
import { ImportRosterDialog } from './import-roster-dialog';
import { SchemesSection } from './schemes-section';
import { ShoppingList } from './shopping-list';
import { t } from '../../i18n/t';

/** Every army with its progress, the one shopping list across them, and the painter's schemes. */
export function ArmyList({ world }: { world: ArmyWorld }) {
  const [importing, setImporting] = useState(false);
  return (
    <div className="space-y-6">
      <PageTitle description={t('armies.description')}>{t('armies.title')}</PageTitle>
      {world.armies.length > 0 ? (
        <Button onClick={() => setImporting(true)}>
          <FileUp aria-hidden="true" className="size-4" /> {t('armies.import')}
        </Button>
      ) : null}
      {world.armies.length === 0 ? (
        <EmptyState
          icon={<Swords />}
          title={t('armies.emptyTitle')}
          actions={
            <Button onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" className="size-4" /> {t('armies.import')}
            </Button>
          }
        >
          <p>{t('armies.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul aria-label={t('armies.title')} className="space-y-2">
          {world.armies.map((army) => {
            const units = world.units.filter((unit) => unit.armyId === army.id);
            const progress = armyProgress(units, world.entries);
            return (
              <li key={army.id}>
                <Link
                  to={`/armies/${army.id}`}
                  className="block rounded-lg border border-line bg-surface p-3 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <span className="block font-medium break-words">{army.name}</span>
                  <span className="block text-sm text-muted">
                    {[army.faction, army.game, army.points === null ? null : t('armies.points', { points: army.points })]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <span className="block text-sm">
                    {t('armies.summary', { units: units.length, models: progress.models, painted: progress.painted })}
                    {progress.toBuy > 0 ? t('armies.toBuySuffix', { count: progress.toBuy }) : ''}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <ShoppingList world={world} />
      <SchemesSection world={world} />
      <ImportRosterDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}

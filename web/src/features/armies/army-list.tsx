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

/** Every army with its progress, the one shopping list across them, and the painter's schemes. */
export function ArmyList({ world }: { world: ArmyWorld }) {
  const [importing, setImporting] = useState(false);
  return (
    <div className="space-y-6">
      <PageTitle description="Import a roster, link the models you own, paint every unit with one scheme.">Armies</PageTitle>
      {world.armies.length > 0 ? (
        <Button onClick={() => setImporting(true)}>
          <FileUp aria-hidden="true" className="size-4" /> Import a roster
        </Button>
      ) : null}
      {world.armies.length === 0 ? (
        <EmptyState
          icon={<Swords />}
          title="No armies yet"
          actions={
            <Button onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" className="size-4" /> Import a roster
            </Button>
          }
        >
          <p>Bring in a list from BattleScribe or New Recruit, or paste it as text, and see what you own, what to paint and what to buy.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Armies" className="space-y-2">
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
                    {[army.faction, army.game, army.points === null ? null : `${army.points} points`].filter(Boolean).join(' · ')}
                  </span>
                  <span className="block text-sm">
                    {units.length} units, {progress.models} models: {progress.painted} painted
                    {progress.toBuy > 0 ? `, ${progress.toBuy} to buy` : ''}
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

import { Swords } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { Loading } from '../../components/status-message';
import { useArmyWorld } from '../../data/armies/armies';
import { useAuth } from '../../data/account/auth-state';
import { ArmyList } from './army-list';
import { ArmyView } from './army-view';

/** /armies (issue 35): the painter's armies, one shopping list and the schemes; /armies/:armyId one army. */
export default function ArmiesPage() {
  const { user } = useAuth();
  const { armyId } = useParams();
  const world = useArmyWorld();
  if (!user)
    return (
      <div className="space-y-6">
        <PageTitle description="From army list to painted army.">Armies</PageTitle>
        <SignUpPrompt icon={<Swords />} title="Plan your army against your shelf">
          Create a free account to import a roster, see every unit's models by stage, and get one shopping list for what is missing.
        </SignUpPrompt>
      </div>
    );
  if (world === undefined) return <Loading label="Loading your armies…" room="page" />;
  if (armyId) return <ArmyView armyId={armyId} world={world} />;
  return <ArmyList world={world} />;
}

import { Swords } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { SignUpPrompt } from '../../components/sign-up-prompt';
import { Loading } from '../../components/status-message';
import { useArmyWorld } from '../../data/armies/armies';
import { useAuth } from '../../data/account/auth-state';
import { ArmyList } from './army-list';
import { ArmyView } from './army-view';
import { t } from '../../i18n/t';

/** /armies (issue 35): the painter's armies, one shopping list and the schemes; /armies/:armyId one army. */
export default function ArmiesPage() {
  const { user } = useAuth();
  const { armyId } = useParams();
  const world = useArmyWorld();
  if (!user)
    return (
      <div className="space-y-6">
        <PageTitle description={t('armies.signedOutDescription')}>{t('armies.title')}</PageTitle>
        <SignUpPrompt icon={<Swords />} title={t('armies.signUpTitle')}>
          {t('armies.signUpText')}
        </SignUpPrompt>
      </div>
    );
  if (world === undefined) return <Loading label={t('armies.loading')} room="page" />;
  if (armyId) return <ArmyView armyId={armyId} world={world} />;
  return <ArmyList world={world} />;
}

import { Link } from 'react-router-dom';
import { Card } from '../../components/card';
import { PageTitle } from '../../components/page-title';
import { useAuth } from '../../data/account/auth-state';
import { QueryScope } from '../../data/server/query-client';
import { ChangePassword } from './change-password';
import { DeleteAccount } from './delete-account';
import { EmailSettings } from './email-settings';
import { LanguageSettings } from './language-settings';
import { PersonalInformation } from './personal-information';
import { ProfilePicture } from './profile-picture';
import { t } from '../../i18n/t';

/** Profile settings (spec §2): picture, personal information, email settings, change password, and deletion. */
export default function ProfilePage() {
  return (
    <QueryScope>
      <ProfileSettings />
    </QueryScope>
  );
}

function ProfileSettings() {
  const { user } = useAuth();

  if (!user) {
    return (
      <div>
        <PageTitle title={t('profile.title')}>{t('profile.title')}</PageTitle>
        <Card className="max-w-lg">
          <p>{t('profile.signedOut')}</p>
          <Link
            to="/login"
            className="mt-4 inline-block rounded-sm font-medium text-brand-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t('profile.logIn')}
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <div>
      <PageTitle description={t('profile.description')}>{t('profile.title')}</PageTitle>
      <div className="grid gap-5 md:grid-cols-2">
        <ProfilePicture user={user} />
        {/* Keyed by the stored names, so the form shows them again after they change (saved here or refreshed). */}
        <PersonalInformation key={`${user.firstName ?? ''}\n${user.lastName ?? ''}`} user={user} />
        <EmailSettings user={user} />
        <LanguageSettings />
        <ChangePassword email={user.email} />
        <DeleteAccount email={user.email} />
      </div>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { KeyRound, Mail, UserRound } from 'lucide-react';
import { Card } from '../../components/card';
import { PageTitle } from '../../components/page-title';
import { displayName, initials, useAuth } from '../../data/auth-state';

function Section({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="text-brand-ink [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

/** Profile settings (spec §2): profile picture, personal information, email settings, change password. */
export default function ProfilePage() {
  const { user } = useAuth();

  if (!user) {
    return (
      <div>
        <PageTitle title="Profile Settings">Profile Settings</PageTitle>
        <Card className="max-w-lg">
          <p>Please log in to view your profile.</p>
          <Link
            to="/login"
            className="mt-4 inline-block rounded-sm font-medium text-brand-ink underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            Log in
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <div>
      <PageTitle description="Your picture, your name, your email address and your password.">Profile Settings</PageTitle>
      <div className="grid gap-5 md:grid-cols-2">
        <Section icon={<UserRound />} title="Profile Picture">
          <div className="flex items-center gap-4">
            {user.profileImageUrl ? (
              <img src={user.profileImageUrl} alt="Your profile picture" className="size-20 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-brand text-2xl font-semibold text-brand-fg">
                {initials(user)}
              </span>
            )}
            <p className="text-sm text-muted">{user.profileImageUrl ? 'Your current picture.' : 'No picture yet: your initials are shown instead.'}</p>
          </div>
        </Section>
        <Section icon={<UserRound />} title="Personal Information">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail term="First name" value={user.firstName || '—'} />
            <Detail term="Last name" value={user.lastName || '—'} />
          </dl>
        </Section>
        <Section icon={<Mail />} title="Email Settings">
          <dl>
            <Detail term="Email address" value={user.email} />
          </dl>
        </Section>
        <Section icon={<KeyRound />} title="Change Password">
          <p className="text-sm text-muted">Signed in as {displayName(user)}. Password changes are made here once your account settings are available.</p>
        </Section>
      </div>
    </div>
  );
}

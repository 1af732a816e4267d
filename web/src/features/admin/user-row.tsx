import { Trash2 } from 'lucide-react';
import type { AdminUser } from '@paintforge/sync-protocol';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { cn } from '../../components/cn';
import { Switch } from '../../components/switch';
import { displayName, initials } from '../../data/account/auth-state';
import { t } from '../../i18n/t';
import { formatWhen } from './admin-format';

const tag = 'inline-flex items-center rounded-full border border-line px-2 py-0.5 text-xs font-medium';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * One account in User Management: every user field of spec §3 the listing carries (never a password or a token),
 * its paint and project counts, the admin switch and the delete button.
 */
export function UserRow({
  user,
  busy,
  onSetAdmin,
  onDelete,
}: {
  user: AdminUser;
  busy: boolean;
  onSetAdmin: (isAdmin: boolean) => void;
  onDelete: () => void;
}) {
  const switchId = `admin-switch-${user.id}`;
  return (
    <article aria-label={displayName(user)} className="rounded-lg border border-line bg-surface p-4">
      <div className="flex items-start gap-3">
        <Avatar imageUrl={user.profileImageUrl} initials={initials(user)} className="size-10" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-all">{displayName(user)}</h3>
          {user.firstName || user.lastName ? <p className="text-sm break-all">{user.email}</p> : null}
          <div className="mt-1 flex flex-wrap gap-1">
            <span className={cn(tag, user.emailVerified ? 'bg-success-soft text-success-ink' : 'bg-surface-2 text-muted')}>
              {user.emailVerified ? t('admin.verified') : t('admin.unverified')}
            </span>
            {user.isAdmin ? <span className={cn(tag, 'bg-brand-soft text-brand-ink')}>{t('admin.adminTag')}</span> : null}
          </div>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label={t('admin.paints')}>{user.paintCount}</Fact>
        <Fact label={t('admin.projects')}>{user.projectCount}</Fact>
        <Fact label={t('admin.lastLogin')}>{user.lastLoginAt ? formatWhen(user.lastLoginAt) : t('admin.neverLoggedIn')}</Fact>
        <Fact label={t('admin.joined')}>{formatWhen(user.createdAt)}</Fact>
        <Fact label={t('admin.updated')}>{formatWhen(user.updatedAt)}</Fact>
        {user.pendingEmail ? <Fact label={t('admin.pendingEmail')}>{user.pendingEmail}</Fact> : null}
        {user.passwordResetExpiry ? <Fact label={t('admin.resetUntil')}>{formatWhen(user.passwordResetExpiry)}</Fact> : null}
        <Fact label={t('admin.id')}>
          <span className="font-mono text-xs break-all">{user.id}</span>
        </Fact>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={user.isAdmin} disabled={busy} onCheckedChange={onSetAdmin} />
          <label htmlFor={switchId} className="text-sm">
            {t('admin.adminTag')}
            <span className="sr-only"> {t('admin.rightsFor', { email: user.email })}</span>
          </label>
        </div>
        <Button variant="outline" size="sm" disabled={busy} onClick={onDelete} aria-label={t('admin.deleteLabel', { email: user.email })}>
          <Trash2 aria-hidden="true" className="size-4" /> {t('admin.delete')}
        </Button>
      </div>
    </article>
  );
}

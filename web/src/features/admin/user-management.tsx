import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type AdminUser } from '@paintforge/sync-protocol';
import { ConfirmDialog } from '../../components/alert-dialog';
import { toast } from '../../components/use-toast';
import { displayName } from '../../data/account/auth-state';
import { useAdminUsers, useDeleteUser, useSetAdmin } from '../../data/admin/admin';
import { adminActionErrorText } from '../../messages/error-text';
import { QueryState } from './query-state';
import { UserRow } from './user-row';
import { adminText } from '../../messages/admin-text';
import { t } from '../../i18n/t';

/** A row's height before it is measured (a phone-width card); the real height replaces it once drawn. */
const estimatedRowHeight = 300;

/**
 * User Management (spec §2, §6): every account, newest first. Only the rows near the screen are drawn (TanStack
 * Virtual against the page's own scroll), so ten thousand accounts cost as little as ten.
 */
export function UserManagement() {
  const users = useAdminUsers(true);
  const setAdmin = useSetAdmin();
  const deleteUser = useDeleteUser();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  function changeAdmin(user: AdminUser, isAdmin: boolean) {
    setAdmin.mutate(
      { id: user.id, isAdmin },
      {
        onSuccess: () => toast({ title: t('admin.success'), description: adminText.toggleSuccess }),
        onError: (error) =>
          toast({ title: t('admin.error'), description: adminActionErrorText('toggle-admin', error), variant: 'destructive' }),
      },
    );
  }

  function confirmDelete() {
    const user = toDelete;
    if (!user) return;
    deleteUser.mutate(user.id, {
      onSuccess: () => toast({ title: t('admin.success'), description: adminText.deleteSuccess }),
      onError: (error) =>
        toast({ title: t('admin.error'), description: adminActionErrorText('delete-user', error), variant: 'destructive' }),
    });
  }

  // The row being changed: its switch and button wait for the answer.
  const busyId = setAdmin.isPending ? setAdmin.variables.id : deleteUser.isPending ? deleteUser.variables : null;

  return (
    <section aria-labelledby="user-management" className="mt-8">
      <h2 id="user-management" className="text-xl font-semibold">
        {t('admin.userManagement')}
      </h2>
      {users.data ? <p className="text-sm text-muted">{t('admin.accountsCount', { count: users.data.length })}</p> : null}
      <div className="mt-4">
        <QueryState query={users} loadingLabel={t('admin.loadingUsers')} failed={t('admin.usersNotLoaded')} empty={t('admin.noUsers')} />
        {users.data && users.data.length > 0 ? (
          <UserList users={users.data} busyId={busyId} onSetAdmin={changeAdmin} onDelete={setToDelete} />
        ) : null}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('admin.deleteUserTitle')}
        description={toDelete ? t('admin.deleteUserText', { name: displayName(toDelete), email: toDelete.email }) : null}
        confirmLabel={t('admin.deleteUser')}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

export function UserList({
  users,
  busyId,
  onSetAdmin,
  onDelete,
}: {
  users: readonly AdminUser[];
  busyId: string | null;
  onSetAdmin: (user: AdminUser, isAdmin: boolean) => void;
  onDelete: (user: AdminUser) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page: the virtualizer counts the page's scroll from there.
  useLayoutEffect(() => {
    setScrollMargin(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: users.length,
    estimateSize: () => estimatedRowHeight,
    overscan: 4,
    gap: 12,
    scrollMargin,
    getItemKey: (index) => users[index]?.id ?? index,
  });

  return (
    <ul ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const user = users[item.index];
        if (!user) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <UserRow
              user={user}
              busy={busyId === user.id}
              onSetAdmin={(isAdmin) => onSetAdmin(user, isAdmin)}
              onDelete={() => onDelete(user)}
            />
          </li>
        );
      })}
    </ul>
  );
}

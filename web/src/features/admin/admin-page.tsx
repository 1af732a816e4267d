import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { PageTitle } from '../../components/page-title';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/status-message';
import { toast } from '../../components/use-toast';
import { useAdminStats } from '../../data/admin/admin';
import { ApiError } from '../../data/server/api-client';
import { useAuth } from '../../data/account/auth-state';
import { QueryScope } from '../../data/server/query-client';
import { failureDescription } from '../../messages/error-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { StatsView } from './admin-stats';
import { BarcodeReview } from './barcode-review';
import { Backups } from './backups';
import { CatalogCorrections } from './catalog-corrections';
import { ColourAgreements } from './colour-agreements';
import { FeedbackTriage } from './feedback-triage';
import { UserManagement } from './user-management';
import { adminText } from '../../messages/admin-text';
import { t } from '../../i18n/t';

/** The admin dashboard (spec §2, §6). Anyone who is not an admin is told so and sent home. */
export default function AdminPage() {
  return (
    <QueryScope>
      <AdminDashboard />
    </QueryScope>
  );
}

/** The server refused the caller's right (read from its database on every request), whatever this device believed. */
const isPermissionRefusal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

function AdminDashboard() {
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const denied = useRef(false);
  const stats = useAdminStats(isAdmin);
  // A stored session that still says admin after the right was taken away: the server's 403 decides.
  const refused = stats.isError && stats.error instanceof ApiError && stats.error.code === 'forbidden';
  const allowed = isAdmin && !refused;

  useEffect(() => {
    if (allowed || denied.current) return;
    // Once only, even when React runs effects twice in development.
    denied.current = true;
    toast({ title: adminText.accessDeniedTitle, description: adminText.accessDenied, variant: 'destructive' });
    void navigate('/', { replace: true });
  }, [allowed, navigate]);

  if (!user || !allowed) return null;

  return (
    <div className="min-w-0">
      <PageTitle description={t('admin.description')}>{t('admin.title')}</PageTitle>
      {stats.isPending ? <Loading label={t('admin.loading')} /> : null}
      {/* A failed refresh keeps the figures already shown; the next refresh tries again. */}
      {stats.isError && !stats.data ? (
        <Alert tone="error">
          {isPermissionRefusal(stats.error) ? (
            <>
              <p className="font-semibold">{t('admin.permissionError')}</p>
              <p>{t('admin.adminsOnly')}</p>
            </>
          ) : (
            // Not a permission problem: say what it is.
            <>
              <p className="font-semibold">{t('admin.loadError')}</p>
              <p>{failureDescription(stats.error, t('failure.tryAgain'))}</p>
            </>
          )}
        </Alert>
      ) : null}
      <Tabs defaultValue="overview">
        <TabsList aria-label={t('admin.sections')}>
          <TabsTrigger value="overview">{t('admin.tabOverview')}</TabsTrigger>
          <TabsTrigger value="feedback">{t('admin.tabFeedback')}</TabsTrigger>
          <TabsTrigger value="catalog">{t('admin.tabColours')}</TabsTrigger>
          <TabsTrigger value="barcodes">{t('admin.tabBarcodes')}</TabsTrigger>
          <TabsTrigger value="backups">{t('admin.tabBackups')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          {stats.data ? <StatsView stats={stats.data} /> : null}
          <UserManagement />
        </TabsContent>
        <TabsContent value="feedback">
          <FeedbackTriage />
        </TabsContent>
        <TabsContent value="catalog">
          <div className="space-y-8">
            <ColourAgreements />
            <CatalogCorrections />
          </div>
        </TabsContent>
        <TabsContent value="barcodes">
          <BarcodeReview />
        </TabsContent>
        <TabsContent value="backups">
          <Backups />
        </TabsContent>
      </Tabs>
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { adminMessages, adminStatsSchema } from '@paintforge/sync-protocol';
import { isPostgres } from '../../db/dialect.js';
import { createTestAdmin } from '../../testing/admin.js';
import { createTestUser, send, testCatalogPaints, type TestUser } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';

const testApp = useSyncTestApp();

async function ok(user: TestUser, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await send(testApp().app, user, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

describe('GET /api/admin/stats', () => {
  it('answers the spec’s shape with real figures', async () => {
    const admin = await createTestAdmin(testApp());
    const [ada, grace, linus] = [await createTestUser(testApp()), await createTestUser(testApp()), await createTestUser(testApp())];
    await testApp().db.updateTable('user').set({ emailVerified: 1 }).where('id', 'in', [admin.id, ada.id]).execute();
    await testApp()
      .db.updateTable('user')
      .set({ createdAt: daysAgo(3) })
      .where('id', '=', grace.id)
      .execute();
    await testApp()
      .db.updateTable('user')
      .set({ createdAt: daysAgo(40) })
      .where('id', '=', linus.id)
      .execute();

    const [black, scarlet] = testCatalogPaints;
    for (const painter of [ada, grace]) {
      const project = await ok(painter, 'POST', '/api/projects', { name: 'Knight' });
      await ok(painter, 'POST', `/api/projects/${project.id}/paints`, { paintId: black!.id, partName: 'Armor' });
      await ok(painter, 'POST', `/api/projects/${project.id}/paints`, { paintId: black!.id, partName: 'Base' });
      if (painter === ada) await ok(painter, 'POST', `/api/projects/${project.id}/paints`, { paintId: scarlet!.id, partName: 'Cloak' });
    }
    // A deleted miniature counts for nothing.
    const gone = await ok(ada, 'POST', '/api/projects', { name: 'Gone' });
    await ok(ada, 'POST', `/api/projects/${gone.id}/paints`, { paintId: scarlet!.id, partName: 'Cloak' });
    await testApp().db.updateTable('project').set({ deletedAt: new Date().toISOString() }).where('id', '=', gone.id).execute();

    const response = await send(testApp().app, admin, 'GET', '/api/admin/stats');
    expect(response.statusCode, response.body).toBe(200);
    const stats = adminStatsSchema.strict().parse(response.json());
    expect(stats).toMatchObject({
      totalUsers: 4,
      verifiedUsers: 2,
      unverifiedUsers: 2,
      totalPaints: testCatalogPaints.length,
      totalProjects: 2,
      popularPaints: [
        { name: 'Abaddon Black', brand: 'Citadel', usage_count: 4 },
        { name: 'Evil Sunz Scarlet', brand: 'Citadel', usage_count: 1 },
      ],
    });
    expect(stats.systemHealth).toMatchObject({ lastBackup: adminMessages.neverBackedUp, lastBackupAt: null });
    expect(stats.systemHealth.uptime).toBeGreaterThanOrEqual(0);
    // Fourteen days, oldest first, today last; the 40-day-old signup is outside.
    expect(stats.recentSignups).toHaveLength(14);
    expect(stats.recentSignups.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 2 });
    expect(stats.recentSignups.at(-4)).toEqual({ date: daysAgo(3).slice(0, 10), count: 1 });
    expect(stats.recentSignups.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  it('names the newest backup file as the last backup (SQLite; Postgres is backed up with pg_dump)', async () => {
    const admin = await createTestAdmin(testApp());
    if (isPostgres(testApp().db)) {
      // Neither the list the admin's Backups tab reads nor a backup on demand: the tab says so by this code (the
      // page's words for it are checked on a built server on Postgres, e2e/postgres.test.ts).
      for (const method of ['GET', 'POST'] as const) {
        const refused = await send(testApp().app, admin, method, '/api/admin/backups');
        expect(refused.statusCode, method).toBe(409);
        expect(refused.json()).toEqual({ error: 'backups-unavailable', message: adminMessages.backupsUnavailable });
      }
      const stats = adminStatsSchema.parse(await ok(admin, 'GET', '/api/admin/stats'));
      expect(stats.systemHealth).toMatchObject({ lastBackup: adminMessages.neverBackedUp, lastBackupAt: null });
      return;
    }
    const made = await ok(admin, 'POST', '/api/admin/backups');
    const stats = adminStatsSchema.parse(await ok(admin, 'GET', '/api/admin/stats'));
    expect(stats.systemHealth.lastBackup).toBe(made.createdAt);
    expect(stats.systemHealth.lastBackupAt).toBe(made.createdAt);
  });
});

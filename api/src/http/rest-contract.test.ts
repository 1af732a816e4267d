import { describe, expect, it } from 'vitest';
import { restContract } from '@paintforge/sync-protocol';
import { createTestAdmin } from '../testing/admin.js';
import { send } from '../testing/sync.js';
import { useSyncTestApp } from '../testing/use-sync-test-app.js';

const testApp = useSyncTestApp();

describe('the REST contract', () => {
  it.each(Object.entries(restContract))('%s is served at its method and path', (_name, route) => {
    expect(testApp().app.hasRoute({ method: route.method, url: route.path })).toBe(true);
  });

  it("answers what the contract's response schema says (the stats and the users)", async () => {
    const t = testApp();
    const admin = await createTestAdmin(t);
    for (const route of [restContract.adminStats, restContract.adminUsers]) {
      const response = await send(t.app, admin, route.method, route.path);
      expect(response.statusCode).toBe(200);
      expect(route.response.safeParse(response.json()).success).toBe(true);
    }
  });
});

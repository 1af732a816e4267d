import { describe, expect, it } from 'vitest';
import { restContract } from '@paintforge/sync-protocol';
import { callRoute, pathOf } from './rest-client';

describe('the typed REST client', () => {
  it("fills a route's path params, encoded", () => {
    expect(pathOf(restContract.adminSetAdmin, { id: 'a/b c' })).toBe('/api/admin/users/a%2Fb%20c/toggle-admin');
    expect(pathOf(restContract.adminStats)).toBe('/api/admin/stats');
    expect(() => pathOf(restContract.adminDeleteUser)).toThrow('needs the param id');
    expect(pathOf(restContract.adminFeedback, {}, { status: 'open', type: undefined, colorReport: 'true' })).toBe(
      '/api/admin/feedback?status=open&colorReport=true',
    );
  });

  it('types each call by its route: params and body are required where the route has them (tsc -b checks this file)', () => {
    const calls = [
      // @ts-expect-error the route has an :id param.
      () => callRoute(restContract.adminDeleteUser, {}),
      // @ts-expect-error isAdmin is a boolean.
      () => callRoute(restContract.adminSetAdmin, { params: { id: 'u' }, body: { isAdmin: 'yes' } }),
      // @ts-expect-error the stats take no body.
      () => callRoute(restContract.adminStats, { body: { x: 1 } }),
    ];
    expect(calls).toHaveLength(3);
  });
});

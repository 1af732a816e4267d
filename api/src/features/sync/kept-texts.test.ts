import { describe, expect, it } from 'vitest';
import { keptTextsPerField } from '@paintforge/sync-protocol';
import { createTestUser, mutations, newDevice, projectArgs, pullOk, pushOk } from '../../testing/sync.js';
import { useSyncTestApp } from '../../testing/use-sync-test-app.js';

/**
 * Issue 33: the texts an edit replaces are kept on the row, at most keptTextsPerField per field. Clients send only
 * mutations, never kept texts, so a painter with many phones cannot grow a row beyond that bound on the server.
 */
const testApp = useSyncTestApp();

describe('kept texts on the server', () => {
  it(`keeps at most ${keptTextsPerField} replaced descriptions, the newest, however many phones edited offline`, async () => {
    const user = await createTestUser(testApp());
    const first = newDevice();
    const project = projectArgs({ description: 'Blue armour' });
    await pushOk(testApp().app, user, first, mutations(first, ['project.create@1', project]));
    // Twelve phones, all offline since "Blue armour", push their own words one after another.
    for (let phone = 1; phone <= 12; phone++) {
      const device = newDevice();
      const edit = {
        id: project.id,
        changes: { description: `Armour ${phone}` },
        base: { description: 'Blue armour' },
        updatedAt: new Date().toISOString(),
      };
      const answer = await pushOk(testApp().app, user, device, mutations(device, ['project.update@2', edit]));
      expect(answer.results).toMatchObject([{ status: 'applied' }]);
    }
    const pulled = await pullOk(testApp().app, user, newDevice());
    const row = pulled.patch.find((operation) => operation.entity === 'project' && operation.id === project.id);
    expect(row?.entity === 'project' && row.value).toMatchObject({ description: 'Armour 12' });
    expect(row?.entity === 'project' && row.value.conflicts.map((kept) => kept.text)).toEqual([
      'Armour 7',
      'Armour 8',
      'Armour 9',
      'Armour 10',
      'Armour 11',
    ]);
  });
});

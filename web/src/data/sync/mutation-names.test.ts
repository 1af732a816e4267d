import { describe, expect, it } from 'vitest';
import { mutationList } from '@paintforge/sync-protocol';
import { mutationsByName } from './mutation-names';

describe('mutationsByName', () => {
  it('names every mutation of sync-protocol by its own key', () => {
    for (const [name, definition] of Object.entries(mutationsByName)) expect(definition.key).toBe(name);
    expect(Object.keys(mutationsByName).sort()).toEqual(mutationList.map((definition) => definition.key).sort());
  });
});

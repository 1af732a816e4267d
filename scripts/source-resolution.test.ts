import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A test that imports a workspace package's build can pass against yesterday's code. Every Vitest project
// includes this file, so each resolver (Node-side and browser-side) is checked to give the source.
// Vitest runs from the repository's root (its config's folder); happy-dom's import.meta.url is not a file URL.
const root = `${process.cwd()}/`;

function readJson(path: string): { name?: string; workspaces?: string[]; exports?: Record<string, unknown> } {
  return JSON.parse(readFileSync(`${root}${path}`, 'utf8'));
}

const specifiers = (readJson('package.json').workspaces ?? []).flatMap((workspace) => {
  const manifest = readJson(`${workspace}/package.json`);
  return Object.keys(manifest.exports ?? {}).map((subpath) => `${manifest.name}${subpath.slice(1)}`);
});

describe('workspace packages resolve to their source', () => {
  it('finds the packages that export anything', () => {
    expect(specifiers).toContain('@paintforge/sync-protocol');
  });

  it.each(specifiers)('%s', (specifier) => {
    const resolved = decodeURIComponent(new URL(import.meta.resolve(specifier)).pathname);
    expect(resolved).not.toMatch(/[\\/]dist[\\/]/);
    expect(resolved).toMatch(/[\\/]src[\\/].+\.tsx?$/);
    expect(existsSync(resolved)).toBe(true);
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints fixture sources as if they lived at a path in the repository, with the project's own ESLint config: a
// forbidden import must fail `npm run lint` with the boundary rule, and an allowed one must not.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `import { value } from '${importPath}';\nexport const used = value;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('import boundaries in lint', () => {
  it.each([
    ['web/src/components/fixture.tsx', '../data/server/api-client', 'components/ are UI primitives'],
    ['web/src/data/fixture.ts', '../components/use-toast', 'data/ has no UI'],
    ['web/src/data/sync/fixture.ts', '../../app/router', 'data/ has no UI'],
    ['web/src/features/inventory/fixture.tsx', '../projects/projects-page', 'A feature imports no other feature'],
    ['sync-protocol/src/fixture.ts', '../../api/src/app.js', 'sync-protocol is the pure shared core'],
    ['sync-protocol/src/colour/fixture.ts', '../entities/index.js', 'colour science alone'],
    ['sync-protocol/src/search/fixture.ts', '../catalog.js', 'catalog search alone'],
    ['api/src/fixture.ts', '../../web/src/data/server/api-client', 'api and web never import each other'],
    ['web/src/data/fixture.ts', '../../../api/src/app.js', 'api and web never import each other'],
  ])('%s may not import %s', async (file, importPath, reason) => {
    const errors = await boundaryErrors(file, importPath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['web/src/features/inventory/fixture.tsx', './paint-dialog'],
    ['web/src/features/inventory/fixture.tsx', '../../components/button'],
    ['web/src/features/inventory/fixture.tsx', '../../data/collection/paints'],
    ['web/src/components/fixture.tsx', '@paintforge/sync-protocol'],
    ['api/src/fixture.ts', '@paintforge/sync-protocol'],
    ['sync-protocol/src/search/fixture.ts', '../paint-pots.js'],
    ['sync-protocol/src/colour/fixture.ts', './nearness.js'],
  ])('%s may import %s', async (file, importPath) => {
    expect(await boundaryErrors(file, importPath)).toEqual([]);
  });
});

describe('no English from sync-protocol in the web', () => {
  async function wordErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
  }

  it.each([
    ['web/src/features/admin/fixture.tsx', "import { adminMessages } from '@paintforge/sync-protocol';"],
    ['web/src/messages/fixture.ts', "import { authMessages } from '@paintforge/sync-protocol/constants';"],
    ['web/src/data/fixture.ts', "import { imageMessages, imageTypeOf } from '@paintforge/sync-protocol';"],
    ['web/src/components/fixture.tsx', "import { feedbackTypeLabels } from '@paintforge/sync-protocol/constants';"],
    ['web/src/features/scanner/fixture.tsx', "import { barcodeMessages } from '@paintforge/sync-protocol/barcode-digits';"],
    ['web/src/features/showcase/fixture.tsx', "import { showcaseNotFound } from '@paintforge/sync-protocol';"],
  ])('%s may not %s', async (file, code) => {
    const errors = await wordErrors(file, `${code}\nexport const used = 1;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('it imports no English from sync-protocol');
  });

  it.each([
    ['web/src/features/admin/fixture.tsx', "import { errorCodes, MutationRejected } from '@paintforge/sync-protocol/constants';"],
    ['web/src/messages/fixture.test.ts', "import { adminMessages } from '@paintforge/sync-protocol';"],
    ['api/src/fixture.ts', "import { adminMessages } from '@paintforge/sync-protocol';"],
  ])('%s may %s', async (file, code) => {
    expect(await wordErrors(file, `${code}\nexport const used = 1;\n`)).toEqual([]);
  });
});

import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Import boundaries (architecture: "Boundaries are checked"), so a wrong import fails `npm run lint`, not a review.
 * Paths are relative to the repository root.
 */
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const boundaryZones = [
  {
    target: './web/src/components',
    from: ['./web/src/data', './web/src/features', './web/src/app'],
    message: 'components/ are UI primitives: they take data through props and import nothing from data/, features/ or app/.',
  },
  {
    target: './web/src/components',
    from: './web/src/messages',
    // Words that are plain tables by a code (a feedback type's label, a form's validation message) may be shown by a
    // primitive; the rest of messages/ reads data/ (failures of its requests) and stays out of reach.
    except: ['./feedback-text.ts', './schema-message-text.ts'],
    message: 'components/ are UI primitives: they import no messages/ beyond the plain word tables.',
  },
  {
    target: './web/src/data',
    from: ['./web/src/components', './web/src/features', './web/src/app', './web/src/messages'],
    message: 'data/ has no UI: it imports nothing from components/, features/ or app/ (words live in messages/).',
  },
  {
    target: './web/src/messages',
    from: ['./web/src/components', './web/src/features', './web/src/app'],
    message: 'messages/ maps codes to words; it imports no UI.',
  },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to components/, data/ or messages/.',
  })),
  {
    target: './sync-protocol',
    from: ['./api', './web', './sync-tests', './e2e'],
    message: 'sync-protocol is the pure shared core: it imports no other workspace.',
  },
  {
    // Colour science and search are the same code on both sides, and pure: they take colours, names and
    // paints as data, so they lean on nothing else of the protocol (search only on the pot sizes' order).
    target: './sync-protocol/src/colour',
    from: './sync-protocol/src',
    except: ['./colour'],
    message: 'sync-protocol/src/colour/ is colour science alone: it imports nothing else from sync-protocol.',
  },
  {
    target: './sync-protocol/src/search',
    from: './sync-protocol/src',
    except: ['./search', './paint-pots.ts'],
    message: 'sync-protocol/src/search/ is catalog search alone: it imports nothing else from sync-protocol but the pot order.',
  },
  { target: './api', from: './web', message: 'api and web never import each other; share code through sync-protocol.' },
  {
    target: './web',
    from: './api',
    // The catalog's data file and its notes are data, not server code; tests check the app's words against them.
    except: ['./catalog'],
    message: 'api and web never import each other; share code through sync-protocol.',
  },
];

export const boundariesConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        conditionNames: ['source', 'import', 'default'],
      }),
    ],
  },
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }] },
};

/**
 * The one web file that starts the real server in process for the component tests (web/src/testing/app-server.tsx):
 * it may reach the API's test helpers and what they are built from, and nothing else of the API; the app's code
 * still never does.
 */
export const appServerFile = 'web/src/testing/app-server.tsx';
export const appServerBoundariesConfig = {
  files: [appServerFile],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          ...boundaryZones.filter((zone) => !(zone.target === './web' && zone.from === './api')),
          {
            target: './web/src/testing',
            from: './api',
            except: ['./src/testing', './src/config.ts', './src/db/connection.ts'],
            message: 'web/src/testing/app-server.tsx reaches the API only through its test helpers.',
          },
        ],
      },
    ],
  },
};

/**
 * English from sync-protocol never reaches the screen: every word a painter reads is built in web/src/messages/
 * from codes (issue 20). sync-protocol keeps the spec's words for the server's answers to API clients; the web has
 * its own, and a test in web/src/messages checks that the two agree. Tests may import them, to compare.
 */
export const wordsFromProtocolPattern = '^(\\w+(Messages|Words|Labels)|showcaseNotFound)$';

export const wordsFromProtocolConfig = {
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: ['web/src/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^@paintforge/sync-protocol(/.*)?$',
            importNamePattern: wordsFromProtocolPattern,
            message: 'The web builds every word a painter reads in web/src/messages/ from codes; it imports no English from sync-protocol.',
          },
        ],
      },
    ],
  },
};

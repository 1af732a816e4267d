import { builtinEnvironments, type Environment } from 'vitest/runtime';

const happyDom = builtinEnvironments['happy-dom'];

/**
 * happy-dom for component tests that run the real server in process (app-server.tsx): the same window, but modules
 * are transformed for Node (Vite's ssr environment), as the API's own tests load them, and `URL` stays Node's:
 * happy-dom's resolves a relative URL against the page, so the server's `new URL('..', import.meta.url)` (its own
 * folder) would become an address on the page's origin.
 */
export default {
  ...happyDom,
  name: 'happy-dom-with-server',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const nodeUrl = global.URL;
    const environment = await happyDom.setup(global, options);
    Object.defineProperty(global, 'URL', { value: nodeUrl, writable: true, configurable: true });
    return environment;
  },
} satisfies Environment;

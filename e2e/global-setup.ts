import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

/**
 * One real server for the browser tests that only need a painter of their own (tests that stop, restart or reconfigure
 * a server start their own), and one Chromium for every file to connect to (browser.ts, useBrowser).
 */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([startServer(), launchBrowserServer()]);
  project.provide('baseUrl', server.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}

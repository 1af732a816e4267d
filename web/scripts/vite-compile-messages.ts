import { readFile } from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * One area of a language's catalog: web/src/i18n/locales/<language>/<area>.ts, an object of ICU messages as its default
 * export (the language's index.ts only spreads its areas together).
 */
const catalogFile = /[\\/]web[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]{2}[\\/](?!index\.ts$)[a-z-]+\.ts$/;

/**
 * Compiles each catalog's ICU messages to Lingui's compiled form when the app is built, so the browser's lazy
 * language chunk holds ready messages and the Lingui runtime needs no ICU parser (in development and tests Lingui
 * compiles them itself). A message that is not valid ICU fails the build.
 */
export function compileMessages(): Plugin {
  return {
    name: 'paintforge:compile-messages',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!catalogFile.test(id)) return null;
      // The catalog is plain data (its only import is a type), so its JavaScript can be evaluated on its own.
      const { code } = await transform(await readFile(id, 'utf8'), { loader: 'ts', format: 'esm' });
      const catalog = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        default: Record<string, string>;
      };
      const compiled = Object.fromEntries(
        Object.entries(catalog.default).map(([key, message]) => {
          try {
            return [key, compileMessage(message)];
          } catch (error) {
            throw new Error(`${id}: the message "${key}" is not valid ICU: ${String(error)}`, { cause: error });
          }
        }),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

import { createHash } from 'node:crypto';

/** One state of one showcase, as the two routes that render it send it. */
export interface ShowcaseAnswer {
  etag: string;
  /** The API's answer, serialised once. */
  json: string;
  /** The server-rendered page. */
  html: string;
}

/** Showcases kept rendered; each is at most a full recipe (tens of KiB), so the cache stays a few MiB. */
const defaultEntries = 200;

/**
 * The ETag of a showcase's state: the project, its owner's sync version (every write of theirs takes a new one), the
 * catalog's version (an admin's correction renames a catalog paint a recipe shows) and the server's rendering (the
 * built app's page and APP_URL: after a deploy, a page kept by a browser names scripts that are gone).
 */
export function showcaseEtag(
  projectId: string,
  ownerVersion: number,
  catalogEtag: string,
  renderVersion: string,
  // The owner's language changes the page's words but not their sync version.
  language: string = 'en',
): string {
  const digest = createHash('sha256')
    .update(`${projectId}\n${ownerVersion}\n${catalogEtag}\n${renderVersion}\n${language}`)
    .digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/**
 * Rendered showcases by share token, least recently read forgotten first. An entry is used only while its ETag is
 * the showcase's current one, so a changed, unshared or deleted showcase is never served from here: the routes
 * look the token up in the database on every read (one indexed row) and compare.
 */
export function createShowcaseAnswers(maxEntries = defaultEntries) {
  const entries = new Map<string, ShowcaseAnswer>();
  return {
    get(token: string, etag: string): ShowcaseAnswer | undefined {
      const answer = entries.get(token);
      if (answer === undefined) return undefined;
      entries.delete(token);
      if (answer.etag !== etag) return undefined;
      entries.set(token, answer); // most recently read last
      return answer;
    },
    set(token: string, answer: ShowcaseAnswer): void {
      entries.delete(token);
      entries.set(token, answer);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}

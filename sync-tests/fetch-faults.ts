/**
 * Things a test puts between a device and the real server: wrappers around a device's fetch that lose answers, stand
 * in for a failing gateway, or change what an app sends, so the server answers a situation for real.
 */
export type Fetch = typeof globalThis.fetch;

const pathOf = (input: Parameters<Fetch>[0]) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://paintforge.test').pathname;

/** The server commits the next `times` requests to `path`, then each answer is lost on the way back. */
export function loseAnswers(fetch: Fetch, path: string, times = 1): Fetch {
  let left = times;
  return async (input, init) => {
    const response = await fetch(input, init);
    if (pathOf(input) === path && left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}

/** A gateway in front of the server answers 502 while `failing()` is true; the server never hears of those requests. */
export function failingGateway(fetch: Fetch, failing: () => boolean): Fetch {
  return async (input, init) => (failing() ? new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }) : fetch(input, init));
}

/** Every JSON body sent to `path` passes through `edit` (with how many such bodies came before it) on its way to the server. */
export function editBodies<T>(fetch: Fetch, path: string, edit: (body: T, index: number) => T): Fetch {
  let index = 0;
  return async (input, init) => {
    if (pathOf(input) !== path || typeof init?.body !== 'string') return fetch(input, init);
    return fetch(input, { ...init, body: JSON.stringify(edit(JSON.parse(init.body) as T, index++)) });
  };
}

import type { TestUser } from './sync.js';

/** A device's stream, read as it arrives: its answer's status and headers, and the events so far. */
export async function liveStream(
  origin: string,
  user: Pick<TestUser, 'token'>,
  clientId: string,
  onEvent?: (event: string) => void,
  path = '/api/sync/live',
) {
  const controller = new AbortController();
  const response = await fetch(`${origin}${path}?clientId=${clientId}`, {
    headers: { Authorization: `Bearer ${user.token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: string[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let text = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) return;
        text += value;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const event = /^event: (.+)$/m.exec(text.slice(0, end))?.[1];
          if (event) {
            events.push(event);
            onEvent?.(event);
          }
          text = text.slice(end + 2);
        }
      }
    })();
  } else await response.text();
  return { response, events, close: () => controller.abort() };
}

/** How many pokes a stream has heard. */
export const pokes = (events: readonly string[]) => events.filter((event) => event === 'poke').length;

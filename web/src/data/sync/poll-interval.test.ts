import { afterEach, describe, expect, it } from 'vitest';
import { nextPollMs, onPollIntervalChange, pollMaxMs, pollMinMs, setServerPollSeconds } from './poll-interval';

afterEach(() => setServerPollSeconds(undefined));

describe('the polling interval', () => {
  it('is the device’s own 30–60 s until a server asks for another, and a change reschedules the next poll', () => {
    expect([nextPollMs(() => 0), nextPollMs(() => 1)]).toEqual([pollMinMs, pollMaxMs]);
    const changes: number[] = [];
    const stop = onPollIntervalChange(() => changes.push(nextPollMs(() => 0.5)));
    setServerPollSeconds(2);
    setServerPollSeconds(2);
    expect(nextPollMs(() => 0.9)).toBe(2_000);
    setServerPollSeconds(undefined);
    stop();
    setServerPollSeconds(5);
    expect(changes).toEqual([2_000, 45_000]);
  });
});

import { describe, expect, it } from 'vitest';
import { timeInStage } from './time-in-stage';

const now = Date.UTC(2026, 10, 25, 12);
const daysAgo = (days: number) => now - days * 86_400_000;

describe('time in stage', () => {
  it('says days, then months, then years', () => {
    expect(timeInStage(daysAgo(0.5), now)).toBe('today');
    expect(timeInStage(daysAgo(1), now)).toBe('yesterday');
    expect(timeInStage(daysAgo(20), now)).toBe('20 days ago');
    expect(timeInStage(daysAgo(426), now)).toBe('14 months ago');
    expect(timeInStage(daysAgo(800), now)).toBe('2 years ago');
  });
});

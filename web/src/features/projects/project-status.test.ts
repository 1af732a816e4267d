import { describe, expect, it } from 'vitest';
import { statusAddsToStage } from './project-status';

describe('statusAddsToStage (issue 37: status and stage are two facts, shown once where they agree)', () => {
  it('hides a status that only repeats the stage', () => {
    expect(statusAddsToStage({ status: 'completed', stage: 'painted' })).toBe(false);
    expect(statusAddsToStage({ status: 'completed', stage: 'varnished' })).toBe(false);
    expect(statusAddsToStage({ status: 'active', stage: 'primed' })).toBe(false);
  });

  it('shows an archived miniature, and a status the painter set apart from the stage', () => {
    expect(statusAddsToStage({ status: 'archived', stage: 'painted' })).toBe(true);
    expect(statusAddsToStage({ status: 'archived', stage: 'unbuilt' })).toBe(true);
    expect(statusAddsToStage({ status: 'active', stage: 'painted' })).toBe(true);
    expect(statusAddsToStage({ status: 'completed', stage: 'painting' })).toBe(true);
  });
});

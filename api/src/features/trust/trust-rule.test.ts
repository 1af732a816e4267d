import { describe, expect, it } from 'vitest';
import { countsFrom, oneVoicePerPerson, personOf, standingOf, trustedJoinedBy, trustedVoices, trustRule } from './trust-rule.js';

const now = new Date('2026-03-10T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('the trust rule: a voice counts if verified, a member for at least 7 days, and once per person', () => {
  it('is a week', () => {
    expect(trustRule.memberDays).toBe(7);
  });

  it('counts a verified member of a week or more, and says why anyone else does not count', () => {
    expect(standingOf({ email: 'a@x.org', emailVerified: 1, createdAt: daysAgo(7) }, now)).toBe('trusted');
    expect(standingOf({ email: 'a@x.org', emailVerified: true, createdAt: daysAgo(400) }, now)).toBe('trusted');
    // Verified minutes ago, or six days and 23 hours ago: not yet.
    expect(standingOf({ email: 'a@x.org', emailVerified: 1, createdAt: daysAgo(0.001) }, now)).toBe('new-member');
    expect(standingOf({ email: 'a@x.org', emailVerified: 1, createdAt: daysAgo(6.96) }, now)).toBe('new-member');
    // A member for a year who never verified: never.
    expect(standingOf({ email: 'a@x.org', emailVerified: 0, createdAt: daysAgo(365) }, now)).toBe('unverified');
  });

  it('says when a verified voice starts counting, and its SQL half agrees with it', () => {
    const member = { email: 'a@x.org', emailVerified: 1, createdAt: '2026-03-01T08:30:00.000Z' };
    expect(countsFrom(member)).toBe('2026-03-08T08:30:00.000Z');
    expect(countsFrom({ ...member, emailVerified: 0 })).toBeNull();
    for (const days of [0, 3, 6.99, 7, 7.01, 30]) {
      const joined = { ...member, createdAt: daysAgo(days) };
      expect(joined.createdAt <= trustedJoinedBy(now), `${days} days`).toBe(standingOf(joined, now) === 'trusted');
    }
  });

  it('takes addresses that reach one mailbox as one person', () => {
    expect(personOf('Ada.Lovelace+paints@Gmail.com')).toBe('adalovelace@gmail.com');
    expect(personOf('a.d.a.lovelace@googlemail.com')).toBe('adalovelace@gmail.com');
    expect(personOf('ada+2@example.org')).toBe('ada@example.org');
    // Dots matter elsewhere: two people.
    expect(personOf('a.da@example.org')).not.toBe(personOf('ada@example.org'));
    expect(personOf('grace@example.org')).not.toBe(personOf('ada@example.org'));
  });

  it('keeps each person’s newest voice only', () => {
    const voices = [
      { email: 'ada@gmail.com', at: '2026-03-01T00:00:00.000Z', say: 'first' },
      { email: 'a.da+1@gmail.com', at: '2026-03-02T00:00:00.000Z', say: 'second' },
      { email: 'grace@example.org', at: '2026-03-01T00:00:00.000Z', say: 'grace' },
    ];
    const { counted, repeated } = oneVoicePerPerson(voices);
    expect(counted.map((voice) => voice.say)).toEqual(['second', 'grace']);
    expect(repeated.map((voice) => voice.say)).toEqual(['first']);
  });

  it('counts only trusted voices, each person once: six fresh accounts and one person’s three are no three voices', () => {
    const fresh = Array.from({ length: 6 }, (_, i) => ({
      email: `throwaway${i}@x.org`,
      emailVerified: 0,
      createdAt: daysAgo(30),
      at: daysAgo(0),
    }));
    const newMembers = Array.from({ length: 3 }, (_, i) => ({
      email: `new${i}@x.org`,
      emailVerified: 1,
      createdAt: daysAgo(0),
      at: daysAgo(0),
    }));
    const onePerson = ['ada@gmail.com', 'a.da@gmail.com', 'ada+x@gmail.com'].map((email) => ({
      email,
      emailVerified: 1,
      createdAt: daysAgo(30),
      at: daysAgo(1),
    }));
    expect(trustedVoices([...fresh, ...newMembers, ...onePerson], now)).toHaveLength(1);
  });
});

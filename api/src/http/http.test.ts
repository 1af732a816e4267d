import { describe, expect, it } from 'vitest';
import { etagMatches, preferredEncoding } from './conditional.js';
import { redactUrl } from './redact-url.js';

describe('etagMatches', () => {
  it('uses the weak comparison of If-None-Match', () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches('a', '"a"')).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['GZIP', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('redactUrl', () => {
  it('hides secret-looking query values and keeps the rest', () => {
    expect(redactUrl('/api/paints')).toBe('/api/paints');
    expect(redactUrl('/verify?token=abc&next=/home')).toBe('/verify?token=[redacted]&next=/home');
    expect(redactUrl('/x?email=a@b.c&apiKey=1&q=black&flag')).toBe('/x?email=[redacted]&apiKey=[redacted]&q=black&flag');
  });
});

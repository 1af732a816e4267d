import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { errorBodySchema } from '@paintforge/sync-protocol';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.cleanup();
});

/** Raw query text, including what URL encoding forbids: stray %, truncated escapes, control and non-BMP characters. */
const rawQuery = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 120 }).map((text) => encodeURIComponent(text)),
  fc.string({ unit: 'binary', maxLength: 120 }).map((text) => text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80')),
  fc
    .array(fc.constantFrom('%', '%2', '%zz', '%C3', '%C3%28', '%00', '+', '&', '=', '#', 'q=', 'a', 'é', '%E2%80%99', '[]', '..'), {
      maxLength: 30,
    })
    .map((parts) => parts.join('')),
);

describe('GET /api/paints/search (property)', () => {
  it('never answers 5xx, and any 4xx has the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(rawQuery, async (query) => {
        const response = await testApp.app.inject({ method: 'GET', url: `/api/paints/search?q=${query}` });
        expect(response.statusCode).toBeLessThan(500);
        const body = response.json<unknown>();
        if (response.statusCode === 200) expect(Array.isArray(body)).toBe(true);
        else expect(errorBodySchema.strict().parse(body)).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: 300 },
    );
  });
});

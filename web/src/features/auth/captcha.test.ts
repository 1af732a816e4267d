import { describe, expect, it } from 'vitest';
import { generateCaptcha, spokenQuestion } from './captcha';

describe('generateCaptcha', () => {
  it('keeps every operand in the ranges of spec §5 over many draws, and the answer right', () => {
    const bounds = { add: [1, 50, 1, 50], subtract: [51, 100, 1, 50], multiply: [1, 12, 1, 12] } as const;
    const compute = {
      add: (a: number, b: number) => a + b,
      subtract: (a: number, b: number) => a - b,
      multiply: (a: number, b: number) => a * b,
    };
    const seen = { add: 0, subtract: 0, multiply: 0 };
    const extremes = { add: [Infinity, -Infinity], subtract: [Infinity, -Infinity], multiply: [Infinity, -Infinity] };
    const wrong: string[] = [];
    for (let draw = 0; draw < 20_000; draw += 1) {
      const { a, b, operation, answer } = generateCaptcha();
      const [aMin, aMax, bMin, bMax] = bounds[operation];
      seen[operation] += 1;
      if (a < aMin || a > aMax || b < bMin || b > bMax || !Number.isInteger(a) || !Number.isInteger(b))
        wrong.push(`${operation} ${a} ${b}`);
      if (answer !== compute[operation](a, b) || answer < 1) wrong.push(`${operation} ${a} ${b} = ${answer}`);
      extremes[operation] = [Math.min(extremes[operation][0]!, a), Math.max(extremes[operation][1]!, a)];
    }
    expect(wrong).toEqual([]);
    // All three kinds come up about equally, and the first operand reaches both ends of its range.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(6000);
    expect(extremes).toEqual({ add: [1, 50], subtract: [51, 100], multiply: [1, 12] });
  });

  it('stays in range at the very ends of the random source', () => {
    const almostOne = 1 - Number.EPSILON;
    expect(generateCaptcha(() => 0)).toMatchObject({ operation: 'add', a: 1, b: 1, answer: 2, question: '1 + 1' });
    expect(generateCaptcha(() => almostOne)).toMatchObject({ operation: 'multiply', a: 12, b: 12, answer: 144 });
    const values = [0.5, almostOne, almostOne];
    expect(generateCaptcha(() => values.shift() ?? 0)).toMatchObject({ operation: 'subtract', a: 100, b: 50, answer: 50 });
  });

  it('reads the question in words for screen readers', () => {
    expect(spokenQuestion(generateCaptcha(() => 0))).toBe('What is 1 plus 1?');
  });
});

import { t } from '../../i18n/t';

/**
 * The register form's arithmetic captcha (spec §5): addition of two numbers 1-50, subtraction of 1-50 from
 * 51-100, or multiplication of two numbers 1-12. The answer is always a whole number from 1 to 144.
 */
export type CaptchaOperation = 'add' | 'subtract' | 'multiply';

export interface Captcha {
  a: number;
  b: number;
  operation: CaptchaOperation;
  /** The question as shown, e.g. "23 + 7". */
  question: string;
  answer: number;
}

const symbols: Record<CaptchaOperation, string> = { add: '+', subtract: '−', multiply: '×' };

/** A whole number from min to max inclusive, from a source like Math.random (0 ≤ x < 1). */
function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function generateCaptcha(random: () => number = Math.random): Captcha {
  const operations: CaptchaOperation[] = ['add', 'subtract', 'multiply'];
  const operation = operations[Math.min(2, Math.floor(random() * 3))] ?? 'add';
  let a: number;
  let b: number;
  let answer: number;
  switch (operation) {
    case 'add':
      a = between(random, 1, 50);
      b = between(random, 1, 50);
      answer = a + b;
      break;
    case 'subtract':
      a = between(random, 51, 100);
      b = between(random, 1, 50);
      answer = a - b;
      break;
    case 'multiply':
      a = between(random, 1, 12);
      b = between(random, 1, 12);
      answer = a * b;
      break;
  }
  return { a, b, operation, question: `${a} ${symbols[operation]} ${b}`, answer };
}

/** The question in words, for the screen-reader label ("What is 23 plus 7?"). */
export function spokenQuestion(captcha: Captcha): string {
  return t('auth.captchaQuestion', { a: captcha.a, b: captcha.b, operation: captcha.operation });
}

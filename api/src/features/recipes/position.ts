/**
 * Fractional-index keys in the format of the `fractional-indexing` package (base-62 digits; a head letter gives the
 * integer part's length, an optional fraction follows), so keys made here and on devices interleave and sort as
 * plain strings. The server only ever appends at the end of a recipe.
 */
const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function integerLength(head: string): number | undefined {
  if (head >= 'a' && head <= 'z') return head.charCodeAt(0) - 'a'.charCodeAt(0) + 2;
  if (head >= 'A' && head <= 'Z') return 'Z'.charCodeAt(0) - head.charCodeAt(0) + 2;
  return undefined;
}

function incrementInteger(integer: string): string | undefined {
  const [head = '', ...rest] = integer.split('');
  let carry = true;
  for (let index = rest.length - 1; carry && index >= 0; index -= 1) {
    const next = digits.indexOf(rest[index] ?? '') + 1;
    if (next === digits.length) rest[index] = '0';
    else {
      rest[index] = digits[next] ?? '0';
      carry = false;
    }
  }
  if (!carry) return head + rest.join('');
  if (head === 'Z') return 'a0';
  if (head === 'z') return undefined;
  const nextHead = String.fromCharCode(head.charCodeAt(0) + 1);
  if (nextHead > 'a') rest.push('0');
  else rest.pop();
  return nextHead + rest.join('');
}

/** A key that sorts after `last` (or the first key, `a0`, for an empty list). */
export function positionAfter(last: string | undefined): string {
  if (last === undefined) return 'a0';
  const length = integerLength(last[0] ?? '');
  const integer = length !== undefined && last.length >= length ? last.slice(0, length) : undefined;
  const next = integer === undefined ? undefined : incrementInteger(integer);
  // A key not in the format (written by an older client) or at the very end of the range: any extension of a
  // string sorts after it, and the result is still a valid key for fractional indexing as long as it does not end in 0.
  return next ?? `${last}V`;
}

/**
 * Bounds on JSON that arrives from elsewhere, checked without recursion, so that a hostile value (10,000 levels of
 * nesting in 20 KB) can neither overflow a stack nor be stored. Pure: the server checks request bodies and
 * mutations with it, the device its own mutations, with the same numbers.
 */

/** Nesting of a whole request body. Every legitimate body is far below (a push is about 6 levels deep). */
export const maxJsonDepth = 64;
/** Nesting of one mutation's arguments (the deepest, an update's changes, is 2). */
export const maxArgsDepth = 16;
/** The JSON size of one mutation's arguments. The largest legitimate ones (a project's description) are ~5 KB. */
export const maxArgsBytes = 64 * 1024;

/** The nesting depth of JSON text (0 for a scalar), read in one pass over the characters; strings are skipped. */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** The nesting depth of a parsed value (0 for a scalar), with an explicit stack; stops looking past `limit`. */
export function valueDepth(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    const here = depth + 1;
    deepest = Math.max(deepest, here);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) stack.push([child, here]);
  }
  return deepest;
}

// A JSON escape of U+0000 that is not itself an escaped backslash followed by "u0000".
const escapedNul = /(?<!\\)(?:\\\\)*\\u0000/;

/**
 * Whether JSON text (as JSON.stringify or a client writes it) holds a string with the NUL character. Postgres text
 * cannot store it, so it is refused at the boundary on both databases alike: a 400, or a consumed mutation.
 */
export function jsonTextHasNul(text: string): boolean {
  return text.includes('\\u0000') && escapedNul.test(text);
}

export const nulMessage = 'Text cannot contain the NUL character (U+0000).';

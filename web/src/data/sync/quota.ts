/**
 * True for a full storage quota, as the browser raises it (a DOMException named QuotaExceededError, legacy code 22,
 * or Firefox's NS_ERROR_DOM_QUOTA_REACHED) or as Dexie wraps it (its own QuotaExceededError, or an AbortError whose
 * `inner` is the browser's error).
 */
export function isQuotaExceeded(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { name, code, inner, cause } = current as { name?: unknown; code?: unknown; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22) return true;
    current = inner ?? cause;
  }
  return false;
}

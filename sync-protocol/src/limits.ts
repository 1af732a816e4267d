/** Business constants of spec §9, shared by the client and the server. */
export const limits = {
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastLimit: 1,
  toastSwipeThreshold: 50,
  miniatureImageMaxBytes: 20 * 1024 * 1024,
  profileImageMaxBytes: 5 * 1024 * 1024,
  adminStatsRefreshMs: 30_000,
} as const;

/**
 * Image links one painter may have the server fetch: a few tries per miniature, never a crawler; and until their
 * email address is verified, a few an hour (a fleet of throwaway accounts gets nothing worth running).
 */
export const imageLinkLimits = { perWindow: 20, windowMinutes: 10, unverifiedPerHour: 5 } as const;

/**
 * Rows one painter may keep per entity (deleted ones count until purged). Far above any real collection (the whole
 * catalog is under 6,000 paints); it exists so that no account can fill the server's disk.
 */
export const storageQuota = { paint: 50_000, project: 10_000, recipe: 200_000, army: 1_000, unit: 50_000, scheme: 5_000 } as const;

/** Photo bytes one painter may keep on the server: thousands of resized photos (a few dozen KB each), not a disk. */
export const photoQuotaBytes = 1024 * 1024 * 1024;

/**
 * Live recipe rows one miniature may hold. A thorough recipe of a character model is 15–25 parts of 4–8 steps
 * (basecoat, shade, layers, highlights, glaze): 60–200 rows; 300 leaves room for the most patient painter and keeps
 * what an anonymous showcase read renders bounded (the showcase renders no more than this either).
 */
export const recipeRowsPerMiniature = 300;

/** Said on the device and by the server when a miniature's recipe is full (code 'recipe-full'). */
export const recipeFullMessage = `A miniature’s recipe holds at most ${recipeRowsPerMiniature} paints. Remove some before adding more.`;

/**
 * zod probes for eval with `new Function('')` the first time it parses an object. Our CSP (script-src 'self') blocks
 * eval, so the probe always fails in the app, but Chromium logs the blocked attempt as a CSP issue (Lighthouse best
 * practices: "Issues were logged in the Issues panel"). zod reads its settings from this global, so the shell turns
 * its JIT off without importing zod, which stays out of the landing page's JavaScript.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

/**
 * Zod (the forms' schemas, loaded with the member pages) probes whether it may compile parsers
 * with `new Function`. Under the site's Content-Security-Policy (no 'unsafe-eval') the probe is
 * refused and the browser reports a CSP violation even though Zod catches the error. Zod skips the
 * probe when its global config says `jitless`; that config lives on `globalThis` so every copy of
 * Zod shares it, which lets the entry set it without bundling Zod. Imported first by main.tsx.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

// Zod's settings for the browser, in place before any chunk loads zod. Zod keeps them in the object
// on this global (what `z.config()` writes to) and reads it when it first loads; setting it here
// keeps zod itself out of the first load. `jitless`: our Content-Security-Policy forbids eval, and
// zod's probe for it (a `new Function` it catches) is still reported as a policy violation.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object zod holds, if it has loaded already; created for it otherwise.
const settings = (zodGlobal.__zod_globalConfig ??= {});
settings.jitless = true;

export {};

// What the app needs at run time to send error reports, with no schema library (exported from
// ./http too): the release and the Sentry projects of the envelope sink (decision 172).

/**
 * The release every report carries (spec section 7: "its release is 2.0.0"). The API is deployed
 * with the app it serves, so its reports carry the app's version (apps/web/src/lib/app-version.ts).
 */
export const ERROR_REPORT_RELEASE = '2.0.0';

/** Sentry project ids (numeric, as a DSN requires) and their public keys: the app is 1, the API 2. */
export const ERROR_REPORT_PROJECTS = {
  web: { id: '1', publicKey: '5f0d8c1e2a7b4c9d8e3f1a2b6c4d7e90' },
  api: { id: '2', publicKey: '9a1b2c3d4e5f60718293a4b5c6d7e8f1' },
} as const;
export type ErrorReportProject = keyof typeof ERROR_REPORT_PROJECTS;
export const errorReportProjects = Object.keys(ERROR_REPORT_PROJECTS) as ErrorReportProject[];

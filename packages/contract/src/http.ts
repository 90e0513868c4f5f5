// What the app needs at run time to call the API, with no schema library: every endpoint's method
// and path by name, the header names, the limits forms check and the nil user id. Types come from
// the endpoint table (type-only imports).
export * from './headers.ts';
export * from './page-cookies.ts';
export * from './customer-details-limits.ts';
export * from './content-limits.ts';
export * from './link-url.ts';
export * from './nil-user-id.ts';
export * from './error-report-projects.ts';
export * from './routes.generated.ts';
export * from './endpoint-address.ts';

/** The rows of a `db.execute` answer: PGlite answers `{ rows }`, postgres.js the rows themselves. */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * The constraint a failed statement broke with a unique violation (SQLSTATE 23505), or null for any
 * other error. Drizzle wraps the driver's error in `cause`; postgres.js names the constraint
 * `constraint_name`, PGlite `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const fields = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505') {
      const name = fields.constraint_name ?? fields.constraint;
      return typeof name === 'string' ? name : '';
    }
    current = fields.cause;
  }
  return null;
}

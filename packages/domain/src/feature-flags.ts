// Feature flags are strings from configuration.

export const FLAG_ENABLE = 'enable';

/**
 * A flag check passes when the value is 'enable', empty, or a comma-separated list containing
 * `given`. A missing flag (null/undefined) is disabled: "empty" means configured but blank.
 * Matching trims whitespace and ignores case (values are hand-typed in configuration), so
 * ' Enable ' passes, whitespace-only counts as empty, and 'NSW, vic' contains 'VIC'.
 * Without `given`, only 'enable' and empty pass.
 */
export function isFlagEnabled(value: string | undefined | null, given?: string): boolean {
  if (value === null || value === undefined) return false;
  const normalised = value.trim().toLowerCase();
  if (normalised === '' || normalised === FLAG_ENABLE) return true;
  if (given === undefined) return false;
  const wanted = given.trim().toLowerCase();
  if (wanted === '') return false;
  return normalised.split(',').some((item) => item.trim() === wanted);
}

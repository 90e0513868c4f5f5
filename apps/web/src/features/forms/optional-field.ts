import { z } from 'zod';

/**
 * An optional field as a form holds it: a blank box is "not given" (undefined), anything else is
 * checked by the contract's rule, with its message.
 */
export const blankAsMissing = <Out>(schema: z.ZodType<Out, string | undefined>) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(schema);

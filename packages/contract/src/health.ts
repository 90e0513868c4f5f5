import { z } from 'zod';

export const healthSchema = z.strictObject({ status: z.literal('ok') });
export const readinessSchema = z.strictObject({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
});

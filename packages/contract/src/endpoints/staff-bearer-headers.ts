// The staff token every console, funnel and editor call sends; checked as storable text so a
// malformed header is a 400 naming it rather than a failed sign-in.
import { z } from 'zod';
import { textSchema } from '../text.ts';

export const staffBearerHeadersSchema = z.object({
  authorization: textSchema.max(1_000).optional().describe('Bearer <token> from POST /staff/login'),
});

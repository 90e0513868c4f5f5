import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { StaffAuth, StaffMember } from './staff-auth.ts';
import { bearerToken } from './staff-bearer.ts';

export type { StaffAuth, StaffMember };

const REFUSALS: Record<StaffMember['role'], string> = {
  store: 'This account cannot run a store console.',
  editor: 'This account cannot edit content.',
  marketing: 'This account cannot run the marketing console.',
};

/**
 * The staff member behind a request's bearer token, if the account has the role: 401 without a
 * valid token, 403 with another role's (decision 177).
 */
export async function staffWithRole(
  auth: StaffAuth,
  request: Pick<FastifyRequest, 'headers'>,
  role: StaffMember['role'],
): Promise<StaffMember> {
  const member = await auth.memberFor(bearerToken(request));
  if (member.role !== role) throw new AppError(403, 'Forbidden', REFUSALS[role]);
  return member;
}

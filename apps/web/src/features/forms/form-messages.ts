// The forms' messages (spec section 8, "Form submit": incomplete required fields; error submitting
// the form). Their exact wording is not given, so these are ours.
import { SUPPORT_PHONE } from '@storefront/domain';

export const formMessages = {
  incomplete: 'Some required fields are incomplete. Please check the fields marked below.',
  submitError: `There was an error submitting the form. Please try again, or call us on ${SUPPORT_PHONE}.`,
  tooMany: 'You have sent several forms in a short time. Please wait a few minutes and try again.',
  sending: 'Sending…',
} as const;

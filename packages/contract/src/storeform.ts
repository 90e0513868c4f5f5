import { z } from 'zod';
import { australianStates } from './catalog/primitives.ts';
import { textSchema } from './text.ts';

// The contact, franchise and careers forms (spec document 0, sections 2 and 7: POST
// /api/v1/storeform/contact|franchise|careers; their fields are not shown, so these are ours).
// Each submission is kept and e-mailed to the store it is about or to head office.

export const STOREFORM_LIMITS = {
  name: 60,
  email: 254,
  phone: 20,
  message: 2000,
  fileName: 200,
  /** A résumé is at most 5 MB once decoded. */
  resumeBytes: 5 * 1024 * 1024,
} as const;

/** The résumé types we take (decision 171): PDF and Word, by declared type and by their first bytes. */
export const RESUME_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type ResumeContentType = (typeof RESUME_CONTENT_TYPES)[number];

const required = (what: string) => `Enter your ${what}`;
const nameSchema = (what: string) => textSchema.trim().min(1, required(what)).max(STOREFORM_LIMITS.name);
const emailSchema = textSchema
  .trim()
  .min(1, required('e-mail address'))
  .max(STOREFORM_LIMITS.email)
  .pipe(z.email('Enter a valid e-mail address'));
/** Any Australian phone number people write: digits, spaces, brackets, dashes and a leading +. */
const phoneSchema = textSchema
  .trim()
  .min(1, required('phone number'))
  .max(STOREFORM_LIMITS.phone)
  .regex(/^\+?[\d\s()-]{8,20}$/, 'Enter a phone number, like 02 9876 5432 or 0412 345 678');
const messageSchema = (what: string) => textSchema.trim().min(1, required(what)).max(STOREFORM_LIMITS.message);
const storeCodeSchema = textSchema.trim().min(1, 'Choose a store').max(20);

export const contactTopics = ['order', 'feedback', 'store', 'other'] as const;
export const contactTopicLabels: Record<(typeof contactTopics)[number], string> = {
  order: 'An order I placed',
  feedback: 'Feedback or a compliment',
  store: 'A store',
  other: 'Something else',
};

export const contactFormSchema = z.strictObject({
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  email: emailSchema,
  phone: phoneSchema.optional(),
  topic: z.enum(contactTopics, 'Choose what it is about'),
  /** The store it is about: the message goes to that store, else to head office. */
  storeCode: storeCodeSchema.optional(),
  message: messageSchema('message'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const franchiseCapitalRanges = ['under-250k', '250k-500k', 'over-500k'] as const;
export const franchiseCapitalLabels: Record<(typeof franchiseCapitalRanges)[number], string> = {
  'under-250k': 'Under $250,000',
  '250k-500k': '$250,000 to $500,000',
  'over-500k': 'Over $500,000',
};

export const franchiseFormSchema = z.strictObject({
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  email: emailSchema,
  phone: phoneSchema,
  state: z.enum(australianStates, 'Choose a state or territory'),
  /** Where they would like a store: a suburb, town or region. */
  area: textSchema.trim().min(1, 'Enter where you would like a store').max(100),
  capital: z.enum(franchiseCapitalRanges, 'Choose how much you could invest'),
  message: textSchema.trim().max(STOREFORM_LIMITS.message).optional(),
});
export type FranchiseForm = z.infer<typeof franchiseFormSchema>;

export const careersRoles = ['team-member', 'delivery-driver', 'shift-manager', 'store-manager'] as const;
export const careersRoleLabels: Record<(typeof careersRoles)[number], string> = {
  'team-member': 'Team member',
  'delivery-driver': 'Delivery driver',
  'shift-manager': 'Shift manager',
  'store-manager': 'Store manager',
};

/**
 * The résumé, sent inside the JSON body (decision 171): its file name, the type the browser
 * declared, and the bytes in base64. The server checks the size and the first bytes.
 */
export const resumeUploadSchema = z.strictObject({
  fileName: textSchema.trim().min(1).max(STOREFORM_LIMITS.fileName),
  contentType: textSchema.max(200),
  /** Base64 of at most 5 MB (a larger file is answered 413). */
  data: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Must be base64'),
});
export type ResumeUpload = z.infer<typeof resumeUploadSchema>;

export const careersFormSchema = z.strictObject({
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  email: emailSchema,
  phone: phoneSchema,
  /** The store applied to: the application goes to that store. */
  storeCode: storeCodeSchema,
  role: z.enum(careersRoles, 'Choose a role'),
  availability: textSchema.trim().min(1, 'Tell us when you can work').max(500),
  message: textSchema.trim().max(STOREFORM_LIMITS.message).optional(),
  resume: resumeUploadSchema,
});
export type CareersForm = z.infer<typeof careersFormSchema>;

/** A submission was kept and sent on; its reference is quoted in any follow-up. */
export const storeformReceiptSchema = z.strictObject({
  submissionId: z.uuid(),
  /** Who receives it: a store's name, or head office. */
  deliveredTo: z.string(),
});
export type StoreformReceipt = z.infer<typeof storeformReceiptSchema>;

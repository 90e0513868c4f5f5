import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Contact messages, franchise enquiries and job applications (POST /storeform/...): what was sent,
 * and to whom it was delivered. A résumé's bytes live in the upload directory under a random name.
 */
export const storeformSubmissions = pgTable(
  'storeform_submissions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['contact', 'franchise', 'careers'] }).notNull(),
    storeCode: text('store_code'),
    /** The e-mail address it was sent to (a store's or head office's). */
    deliveredTo: text('delivered_to').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    resumeStoredName: text('resume_stored_name'),
    resumeFileName: text('resume_file_name'),
    resumeContentType: text('resume_content_type'),
    resumeBytes: integer('resume_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('storeform_submissions_created_idx').on(t.createdAt)],
);

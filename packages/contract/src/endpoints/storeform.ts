// The store forms (spec document 0, section 7): contact, franchise enquiry and careers application.
import {
  careersFormSchema,
  contactFormSchema,
  franchiseFormSchema,
  STOREFORM_LIMITS,
  storeformReceiptSchema,
} from '../storeform.ts';
import { endpoint } from './define.ts';

const tags = ['storeform'];
const kept =
  'The submission is kept and e-mailed on. 400 names each missing or invalid field; 429 when this client has sent too many forms lately (Retry-After says when to try again).';

export const storeformEndpoints = {
  storeformContact: endpoint({
    method: 'POST',
    path: '/api/v1/storeform/contact',
    summary: 'Send a message to a store (when storeCode is given) or to head office',
    description: `${kept} 404 when the store named is unknown.`,
    tags,
    body: contactFormSchema,
    responses: { 201: storeformReceiptSchema },
    problems: [400, 404, 413, 415, 429],
  }),
  storeformFranchise: endpoint({
    method: 'POST',
    path: '/api/v1/storeform/franchise',
    summary: 'Register interest in owning a store (sent to the head-office franchise team)',
    description: kept,
    tags,
    body: franchiseFormSchema,
    responses: { 201: storeformReceiptSchema },
    problems: [400, 413, 415, 429],
  }),
  storeformCareers: endpoint({
    method: 'POST',
    path: '/api/v1/storeform/careers',
    summary: 'Apply for a job at a store, with a résumé (PDF or Word)',
    description: `${kept} 404 when the store named is unknown. The résumé travels base64 in the JSON body: 413 when it is over ${STOREFORM_LIMITS.resumeBytes / 1024 / 1024} MB, 415 when it is not a PDF or Word document by its declared type or by its first bytes. Nothing is kept when any check fails.`,
    tags,
    body: careersFormSchema,
    responses: { 201: storeformReceiptSchema },
    problems: [400, 404, 413, 415, 429],
  }),
};

import { randomUUID } from 'node:crypto';
import {
  careersRoleLabels,
  contactTopicLabels,
  franchiseCapitalLabels,
  type CareersForm,
  type ContactForm,
  type FranchiseForm,
  type StoreformReceipt,
} from '@storefront/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Limiter } from '../../platform/rate-limit.ts';
import type { Notifier } from '../notifier/notifier.ts';
import type { StoreService } from '../store/store.service.ts';
import { checkResume } from './resume-file.ts';
import type { ResumeStore } from './resume-store.ts';
import { submissionMessage, type SubmissionMail } from './storeform-messages.ts';
import type { StoreformRepository, StoreformSubmission } from './storeform.repository.ts';

export interface StoreformDeps {
  repository: StoreformRepository;
  resumes: ResumeStore;
  notifier: Notifier;
  stores: Pick<StoreService, 'requireStore'>;
  /** Counts one submission per client; throws 429 once the client has sent too many. */
  limiter: Limiter;
  clock: Clock;
  headOffice: string;
  storeEmailDomain: string;
}

/** Form submissions a client may send: a person rarely sends more than one or two. */
export const STOREFORM_RATE = { points: 5, durationSeconds: 15 * 60 } as const;

const HEAD_OFFICE = 'Head office';
const fullName = (form: { firstName: string; lastName: string }) => `${form.firstName} ${form.lastName}`;

export function storeformService(deps: StoreformDeps) {
  const storeMailbox = (code: string) => `store-${code.toLowerCase()}@${deps.storeEmailDomain}`;

  /** Keeps the submission, then e-mails it on; the receipt names who received it. */
  async function deliver(
    row: Omit<StoreformSubmission, 'id' | 'createdAt' | 'deliveredTo'>,
    recipient: { email: string; name: string },
    mail: Omit<SubmissionMail, 'to' | 'reference'>,
  ): Promise<StoreformReceipt> {
    const id = randomUUID();
    await deps.repository.save({ ...row, id, deliveredTo: recipient.email, createdAt: deps.clock.now() });
    await deps.notifier.send(submissionMessage({ ...mail, to: recipient.email, reference: id }));
    return { submissionId: id, deliveredTo: recipient.name };
  }

  async function storeRecipient(code: string) {
    const store = await deps.stores.requireStore(code);
    return { code: store.code, email: storeMailbox(store.code), name: store.name };
  }

  return {
    async contact(form: ContactForm, client: string): Promise<StoreformReceipt> {
      await deps.limiter.consume(client);
      const store = form.storeCode ? await storeRecipient(form.storeCode) : null;
      return deliver(
        { kind: 'contact', storeCode: store?.code ?? null, fields: { ...form } },
        store ?? { email: deps.headOffice, name: HEAD_OFFICE },
        {
          subject: `Contact: ${contactTopicLabels[form.topic]} from ${fullName(form)}`,
          lines: [
            ['Name', fullName(form)],
            ['E-mail', form.email],
            ['Phone', form.phone],
            ['About', contactTopicLabels[form.topic]],
            ['Store', store ? `${store.name} (${store.code})` : undefined],
            ['Message', form.message],
          ],
        },
      );
    },

    async franchise(form: FranchiseForm, client: string): Promise<StoreformReceipt> {
      await deps.limiter.consume(client);
      return deliver(
        { kind: 'franchise', storeCode: null, fields: { ...form } },
        { email: deps.headOffice, name: HEAD_OFFICE },
        {
          subject: `Franchise enquiry from ${fullName(form)} (${form.area}, ${form.state})`,
          lines: [
            ['Name', fullName(form)],
            ['E-mail', form.email],
            ['Phone', form.phone],
            ['Area', `${form.area}, ${form.state}`],
            ['Could invest', franchiseCapitalLabels[form.capital]],
            ['Message', form.message],
          ],
        },
      );
    },

    async careers(form: CareersForm, client: string): Promise<StoreformReceipt> {
      await deps.limiter.consume(client);
      const resume = checkResume(form.resume);
      const store = await storeRecipient(form.storeCode);
      const { resume: _upload, ...fields } = form;
      const storedName = await deps.resumes.keep(resume);
      try {
        return await deliver(
          {
            kind: 'careers',
            storeCode: store.code,
            fields,
            resumeStoredName: storedName,
            resumeFileName: resume.fileName,
            resumeContentType: resume.contentType,
            resumeBytes: resume.bytes.length,
          },
          store,
          {
            subject: `Job application: ${careersRoleLabels[form.role]} at ${store.name} from ${fullName(form)}`,
            lines: [
              ['Name', fullName(form)],
              ['E-mail', form.email],
              ['Phone', form.phone],
              ['Role', careersRoleLabels[form.role]],
              ['Store', `${store.name} (${store.code})`],
              ['Availability', form.availability],
              ['Message', form.message],
              ['Résumé', `${resume.fileName} (${Math.ceil(resume.bytes.length / 1024)} KB), kept as ${storedName}`],
            ],
          },
        );
      } catch (error) {
        await deps.resumes.discard(storedName);
        throw error;
      }
    },
  };
}

export type StoreformService = ReturnType<typeof storeformService>;

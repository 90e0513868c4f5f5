// The three store forms' calls (spec document 0, section 7). The résumé travels base64 inside the
// JSON body (decision 171), so it is read from the chosen file here.
import type { CareersForm, ContactForm, FranchiseForm, ResumeUpload, StoreformReceipt } from '@storefront/contract';
import { callApi } from '../../lib/api/call-api.ts';

export const sendContact = (body: ContactForm): Promise<StoreformReceipt> => callApi('storeformContact', { body });
export const sendFranchise = (body: FranchiseForm): Promise<StoreformReceipt> =>
  callApi('storeformFranchise', { body });
export const sendCareers = (body: CareersForm): Promise<StoreformReceipt> => callApi('storeformCareers', { body });

/** The file's bytes in base64, without the data-URL prefix FileReader puts before them. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function resumeUpload(file: File): Promise<ResumeUpload> {
  return { fileName: file.name, contentType: file.type, data: await base64Of(file) };
}

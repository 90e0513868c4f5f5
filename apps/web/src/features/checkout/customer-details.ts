// The contact details form (spec document 2, sections 3 CustomerInfo and 5): first and last
// name (optional: the server fills the placeholders), an Australian mobile sanitised to digits
// and plus and sent as +614..., an e-mail and a note for the store. The rules mirror the
// contract's customerInfoInputSchema, and share its limits, without bundling zod. Kept in session storage so a reload,
// or the trip to a payment page and back, loses nothing.
import type { CustomerInfoInput } from '@storefront/contract';
import { CUSTOMER_DETAILS_LIMITS } from '@storefront/contract/http';
import { MOBILE_PREFIX, sanitisePhone, toAustralianMobile } from '@storefront/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Attribution } from '../../lib/session/session-store.ts';
import { sessionPersist } from '../../lib/storage.ts';
import type { DetailField } from './outcomes.ts';

export { MOBILE_PREFIX };

export interface DetailsForm {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
  orderNote: string;
}

export const EMPTY_DETAILS: DetailsForm = { firstName: '', lastName: '', mobileNumber: '', email: '', orderNote: '' };

/** The server's placeholders for a missing name: shown to the customer as empty. */
const PLACEHOLDERS = new Set(['firstName', 'lastName']);

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type DetailErrors = Partial<Record<DetailField, string>>;

/** What the customer may type in the mobile field: digits, plus, spaces, brackets and dashes. */
export const cleanMobileInput = (value: string): string =>
  value.replace(/[^\d+\s()-]/g, '').slice(0, CUSTOMER_DETAILS_LIMITS.mobile);

/** '0412345678' or '+61412345678' shown as '+61 412 345 678' once it is a valid mobile. */
export function displayMobile(value: string): string {
  const mobile = toAustralianMobile(value);
  if (!mobile.ok) return value;
  const digits = mobile.value.slice(3); // 4XXXXXXXX
  return `+61 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

export function validateDetails(form: DetailsForm): DetailErrors {
  const errors: DetailErrors = {};
  if (form.firstName.trim().length > CUSTOMER_DETAILS_LIMITS.name)
    errors.firstName = `Use ${CUSTOMER_DETAILS_LIMITS.name} characters or fewer.`;
  if (form.lastName.trim().length > CUSTOMER_DETAILS_LIMITS.name)
    errors.lastName = `Use ${CUSTOMER_DETAILS_LIMITS.name} characters or fewer.`;
  const mobile = toAustralianMobile(form.mobileNumber);
  if (!mobile.ok) {
    errors.mobileNumber =
      mobile.reason === 'Empty'
        ? 'Enter your mobile number.'
        : `Enter an Australian mobile number starting 04 or ${MOBILE_PREFIX}, e.g. 0412 345 678.`;
  }
  const email = form.email.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (email.length > CUSTOMER_DETAILS_LIMITS.email || !EMAIL_RE.test(email)) {
    errors.email = 'Enter an email address like name@example.com.';
  }
  if (form.orderNote.trim().length > CUSTOMER_DETAILS_LIMITS.orderNote)
    errors.orderNote = `Use ${CUSTOMER_DETAILS_LIMITS.orderNote} characters or fewer.`;
  return errors;
}

const optional = (value: string): string | undefined => value.trim() || undefined;

/**
 * The validateOrder body: trimmed details, the +614 mobile, the visit's UTM attribution and, for a
 * delivery, whether to leave it at the door.
 */
export function toCustomerInfoInput(
  form: DetailsForm,
  attribution: Partial<Attribution> = {},
  isContactless?: boolean,
): CustomerInfoInput {
  const mobile = toAustralianMobile(form.mobileNumber);
  const utm = {
    utm_source: attribution.last_source,
    utm_medium: attribution.last_medium,
    utm_campaign: attribution.last_campaign,
    utm_term: attribution.last_term,
    utm_content: attribution.last_content,
  };
  const input: CustomerInfoInput = {
    firstName: optional(form.firstName),
    lastName: optional(form.lastName),
    mobileNumber: mobile.ok ? mobile.value : sanitisePhone(form.mobileNumber),
    email: form.email.trim(),
    orderNote: optional(form.orderNote),
    isContactless,
  };
  for (const [name, value] of Object.entries(utm)) {
    if (value) input[name as keyof typeof utm] = value.slice(0, CUSTOMER_DETAILS_LIMITS.utm);
  }
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as CustomerInfoInput;
}

const text = (value: unknown): string => (typeof value === 'string' && !PLACEHOLDERS.has(value) ? value : '');

/** Details the basket already holds (an earlier validateOrder), placeholders shown as empty. */
export function detailsFromCustomerInfo(info: Record<string, unknown> | null | undefined): Partial<DetailsForm> {
  if (!info) return {};
  const found: Partial<DetailsForm> = {
    firstName: text(info.firstName),
    lastName: text(info.lastName),
    mobileNumber: text(info.mobileNumber) ? displayMobile(text(info.mobileNumber)) : '',
    email: text(info.email),
  };
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Partial<DetailsForm>;
}

/**
 * Leaves out the field the customer is in: a value filled in under the caret would run into what
 * they type next (the account's details can arrive just as they start).
 */
export function withoutFieldInUse(found: Partial<DetailsForm>, active: Element | null): Partial<DetailsForm> {
  const name = active instanceof HTMLInputElement ? active.name : '';
  if (!(name in found)) return found;
  return Object.fromEntries(Object.entries(found).filter(([field]) => field !== name)) as Partial<DetailsForm>;
}

/** Delivery only: the customer's answer, or the store's own setting until they answer. */
export const contactlessChoice = (chosen: boolean | null, storeDefault: boolean): boolean => chosen ?? storeDefault;

interface CheckoutDetailsState {
  form: DetailsForm;
  /** Contactless delivery as ticked or unticked; null until the customer touches it. */
  contactless: boolean | null;
  setField(field: keyof DetailsForm, value: string): void;
  setContactless(value: boolean): void;
  /** Fill empty fields from what is known elsewhere (the basket, the signed-in customer). */
  prefill(found: Partial<DetailsForm>): void;
}

export const useCheckoutDetails = create<CheckoutDetailsState>()(
  persist(
    (set, get) => ({
      form: EMPTY_DETAILS,
      contactless: null,
      setField: (field, value) => set({ form: { ...get().form, [field]: value } }),
      setContactless: (contactless) => set({ contactless }),
      prefill: (found) => {
        const form = { ...get().form };
        let changed = false;
        for (const [field, value] of Object.entries(found) as [keyof DetailsForm, string][]) {
          if (value && !form[field]) {
            form[field] = value;
            changed = true;
          }
        }
        if (changed) set({ form });
      },
    }),
    sessionPersist('checkoutDetails', ({ form, contactless }) => ({ form, contactless })),
  ),
);

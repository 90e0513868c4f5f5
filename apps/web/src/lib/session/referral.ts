// Referral id from affiliate links (?irpid=...). Kept raw in session storage under its own name;
// the payment rules read it (cash is withheld for blacklisted referral ids).
import { readSession, writeSession } from '../storage.ts';

export const REFERRAL_ID_KEY = 'irpid';

export const saveReferralId = (id: string): void => writeSession(REFERRAL_ID_KEY, id);
export const readReferralId = (): string | null => readSession(REFERRAL_ID_KEY);

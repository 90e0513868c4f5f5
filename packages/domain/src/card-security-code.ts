/** Document 2 section 3: Visa (CVV) and Mastercard (CVC) have 3 digits, Amex (CID) 4. */
export const SECURITY_CODE_LENGTH = { Visa: 3, Mastercard: 3, Amex: 4 } as const;
export type SecurityCodeBrand = keyof typeof SECURITY_CODE_LENGTH;

/** Whether a saved card's security code has the brand's length and only digits. */
export function isValidSecurityCode(brand: SecurityCodeBrand, code: string): boolean {
  return new RegExp(`^\\d{${SECURITY_CODE_LENGTH[brand]}}$`).test(code);
}

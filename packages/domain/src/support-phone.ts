// Spec document 2, section 8: the support line named as {phone} in customer messages. The
// configuration seed serves it as SUPPORT_PHONE; the app falls back to it while none is loaded, and
// the server's messages (locked basket, sign-in codes, e-mails) print it.
export const SUPPORT_PHONE = '13 11 66';

// The children of /account in the order the overview and the side navigation list them.
export const ACCOUNT_SECTIONS = [
  { path: 'details', title: 'Your details', blurb: 'Name, email, mobile and saved places' },
  { path: 'notifications', title: 'Notifications', blurb: 'Messages and offers for you' },
  { path: 'rewards', title: 'Rewards', blurb: 'Points and rewards you can use' },
  { path: 'payment', title: 'Payment methods', blurb: 'Saved cards' },
  { path: 'email', title: 'Email address', blurb: 'Change the email you log in with' },
  { path: 'history', title: 'Order history', blurb: 'Past orders and reorders' },
  { path: 'security', title: 'Login and security', blurb: 'How you log in' },
  { path: 'communication', title: 'Communication preferences', blurb: 'Email and SMS marketing' },
] as const;

export type AccountSectionPath = (typeof ACCOUNT_SECTIONS)[number]['path'];

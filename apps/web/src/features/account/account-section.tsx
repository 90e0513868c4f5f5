// The frame of every /account child (title, blurb, breadcrumb) and the three states a page that
// loads the customer's data shows before its content: loading, failed (with a retry) and empty.
import type { ReactNode } from 'react';
import { customerErrorMessage } from '../../lib/customer-error.ts';
import { Button } from '../../ui/button/button.tsx';
import { AlertIcon } from '../../ui/icons/icons.tsx';
import { Page } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { ACCOUNT_SECTIONS, type AccountSectionPath } from './account-sections.ts';

export function AccountSection({ path, children }: { path: AccountSectionPath; children: ReactNode }) {
  const section = ACCOUNT_SECTIONS.find((s) => s.path === path)!;
  return (
    <Page title={section.title} lead={<p>{section.blurb}</p>} crumbs={[{ to: '/account', label: 'Account' }]}>
      {children}
    </Page>
  );
}

export function AccountLoading({ label }: { label: string }) {
  return (
    <div className="account__state">
      <Spinner label={label} />
    </div>
  );
}

export function AccountLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div className="account__state account__state--error" role="alert">
      <AlertIcon />
      <p>{customerErrorMessage(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function AccountEmpty({ children }: { children: ReactNode }) {
  return <div className="account__state account__state--empty">{children}</div>;
}

// /marketing: staff with the marketing role sign in, create and schedule a content card or an
// in-app message for a segment, preview it as a customer would see it, see each one's
// impressions, clicks and dismissals, and change or withdraw it (decision 242); send a push
// message to customers' devices (decision 188); or change the menu's prices (decision 200).
// Decision 165; docs/engagement.md, docs/push-notifications.md.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { Page } from '../../ui/page/page.tsx';
import { StaffSignIn } from '../../ui/staff-sign-in/staff-sign-in.tsx';
import { panelId, tabId, Tabs } from '../../ui/tabs/tabs.tsx';
import { CardsPanel, MessagesPanel } from './engagement-panels.tsx';
import { fetchMarketer, signInStaff } from './marketing-api.ts';
import { liveMarketingSession, MARKETING_REFUSAL, useMarketingSession } from './marketing-session.ts';
import { MenuPrices } from './menu-prices.tsx';
import { PushForm } from './push-form.tsx';
import './marketing-console.css';

export function MarketingConsolePage() {
  const stored = useMarketingSession((s) => s.session);
  const signOut = useMarketingSession((s) => s.signOut);
  const [checkedAt] = useState(() => Date.now());
  const session = liveMarketingSession(stored, checkedAt);
  // An expired session left in storage is dropped.
  useEffect(() => {
    if (stored && !session) signOut('Your session has ended. Sign in again.');
  }, [stored, session, signOut]);

  return session ? <Workspace token={session.token} name={session.name} /> : <SignIn />;
}

function SignIn() {
  const signIn = useMarketingSession((s) => s.signIn);
  const endedBecause = useMarketingSession((s) => s.endedBecause);
  return (
    <StaffSignIn
      title="Marketing console"
      eyebrow="For the marketing team"
      lead={<p>Sign in with your marketing account to schedule content cards and in-app messages.</p>}
      endedBecause={endedBecause}
      onSignIn={async (username, password) => {
        const staff = await signInStaff(username, password);
        // A store or editor account signs in, but only a marketer may stay.
        const marketer = await fetchMarketer(staff.token);
        signIn({ token: staff.token, name: marketer.name, expiresAt: staff.expiresAt });
      }}
      explain={(e) =>
        e instanceof ApiError && e.status === 403
          ? `${MARKETING_REFUSAL} Ask head office for a marketing account.`
          : null
      }
    />
  );
}

type Tab = 'cards' | 'messages' | 'push' | 'prices';

function Workspace({ token, name }: { token: string; name: string }) {
  const signOut = useMarketingSession((s) => s.signOut);
  const [tab, setTab] = useState<Tab>('cards');
  // A 401 (session over) or 403 (role taken away) ends the session: the sign-in shows again.
  const onFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401) signOut('Your session has ended. Sign in again.');
      if (error.status === 403) signOut(MARKETING_REFUSAL);
    },
    [signOut],
  );
  return (
    <Page
      title="Marketing console"
      eyebrow={`Signed in as ${name}`}
      actions={
        <Button variant="secondary" onClick={() => signOut()}>
          Sign out
        </Button>
      }
    >
      <div className="marketing-tabs">
        <Tabs
          label="Marketing tools"
          idPrefix="marketing"
          items={[
            { id: 'cards', label: 'Content cards' },
            { id: 'messages', label: 'In-app messages' },
            { id: 'push', label: 'Push messages' },
            { id: 'prices', label: 'Menu prices' },
          ]}
          value={tab}
          onChange={setTab}
        />
      </div>
      <div role="tabpanel" id={panelId('marketing', tab)} aria-labelledby={tabId('marketing', tab)}>
        {tab === 'cards' ? (
          <CardsPanel token={token} onFailure={onFailure} />
        ) : tab === 'push' ? (
          <PushForm token={token} onFailure={onFailure} />
        ) : tab === 'prices' ? (
          <MenuPrices token={token} onFailure={onFailure} />
        ) : (
          <MessagesPanel token={token} onFailure={onFailure} />
        )}
      </div>
    </Page>
  );
}

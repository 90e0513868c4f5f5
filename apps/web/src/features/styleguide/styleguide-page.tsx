// /styleguide: the design system's primitives in one place, for design and QA review.
import { useState } from 'react';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { Button } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import { hideSpinner, showSpinner, Spinner } from '../../ui/spinner/spinner.tsx';
import { TabPanel, Tabs } from '../../ui/tabs/tabs.tsx';

export function StyleguidePage() {
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState<'delivery' | 'pickup'>('delivery');
  const [modalOpen, setModalOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string>('');

  const busyFor = (ms: number) => {
    setBusy(true);
    setTimeout(() => setBusy(false), ms);
  };

  return (
    <Page title="Style guide" lead={<p>Buttons, overlays and navigation used across the storefront.</p>}>
      <Section title="Buttons">
        <div className="page__actions">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button disabled>Disabled</Button>
        </div>
      </Section>
      <Section title="Alert dialog and snackbar">
        <div className="page__actions">
          <Button onClick={async () => setAnswer((await openAlert()) ? 'Confirmed' : 'Cancelled')}>Open alert</Button>
          <Button variant="secondary" onClick={() => showSnackbar({ message: 'Pickup details saved' })}>
            Success snackbar
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              showSnackbar({ message: 'Something went wrong! We apologise for the inconvenience.', theme: 'danger' })
            }
          >
            Danger snackbar
          </Button>
        </div>
        {answer && <p role="status">Alert answer: {answer}</p>}
      </Section>
      <Section title="Spinner and modal">
        <div className="page__actions">
          <Spinner />
          <Button
            variant="secondary"
            onClick={() => {
              showSpinner('Please wait while we prepare your session!');
              setTimeout(hideSpinner, 1500);
            }}
          >
            Blocking spinner
          </Button>
          <Button variant="secondary" onClick={() => setModalOpen(true)}>
            Open modal
          </Button>
        </div>
        <Modal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          title="Saving your details"
          busy={busy}
          noCloseWhileBusy
          footer={<Button onClick={() => busyFor(3000)}>{busy ? 'Saving…' : 'Save'}</Button>}
        >
          <p>While saving, this modal cannot be closed with Escape or by clicking outside.</p>
        </Modal>
      </Section>
      <Section title="Tabs">
        <Tabs
          label="Order type"
          idPrefix="styleguide"
          value={tab}
          onChange={setTab}
          items={[
            { id: 'delivery', label: 'Delivery' },
            { id: 'pickup', label: 'Pickup' },
          ]}
        />
        <TabPanel idPrefix="styleguide" id={tab}>
          <p>{tab === 'delivery' ? 'We bring it to you.' : 'You collect it from the store.'}</p>
        </TabPanel>
      </Section>
      <Section title="Pagination">
        <Pagination total={240} page={page} onChange={setPage} label="Example pages" />
      </Section>
    </Page>
  );
}

// In-app messages (spec document 1 sections 4 and 5), mounted once by the shell after the first
// paint: the newest message this viewer has not dismissed shows in a modal and is marked viewed.
// Its button opens its link (clicked); a campaign message's button opens the campaign modal
// instead. The server sends a contactless message only when the current store is in its stores.
import type { InAppMessage } from '@storefront/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { campaignAction, campaignPath, useCampaignStore } from './campaign-store.ts';
import { engagementKey, markInAppMessage, recordEngagementEvent, type EngagementAction } from './engagement-client.ts';
import { startEngagement } from './engagement-refresh.ts';
import { useEngagementStore } from './engagement-store.ts';

function act(message: Pick<InAppMessage, 'id'>, action: EngagementAction) {
  const key = engagementKey();
  if (!key) return;
  useEngagementStore.getState().messageAction(message.id, action);
  markInAppMessage(key, message.id, action).catch(() => undefined);
}

function CampaignModal() {
  const { extras, open, message, claim, close } = useCampaignStore();
  if (!extras) return null;
  return (
    <Modal
      open={open}
      onClose={close}
      title={message?.header ?? 'Your offer'}
      size="sm"
      footer={
        <Link
          to={campaignPath(extras.campaignType)}
          className={buttonClass({ block: true })}
          onClick={() => {
            claim();
            if (message) act(message, 'clicked');
            const key = engagementKey();
            if (key) {
              recordEngagementEvent(key, 'campaign_claimed', { campaign_type: extras.campaignType }).catch(
                () => undefined,
              );
            }
          }}
        >
          {campaignAction(extras.campaignType)}
        </Link>
      }
    >
      <p>{message?.message ?? 'Fill in a few details to claim your offer.'}</p>
    </Modal>
  );
}

export default function InAppMessages() {
  useEffect(() => startEngagement(), []);
  const navigate = useNavigate();
  const message = useEngagementStore((s) => s.messages[0]);
  const arrived = useCampaignStore((s) => s.arrived);

  useEffect(() => {
    if (!message) return;
    if (!message.viewed) act(message, 'viewed');
    const campaignType = message.kind === 'campaign' ? message.extras.campaignType : null;
    if (campaignType && useCampaignStore.getState().message?.id !== message.id) {
      arrived({ id: message.id, header: message.header, message: message.message }, { campaignType });
    }
  }, [message, arrived]);

  const dismiss = () => message && act(message, 'dismissed');
  const follow = () => {
    if (!message) return;
    if (message.kind === 'campaign' && message.extras.campaignType) {
      act(message, 'dismissed');
      useCampaignStore.getState().show();
      return;
    }
    act(message, 'clicked');
    act(message, 'dismissed');
    if (message.url?.startsWith('/')) navigate(message.url);
    else if (message.url) window.location.assign(message.url);
  };
  const hasButton = message && (message.kind === 'campaign' || message.url);

  return (
    <>
      {message && (
        <Modal
          open
          onClose={dismiss}
          title={message.header}
          size="sm"
          footer={
            hasButton ? (
              <Button block onClick={follow}>
                {message.buttonText ?? (message.kind === 'campaign' ? 'See the offer' : 'Find out more')}
              </Button>
            ) : (
              <Button block variant="secondary" onClick={dismiss}>
                Got it
              </Button>
            )
          }
        >
          <p>{message.message}</p>
        </Modal>
      )}
      <CampaignModal />
    </>
  );
}

// The date-time selector on its own, for the current session (opened when the chosen time is no
// longer offered: 412 InvalidOrderDateTime, or a save whose time did not pass). Loaded on demand:
// it brings the slot rules and their date library.
import { useQuery } from '@tanstack/react-query';
import { storeByCode, storeSchedule } from '../../lib/api/store-api.ts';
import { useBasketSession } from '../../lib/session/basket-session.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { requestFromBasket } from '../../lib/session/save-session.ts';
import { useNow } from '../../lib/use-now.ts';
import { Button } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { DateTimeSelector, useSlotChoice } from './date-time-selector.tsx';
import { LocMessage } from './loc-message.tsx';
import { SaveArea } from './save-area.tsx';
import type { SelectorStore } from './slot-choice.ts';
import { useSessionSaver } from './use-session-saver.ts';
import './location.css';

export default function DateTimeModal({ warning, onClose }: { warning: string | null; onClose(): void }) {
  const basket = useBasketSession((s) => s.basket);
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  const now = useNow();
  const saver = useSessionSaver({ onDone: onClose, initialWarning: warning });
  const code = basket?.storeInfo.code;
  const store = useQuery({
    queryKey: ['store-with-schedule', code, 'full'],
    queryFn: async ({ signal }) => {
      const found = await storeByCode(code!, signal);
      const schedule = await storeSchedule(found, signal);
      return schedule ? { found, schedule } : null;
    },
    enabled: !!code,
  });
  const serviceType = basket?.serviceType === 'Delivery' ? 'delivery' : 'pickup';
  const selector: SelectorStore | null =
    basket && store.data
      ? {
          code: store.data.found.code,
          timeZone: store.data.found.timeZone,
          tradingDays: store.data.schedule.tradingDays,
          promiseMinutes: basket.storeInfo.promiseTimeMinutes,
        }
      : null;
  const choice = useSlotChoice(selector, serviceType, now);

  return (
    <Modal
      open
      title="Choose a new time"
      onClose={onClose}
      sheet
      busy={saver.saving}
      noCloseWhileBusy
      className="localisation-modal"
    >
      {!basket ? (
        <>
          <LocMessage tone="info">Choose delivery or pickup first.</LocMessage>
          <Button onClick={() => openLocalisation('delivery')}>Choose delivery or pickup</Button>
        </>
      ) : store.isPending ? (
        <Spinner label="Loading times" />
      ) : !store.data ? (
        <LocMessage tone="error">
          We couldn't load this store's times just now.{' '}
          <button type="button" className="link-button" onClick={() => void store.refetch()}>
            Try again
          </button>
        </LocMessage>
      ) : (
        <div className="loc-step">
          <p className="loc-summary__detail">
            {serviceType === 'delivery' ? 'Delivery from' : 'Pickup from'} {basket.storeInfo.name}
          </p>
          <DateTimeSelector
            choice={choice}
            serviceType={serviceType}
            now={now}
            warning={saver.warning}
            disabled={saver.saving}
          />
          <SaveArea
            saver={saver}
            label="Save new time"
            disabled={!choice.value}
            onSave={() =>
              choice.value &&
              void saver.save({
                ...requestFromBasket(basket),
                ...choice.value,
                point: { latitude: store.data!.found.latitude, longitude: store.data!.found.longitude },
                schedule: store.data!.schedule,
              })
            }
          />
        </div>
      )}
    </Modal>
  );
}

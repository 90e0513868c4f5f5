// Who a card or message is for, and when: the segment (everyone, a store, a state, customers with
// at least N orders, guests) and the schedule's start and end (both optional).
import { australianStates, type EngagementSegment } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchStores, marketingKeys } from './marketing-api.ts';
import { ConsoleField } from './console-field.tsx';
import type { FieldErrors, SegmentDraft } from './draft-fields.ts';

export const SEGMENT_LABELS: Record<EngagementSegment['kind'], string> = {
  all: 'Everyone',
  store: 'One store',
  state: 'A state or territory',
  'min-orders': 'Customers with at least N orders',
  guests: 'Guests (not signed in)',
};

export function useConsoleStores() {
  return useQuery({
    queryKey: marketingKeys.stores,
    queryFn: ({ signal }) => fetchStores(signal),
    staleTime: Infinity,
  });
}

export function SegmentFields({
  idPrefix,
  draft,
  errors,
  onChange,
}: {
  idPrefix: string;
  draft: SegmentDraft;
  errors: FieldErrors;
  onChange(change: Partial<SegmentDraft>): void;
}) {
  const stores = useConsoleStores();
  return (
    <fieldset className="marketing-fieldset">
      <legend>Who and when</legend>
      <ConsoleField id={`${idPrefix}-segment`} label="Segment">
        <select
          value={draft.segmentKind}
          onChange={(e) => onChange({ segmentKind: e.target.value as SegmentDraft['segmentKind'] })}
        >
          {Object.entries(SEGMENT_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </ConsoleField>
      {draft.segmentKind === 'store' && (
        <ConsoleField
          id={`${idPrefix}-segment-store`}
          label="Store"
          error={errors.segmentStoreId ?? (stores.isError ? 'The stores could not be loaded.' : undefined)}
        >
          <select value={draft.segmentStoreId} onChange={(e) => onChange({ segmentStoreId: e.target.value })}>
            <option value="">{stores.isPending ? 'Loading the stores…' : 'Choose a store'}</option>
            {stores.data?.map((store) => (
              <option key={store.storeId} value={String(store.storeId)}>
                {store.name} ({store.code})
              </option>
            ))}
          </select>
        </ConsoleField>
      )}
      {draft.segmentKind === 'state' && (
        <ConsoleField id={`${idPrefix}-segment-state`} label="State or territory">
          <select value={draft.segmentState} onChange={(e) => onChange({ segmentState: e.target.value })}>
            {australianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </ConsoleField>
      )}
      {draft.segmentKind === 'min-orders' && (
        <ConsoleField
          id={`${idPrefix}-segment-orders`}
          label="At least this many orders"
          error={errors.segmentMinOrders}
        >
          <input
            inputMode="numeric"
            value={draft.segmentMinOrders}
            onChange={(e) => onChange({ segmentMinOrders: e.target.value })}
          />
        </ConsoleField>
      )}
      <div className="marketing-form__pair">
        <ConsoleField id={`${idPrefix}-starts`} label="Starts" hint="Empty: at once" error={errors.startsAt}>
          <input
            type="datetime-local"
            value={draft.startsAt}
            onChange={(e) => onChange({ startsAt: e.target.value })}
          />
        </ConsoleField>
        <ConsoleField id={`${idPrefix}-ends`} label="Ends" hint="Empty: no end" error={errors.endsAt}>
          <input type="datetime-local" value={draft.endsAt} onChange={(e) => onChange({ endsAt: e.target.value })} />
        </ConsoleField>
      </div>
    </fieldset>
  );
}

export function segmentText(segment: EngagementSegment, storeName?: (id: number) => string | undefined): string {
  switch (segment.kind) {
    case 'store':
      return `Store ${storeName?.(segment.storeId) ?? segment.storeId}`;
    case 'state':
      return `${segment.state} customers`;
    case 'min-orders':
      return `Customers with ${segment.minOrders}+ orders`;
    default:
      return SEGMENT_LABELS[segment.kind];
  }
}

import type { ContentCard, InAppMessage } from '@storefront/contract';
import { contactlessMessageShows, presentId } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { CustomerIdentitySource } from '../../platform/customer-identity.ts';
import { AppError, invalidRequest, notFound } from '../../platform/errors.ts';
import type { ConfigurationSource } from '../config/configuration-source.ts';
import { engagementConsoleService } from './engagement-console.service.ts';
import type { EngagementRepository, EngagementViewer, StateAction } from './engagement.repository.ts';

export { CONSOLE_REFUSALS } from './engagement-console.service.ts';

export const ENGAGEMENT_KEY_REFUSAL = 'The engagement SDK key is missing or not this environment’s.';

/** What an SDK call says about who is asking. */
export interface ViewerInput {
  key: string | undefined;
  deviceId: string | undefined;
  storeId: number | undefined;
  /** Where the device id was sent, for the 400 that names it. */
  deviceField: 'query.deviceId' | 'body.deviceId';
}

export function engagementService(deps: {
  repository: EngagementRepository;
  configuration: ConfigurationSource;
  identity: CustomerIdentitySource;
  clock: Clock;
}) {
  const { repository, configuration, identity, clock } = deps;

  /**
   * The SDK key first (401 as the real SDK endpoint answers), then the viewer: a signed-in customer
   * by their verified token's user id, else a guest by the app's device id (a blank guid is none).
   */
  async function viewerOf(request: FastifyRequest, input: ViewerInput): Promise<EngagementViewer> {
    const expected = (await configuration.get()).settings.API_BRAZE_KEY.key;
    if (!input.key || input.key !== expected) throw new AppError(401, 'Unauthorized', ENGAGEMENT_KEY_REFUSAL);
    const who = await identity(request);
    const storeId = input.storeId && input.storeId > 0 ? input.storeId : null;
    if (who.kind === 'customer') return { subject: `user:${who.userId}`, customerId: who.customerId, storeId };
    const deviceId = presentId(input.deviceId);
    if (!deviceId) {
      throw invalidRequest('A guest needs the device id the app keeps.', [
        { field: input.deviceField, message: 'Required for a guest; a blank guid counts as none' },
      ]);
    }
    return { subject: `device:${deviceId}`, customerId: null, storeId };
  }

  return {
    viewerOf,

    async contentCards(viewer: EngagementViewer): Promise<ContentCard[]> {
      return repository.cardsFor(viewer, clock.now());
    },

    /** Only the viewer's own messages; a contactless one only when their current store is in its stores. */
    async inAppMessages(viewer: EngagementViewer): Promise<InAppMessage[]> {
      const messages = await repository.messagesFor(viewer, clock.now());
      return messages.filter((m) => m.kind !== 'contactless' || contactlessMessageShows(m.stores, viewer.storeId));
    },

    /** A card the viewer cannot see (another segment, expired, out of schedule) is 404, not counted. */
    async markCard(viewer: EngagementViewer, cardId: string, action: StateAction) {
      const [card] = await repository.cardsFor(viewer, clock.now(), { cardId, withDismissed: true });
      if (!card) throw notFound('There is no such content card for you.');
      return repository.markCard(cardId, viewer.subject, action, clock.now());
    },

    async markMessage(viewer: EngagementViewer, messageId: string, action: StateAction) {
      const [message] = await repository.messagesFor(viewer, clock.now(), { messageId, withDismissed: true });
      if (!message || (message.kind === 'contactless' && !contactlessMessageShows(message.stores, viewer.storeId))) {
        throw notFound('There is no such in-app message for you.');
      }
      return repository.markMessage(messageId, viewer.subject, action, clock.now());
    },

    async customEvent(viewer: EngagementViewer, name: string, properties: Record<string, string | number | boolean>) {
      await repository.recordEvent(viewer.subject, name, properties, clock.now());
    },

    customAttributes(viewer: EngagementViewer, attributes: Record<string, string | number | boolean | null>) {
      return repository.setAttributes(viewer.subject, attributes, clock.now());
    },

    console: engagementConsoleService({ repository, clock }),
  };
}

export type EngagementService = ReturnType<typeof engagementService>;

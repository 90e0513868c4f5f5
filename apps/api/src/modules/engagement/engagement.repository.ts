import type { ContentCardExtras, InAppMessage } from '@storefront/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/execute-rows.ts';
import {
  engagementAttributes,
  engagementCardStates,
  engagementEvents,
  engagementMessageStates,
} from '../../db/schema/index.ts';
import { engagementConsoleRepository } from './engagement-console.repository.ts';

export { segmentColumns } from './engagement-console.repository.ts';

/**
 * Who is looking: `subject` keys their state (user:<userId> or device:<id>); `customerId` (null
 * for a guest) and the current store are what segments are evaluated against.
 */
export interface EngagementViewer {
  subject: string;
  customerId: string | null;
  storeId: number | null;
}

export type StateAction = 'viewed' | 'clicked' | 'dismissed';

/**
 * The viewer as segments see them, in SQL: a guest or not, their store (the current one, else the
 * customer's saved store, else the store of their latest order), its state, and their order count.
 */
const viewerCte = (viewer: EngagementViewer): SQL => sql`
  viewer as (
    select ${viewer.customerId === null}::boolean as is_guest,
           coalesce(
             nullif(${viewer.storeId ?? 0}::int, 0),
             (select (c.disposition_preference->>'storeId')::int from customers c
               where c.customer_id::text = ${viewer.customerId}::text and c.deleted_at is null),
             (select o.store_id from orders o where o.customer_id = ${viewer.customerId}::text
               order by o.created_at desc limit 1)
           ) as store_id,
           (select count(*)::int from orders o where o.customer_id = ${viewer.customerId}::text) as order_count
  ),
  viewer_store as (
    select v.is_guest, v.store_id, v.order_count, s.state
      from viewer v left join stores s on s.store_id = v.store_id
  )`;

/**
 * Whether row `t` (a card or a message) is for this viewer now: its segment and its schedule. A
 * withdrawn one is out whatever this server's clock says of its end (another's may run behind).
 */
const forViewerNow = (now: Date): SQL => sql`
  coalesce(case t.segment_kind
    when 'all' then true
    when 'store' then t.segment_store_id = v.store_id
    when 'state' then t.segment_state = v.state
    when 'min-orders' then not v.is_guest and v.order_count >= t.segment_min_orders
    when 'guests' then v.is_guest
    else false end, false)
  and (t.starts_at is null or t.starts_at <= ${now.toISOString()}::timestamptz)
  and (t.ends_at is null or t.ends_at > ${now.toISOString()}::timestamptz)
  and t.withdrawn_at is null`;

const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

interface CardRow {
  id: string;
  imageUrl: string | null;
  url: string | null;
  expiresAt: number | null;
  extras: ContentCardExtras;
  created: number;
  updated: number;
  viewed: boolean;
  clicked: boolean;
}

interface MessageRow extends Omit<InAppMessage, 'viewed'> {
  viewed: boolean;
}

export function engagementRepository(db: Db) {
  return {
    ...engagementConsoleRepository(db),

    /**
     * The viewer's cards: for their segment, in schedule, not expired (expiresAt 0 never expires,
     * null always has), and not dismissed unless `withDismissed`. One query.
     */
    async cardsFor(
      viewer: EngagementViewer,
      now: Date,
      options: { cardId?: string; withDismissed?: boolean } = {},
    ): Promise<CardRow[]> {
      const result = await db.execute(sql`
        with ${viewerCte(viewer)}
        select t.id, t.image_url as "imageUrl", t.url, t.expires_at::float8 as "expiresAt", t.extras,
               ${epochMs(sql`t.created_at`)} as created, ${epochMs(sql`t.updated_at`)} as updated,
               (st.viewed_at is not null) as viewed, (st.clicked_at is not null) as clicked
          from engagement_cards t
          cross join viewer_store v
          left join engagement_card_states st on st.card_id = t.id and st.subject = ${viewer.subject}
         where ${forViewerNow(now)}
           and (t.expires_at = 0 or t.expires_at > ${now.getTime()}::bigint)
           ${options.withDismissed ? sql`` : sql`and st.dismissed_at is null`}
           ${options.cardId ? sql`and t.id = ${options.cardId}::uuid` : sql``}
         order by t.section, (t.extras->>'sequence')::int, t.created_at desc`);
      return rowsOf<CardRow>(result).map((row) => ({
        ...row,
        expiresAt: row.expiresAt === null ? null : Number(row.expiresAt),
        created: Number(row.created),
        updated: Number(row.updated),
      }));
    },

    /** The viewer's in-app messages, for their segment and in schedule, not dismissed unless asked. */
    async messagesFor(
      viewer: EngagementViewer,
      now: Date,
      options: { messageId?: string; withDismissed?: boolean } = {},
    ): Promise<MessageRow[]> {
      const result = await db.execute(sql`
        with ${viewerCte(viewer)}
        select t.id, t.kind, t.header, t.message, t.button_text as "buttonText", t.url, t.stores, t.extras,
               (st.viewed_at is not null) as viewed
          from engagement_messages t
          cross join viewer_store v
          left join engagement_message_states st on st.message_id = t.id and st.subject = ${viewer.subject}
         where ${forViewerNow(now)}
           ${options.withDismissed ? sql`` : sql`and st.dismissed_at is null`}
           ${options.messageId ? sql`and t.id = ${options.messageId}::uuid` : sql``}
         order by t.created_at desc`);
      return rowsOf<MessageRow>(result);
    },

    /** Stamps one action for the viewer (the first time counts) and answers their state. */
    async markCard(cardId: string, subject: string, action: StateAction, now: Date) {
      return markState(db, engagementCardStates, engagementCardStates.cardId, cardId, subject, action, now);
    },

    async markMessage(messageId: string, subject: string, action: StateAction, now: Date) {
      return markState(db, engagementMessageStates, engagementMessageStates.messageId, messageId, subject, action, now);
    },

    async recordEvent(subject: string, name: string, properties: Record<string, string | number | boolean>, now: Date) {
      await db.insert(engagementEvents).values({ subject, name, properties, occurredAt: now });
    },

    /** Sets the given attributes (null removes one) and answers all of the subject's attributes. */
    async setAttributes(subject: string, attributes: Record<string, string | number | boolean | null>, now: Date) {
      return db.transaction(async (tx) => {
        for (const [name, value] of Object.entries(attributes)) {
          if (value === null) {
            await tx
              .delete(engagementAttributes)
              .where(and(eq(engagementAttributes.subject, subject), eq(engagementAttributes.name, name)));
          } else {
            await tx
              .insert(engagementAttributes)
              .values({ subject, name, value, updatedAt: now })
              .onConflictDoUpdate({
                target: [engagementAttributes.subject, engagementAttributes.name],
                set: { value, updatedAt: now },
              });
          }
        }
        const rows = await tx
          .select({ name: engagementAttributes.name, value: engagementAttributes.value })
          .from(engagementAttributes)
          .where(eq(engagementAttributes.subject, subject));
        return Object.fromEntries(rows.map((row) => [row.name, row.value]));
      });
    },
  };
}

async function markState(
  db: Db,
  table: typeof engagementCardStates | typeof engagementMessageStates,
  idColumn: typeof engagementCardStates.cardId | typeof engagementMessageStates.messageId,
  id: string,
  subject: string,
  action: StateAction,
  now: Date,
) {
  const column = { viewed: table.viewedAt, clicked: table.clickedAt, dismissed: table.dismissedAt }[action];
  const field = { viewed: 'viewedAt', clicked: 'clickedAt', dismissed: 'dismissedAt' }[action];
  const idField = idColumn.name === 'card_id' ? 'cardId' : 'messageId';
  const [row] = await db
    .insert(table)
    .values({ [idField]: id, subject, [field]: now } as never)
    .onConflictDoUpdate({
      target: [idColumn, table.subject],
      // The first time counts: a second view does not move the first.
      set: { [field]: sql`coalesce(${column}, ${now.toISOString()}::timestamptz)` },
    })
    .returning({ viewedAt: table.viewedAt, clickedAt: table.clickedAt, dismissedAt: table.dismissedAt });
  return { viewed: Boolean(row?.viewedAt), clicked: Boolean(row?.clickedAt), dismissed: Boolean(row?.dismissedAt) };
}

export type EngagementRepository = ReturnType<typeof engagementRepository>;

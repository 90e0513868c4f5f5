import { randomUUID } from 'node:crypto';
import type {
  ConsoleContentCard,
  ConsoleInAppMessage,
  ContentCardExtras,
  EngagementSegment,
  NewContentCard,
  NewInAppMessage,
} from '@storefront/contract';
import { and, desc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  engagementCards,
  engagementCardStates,
  engagementMessages,
  engagementMessageStates,
  products,
} from '../../db/schema/index.ts';

// The marketing console's side of the engagement tables: what is scheduled with its counts, and
// creating, changing and withdrawing cards and messages. A change or a withdrawal is one
// conditional UPDATE, so two marketers cannot both win.

const PG_INTEGER_MAX = 2_147_483_647;

export function segmentColumns(segment: EngagementSegment) {
  return {
    segmentKind: segment.kind,
    segmentStoreId: segment.kind === 'store' ? segment.storeId : null,
    segmentState: segment.kind === 'state' ? segment.state : null,
    segmentMinOrders: segment.kind === 'min-orders' ? segment.minOrders : null,
  };
}

/** The schedule's start and end as the table keeps them (null: open-ended). */
function scheduleColumns(schedule: { startsAt: string | null; endsAt: string | null }) {
  return {
    startsAt: schedule.startsAt ? new Date(schedule.startsAt) : null,
    endsAt: schedule.endsAt ? new Date(schedule.endsAt) : null,
  };
}

function segmentOf(row: {
  segmentKind: EngagementSegment['kind'];
  segmentStoreId: number | null;
  segmentState: string | null;
  segmentMinOrders: number | null;
}): EngagementSegment {
  switch (row.segmentKind) {
    case 'store':
      return { kind: 'store', storeId: row.segmentStoreId! };
    case 'state':
      return { kind: 'state', state: row.segmentState as Extract<EngagementSegment, { kind: 'state' }>['state'] };
    case 'min-orders':
      return { kind: 'min-orders', minOrders: row.segmentMinOrders! };
    default:
      return { kind: row.segmentKind };
  }
}

type AuthoredRow = Parameters<typeof segmentOf>[0] & {
  startsAt: Date | null;
  endsAt: Date | null;
  createdBy: string;
  updatedAt: Date;
  version: number;
  updatedBy: string | null;
  withdrawnAt: Date | null;
  withdrawnBy: string | null;
  impressions: number;
  clicks: number;
  dismissals: number;
};

/** Who it is for, when, who made and last changed it, and what viewers did with it. */
const authoredOf = (row: AuthoredRow) => ({
  segment: segmentOf(row),
  schedule: { startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null },
  createdBy: row.createdBy,
  version: row.version,
  lastChange: row.updatedBy ? { changedBy: row.updatedBy, changedAt: row.updatedAt.toISOString() } : null,
  withdrawn:
    row.withdrawnAt && row.withdrawnBy
      ? { withdrawnBy: row.withdrawnBy, withdrawnAt: row.withdrawnAt.toISOString() }
      : null,
  impressions: row.impressions,
  clicks: row.clicks,
  dismissals: row.dismissals,
});

const statCounts = (table: typeof engagementCardStates | typeof engagementMessageStates) => ({
  impressions: sql<number>`count(${table.viewedAt})::int`,
  clicks: sql<number>`count(${table.clickedAt})::int`,
  dismissals: sql<number>`count(${table.dismissedAt})::int`,
});

type Scheduled = typeof engagementCards | typeof engagementMessages;

/** Each change counts one more version and names who made it. */
const changedBy = (table: Scheduled, by: string, now: Date) => ({
  version: sql`${table.version} + 1`,
  updatedBy: by,
  updatedAt: now,
});

/** Its end becomes now (customers' queries serve only an end after now); nothing else changes. */
const withdrawal = (table: Scheduled, by: string, now: Date) => ({
  ...changedBy(table, by, now),
  endsAt: now,
  withdrawnAt: now,
  withdrawnBy: by,
});

/** Only one still served: not withdrawn and not past its end. */
const stillScheduled = (table: Scheduled, id: string, now: Date) =>
  and(eq(table.id, id), isNull(table.withdrawnAt), or(isNull(table.endsAt), gt(table.endsAt, now)));

/** Only the version the editor loaded, and never a withdrawn one. */
const atVersion = (table: Scheduled, id: string, version: number) =>
  and(eq(table.id, id), eq(table.version, version), isNull(table.withdrawnAt));

const cardColumns = (card: NewContentCard) => ({
  section: card.extras.site_section,
  imageUrl: card.imageUrl,
  url: card.url,
  expiresAt: card.expiresAt,
  extras: card.extras,
  ...segmentColumns(card.segment),
  ...scheduleColumns(card.schedule),
});

const messageColumns = (message: NewInAppMessage) => ({
  kind: message.kind,
  header: message.header,
  message: message.message,
  buttonText: message.buttonText,
  url: message.url,
  stores: message.kind === 'contactless' ? message.stores : [],
  extras: message.extras,
  ...segmentColumns(message.segment),
  ...scheduleColumns(message.schedule),
});

export function engagementConsoleRepository(db: Db) {
  /** Every card (or the one with `id`), newest first, with impressions, clicks and dismissals. */
  async function consoleCards(id?: string): Promise<ConsoleContentCard[]> {
    const rows = await db
      .select({ ...getTableColumns(engagementCards), ...statCounts(engagementCardStates) })
      .from(engagementCards)
      .leftJoin(engagementCardStates, eq(engagementCardStates.cardId, engagementCards.id))
      .where(id ? eq(engagementCards.id, id) : undefined)
      .groupBy(engagementCards.id)
      .orderBy(desc(engagementCards.createdAt));
    return rows.map((row) => ({
      id: row.id,
      expiresAt: row.expiresAt === null ? null : Number(row.expiresAt),
      created: row.createdAt.getTime(),
      updated: row.updatedAt.getTime(),
      imageUrl: row.imageUrl,
      url: row.url,
      extras: row.extras as ContentCardExtras,
      ...authoredOf(row),
    }));
  }

  async function consoleMessages(id?: string): Promise<ConsoleInAppMessage[]> {
    const rows = await db
      .select({ ...getTableColumns(engagementMessages), ...statCounts(engagementMessageStates) })
      .from(engagementMessages)
      .leftJoin(engagementMessageStates, eq(engagementMessageStates.messageId, engagementMessages.id))
      .where(id ? eq(engagementMessages.id, id) : undefined)
      .groupBy(engagementMessages.id)
      .orderBy(desc(engagementMessages.createdAt));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      header: row.header,
      message: row.message,
      buttonText: row.buttonText,
      url: row.url,
      stores: row.stores,
      extras: row.extras,
      ...authoredOf(row),
    }));
  }

  const oneCard = async (id: string) => (await consoleCards(id))[0];
  const oneMessage = async (id: string) => (await consoleMessages(id))[0];

  return {
    consoleCards,
    consoleMessages,
    consoleCard: oneCard,
    consoleMessage: oneMessage,

    /** Whether the catalogue has this product (a card's product_id must name one). */
    async productExists(productId: number): Promise<boolean> {
      // Past the integer column's range no product can have it (and the query would fail).
      if (productId > PG_INTEGER_MAX) return false;
      const [row] = await db
        .select({ productId: products.productId })
        .from(products)
        .where(eq(products.productId, productId))
        .limit(1);
      return row !== undefined;
    },

    async createCard(card: NewContentCard, createdBy: string, now: Date): Promise<ConsoleContentCard> {
      const id = randomUUID();
      await db.insert(engagementCards).values({ id, ...cardColumns(card), createdBy, createdAt: now, updatedAt: now });
      return (await oneCard(id))!;
    },

    async createMessage(message: NewInAppMessage, createdBy: string, now: Date): Promise<ConsoleInAppMessage> {
      const id = randomUUID();
      await db
        .insert(engagementMessages)
        .values({ id, ...messageColumns(message), createdBy, createdAt: now, updatedAt: now });
      return (await oneMessage(id))!;
    },

    /** Replaces the card's fields if it is still at `version`; undefined when it is not (or is gone). */
    async changeCard(id: string, card: NewContentCard, version: number, by: string, now: Date) {
      const [row] = await db
        .update(engagementCards)
        .set({ ...cardColumns(card), ...changedBy(engagementCards, by, now) })
        .where(atVersion(engagementCards, id, version))
        .returning({ id: engagementCards.id });
      return row ? oneCard(id) : undefined;
    },

    async changeMessage(id: string, message: NewInAppMessage, version: number, by: string, now: Date) {
      const [row] = await db
        .update(engagementMessages)
        .set({ ...messageColumns(message), ...changedBy(engagementMessages, by, now) })
        .where(atVersion(engagementMessages, id, version))
        .returning({ id: engagementMessages.id });
      return row ? oneMessage(id) : undefined;
    },

    /** Ends the card now; undefined when it had already ended or been withdrawn (nothing changes). */
    async withdrawCard(id: string, by: string, now: Date) {
      const [row] = await db
        .update(engagementCards)
        .set(withdrawal(engagementCards, by, now))
        .where(stillScheduled(engagementCards, id, now))
        .returning({ id: engagementCards.id });
      return row ? oneCard(id) : undefined;
    },

    async withdrawMessage(id: string, by: string, now: Date) {
      const [row] = await db
        .update(engagementMessages)
        .set(withdrawal(engagementMessages, by, now))
        .where(stillScheduled(engagementMessages, id, now))
        .returning({ id: engagementMessages.id });
      return row ? oneMessage(id) : undefined;
    },
  };
}

export type EngagementConsoleRepository = ReturnType<typeof engagementConsoleRepository>;

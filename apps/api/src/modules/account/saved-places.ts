import type { Basket, BasketServiceType, SavedAddress, SavedPlaces } from '@storefront/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, customerSavedPlaces, orders } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { StoreDirectory } from '../store/store.repository.ts';
import { NO_DELIVERY_STORE_MESSAGE, storesServing } from '../store/store.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type PlacesRow = typeof customerSavedPlaces.$inferSelect;
type Places = Pick<PlacesRow, 'storeId' | 'address' | 'serviceType'>;

const oneLine = (a: SavedAddress) => `${a.address}, ${a.city} ${a.state} ${a.postalCode}`;

/** The preferred order type survives only while both a store and an address are saved (spec section 6). */
const withServiceType = (places: Places, wanted: BasketServiceType | null): Places => ({
  ...places,
  serviceType: places.storeId !== null && places.address !== null ? wanted : null,
});

/**
 * A signed-in customer's saved pickup store and delivery address. Every change also rewrites the
 * customer's `dispositionPreference`, the summary GET /customer shows, in the same transaction.
 */
export function savedPlaces(db: Db, stores: StoreDirectory, clock: Clock) {
  async function read(customerId: string, tx: Pick<Db, 'select'> = db): Promise<Places> {
    const [row] = await tx.select().from(customerSavedPlaces).where(eq(customerSavedPlaces.customerId, customerId));
    return row ?? { storeId: null, address: null, serviceType: null };
  }

  async function view(places: Places): Promise<SavedPlaces> {
    const store = places.storeId === null ? undefined : await stores.byStoreId(places.storeId);
    return {
      serviceType: places.serviceType,
      store: store ? { storeId: store.storeId, name: store.name } : null,
      address: (places.address as SavedAddress | null) ?? null,
    };
  }

  /** Applies one change under a row lock on the customer, so two saves never lose each other's half. */
  async function change(customerId: string, next: (current: Places) => Places): Promise<SavedPlaces> {
    const saved = await db.transaction(async (tx) => {
      await tx
        .select({ id: customers.customerId })
        .from(customers)
        .where(eq(customers.customerId, customerId))
        .for('update');
      const places = next(await read(customerId, tx));
      const now = clock.now();
      await tx
        .insert(customerSavedPlaces)
        .values({ customerId, ...places, updatedAt: now })
        .onConflictDoUpdate({ target: customerSavedPlaces.customerId, set: { ...places, updatedAt: now } });
      const summary =
        places.storeId === null && places.address === null
          ? null
          : {
              storeId: places.storeId,
              address: places.address ? oneLine(places.address as SavedAddress) : null,
              serviceType: places.serviceType ? (places.serviceType.toLowerCase() as 'delivery' | 'pickup') : null,
            };
      await tx.update(customers).set({ dispositionPreference: summary }).where(eq(customers.customerId, customerId));
      return places;
    });
    return view(saved);
  }

  async function knownStore(storeId: number) {
    const store = await stores.byStoreId(storeId);
    if (!store) {
      throw new AppError(400, 'InvalidRequest', 'Invalid request: body.storeId.', [
        { field: 'body.storeId', message: 'No such store' },
      ]);
    }
  }

  /**
   * A delivery address is saved only where a store delivers, at any hour: the after-login offer
   * starts a delivery order to it. 406 NoStoresFound otherwise, as the delivery search answers.
   */
  async function deliveredTo(address: SavedAddress) {
    const point = {
      latitude: address.latitude,
      longitude: address.longitude,
      suburbName: address.city,
      postcode: address.postalCode,
    };
    if (storesServing(await stores.all(), point, false, undefined, clock.now()).length === 0) {
      throw new AppError(406, 'NoStoresFound', NO_DELIVERY_STORE_MESSAGE);
    }
  }

  return {
    get: async (customerId: string) => view(await read(customerId)),

    async saveStore(customerId: string, storeId: number) {
      await knownStore(storeId);
      return change(customerId, (p) => withServiceType({ ...p, storeId }, p.serviceType));
    },
    removeStore: (customerId: string) =>
      change(customerId, (p) => withServiceType({ ...p, storeId: null }, p.serviceType)),
    async saveAddress(customerId: string, address: SavedAddress) {
      await deliveredTo(address);
      return change(customerId, (p) => withServiceType({ ...p, address }, p.serviceType));
    },
    removeAddress: (customerId: string) =>
      change(customerId, (p) => withServiceType({ ...p, address: null }, p.serviceType)),

    async preferServiceType(customerId: string, serviceType: BasketServiceType) {
      const current = await read(customerId);
      if (current.storeId === null || current.address === null) {
        throw new AppError(
          409,
          'Conflict',
          'Save a pickup store and a delivery address before choosing between them.',
          [{ field: 'body.serviceType', message: 'Needs both a saved store and a saved address' }],
        );
      }
      return change(customerId, (p) => withServiceType(p, serviceType));
    },

    /**
     * After a signed-in customer's order: pickup saves its store, delivery its address; the order's
     * type becomes the preferred one once both are saved. Guests' orders change nothing.
     */
    async rememberFromOrder(orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
      if (!order?.customerId || !UUID.test(order.customerId)) return;
      const customer = await db
        .select({ id: customers.customerId })
        .from(customers)
        .where(eq(customers.customerId, order.customerId));
      if (customer.length === 0) return;
      const basket = order.basket as Basket;
      if (order.serviceType === 'Pickup') {
        await change(order.customerId, (p) => withServiceType({ ...p, storeId: order.storeId }, 'Pickup'));
      } else if (basket.deliveryAddress) {
        const address = basket.deliveryAddress;
        await change(order.customerId, (p) => withServiceType({ ...p, address }, 'Delivery'));
      }
    },

    /** Account deletion: the saved places go with the rest of the personal data. */
    async erase(customerId: string, tx: Pick<Db, 'delete'> = db) {
      await tx.delete(customerSavedPlaces).where(eq(customerSavedPlaces.customerId, customerId));
    },
  };
}

export type SavedPlacesService = ReturnType<typeof savedPlaces>;

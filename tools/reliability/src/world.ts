import { fields, type Client } from './http.ts';
import { customers, type SignedInCustomer } from './customers.ts';
import type { Basket, Shopper } from './shopper.ts';

// The people and things an attacker would aim at: a guest's open basket and placed order, a signed-in
// customer's order, a second guest and customer to attack with, and the store console.

export interface World {
  /** A guest's open basket with one pizza line. */
  basket: Basket & { basketItemId: string };
  /** A guest's placed order, and the session (basket) it was placed from. */
  guestOrder: { orderId: string; orderReference: string; sessionId: string; basketId: string };
  owner: SignedInCustomer & { userId: string; orderId: string };
  otherGuest: Basket;
  otherCustomer: SignedInCustomer;
  staffToken: string;
  /** A guest's group order (docs/group-orders.md): the host's secret proves it is theirs. */
  group: { groupId: string; secret: string; shareToken: string; basketItemId: string };
  /** Text that only the owners may ever see in an answer. */
  secrets: string[];
}

export async function buildWorld(api: Client, shop: Shopper): Promise<World> {
  const people = customers(api);
  const open = await shop.readyBasket();
  const basketAnswer = await shop.basketCall(open, 'GET', '');
  const { basketItems } = fields(basketAnswer) as { basketItems: { basketItemId: string }[] };

  const ordered = await shop.readyBasket();
  const placed = await shop.place(ordered, 'cash');
  if (placed.status !== 201) throw new Error(`guest order: ${placed.status} ${placed.text}`);
  const { orderId, orderReference } = fields(placed) as { orderId: string; orderReference: string };

  const owner = await people.signUp('owner');
  const bearer = { authorization: `Bearer ${owner.accessToken}` };
  const ownersBasket = await shop.readyBasket(bearer);
  const ownersOrder = await shop.place(ownersBasket, 'cash', {}, undefined, bearer);
  if (ownersOrder.status !== 201) throw new Error(`customer order: ${ownersOrder.status} ${ownersOrder.text}`);
  const groupBasket = await shop.readyBasket();
  const started = await api.call('POST', '/api/v1/group-orders', {
    headers: { 'x-session-id': groupBasket.sessionId },
    body: { basketId: groupBasket.basketId, displayName: 'Host' },
  });
  if (started.status !== 201) throw new Error(`group order: ${started.status} ${started.text}`);
  const group = fields(started) as { groupId: string; secret: string; shareToken: string };
  const groupLines = (fields(started).group as { participants: { lines: { basketItemId: string }[] }[] })
    .participants[0]!.lines;
  const claims = JSON.parse(Buffer.from(owner.accessToken.split('.')[1]!, 'base64url').toString()) as { uid: string };

  return {
    basket: { ...open, basketItemId: basketItems[0]!.basketItemId },
    guestOrder: { orderId, orderReference, sessionId: ordered.sessionId, basketId: ordered.basketId },
    owner: { ...owner, userId: claims.uid, orderId: String(fields(ownersOrder).orderId) },
    otherGuest: await shop.newBasket(),
    otherCustomer: await people.signUp('other'),
    staffToken: await people.staffToken(),
    group: {
      groupId: group.groupId,
      secret: group.secret,
      shareToken: group.shareToken,
      basketItemId: groupLines[0]!.basketItemId,
    },
    secrets: [
      groupBasket.sessionId,
      group.secret,
      open.sessionId,
      ordered.sessionId,
      ownersBasket.sessionId,
      orderReference,
      String(fields(ownersOrder).orderReference),
      owner.email,
      owner.accessToken,
    ],
  };
}

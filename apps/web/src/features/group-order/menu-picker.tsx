// Adding items to a group: a compact list of the store's menu for the group's time, one category
// at a time, each product as it comes in the size chosen. Meals and deals are not offered (a group
// line is a single item, docs/group-orders.md).
import type { GroupOrder, ItemChoice, ProductView } from '@storefront/contract';
import { formatCents } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { callApi } from '../../lib/api/call-api.ts';
import { storeByName } from '../../lib/api/store-api.ts';
import { Button } from '../../ui/button/button.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';

const NOT_SINGLE_ITEMS = new Set(['Deals', 'Meals', 'Coupons', 'Surcharges', 'Alcohol']);
const ORDERED_ALONE = new Set(['CustomisableProduct', 'StockItem']);

/** Products a person can add as one line: available, in stock, not a meal, deal, coupon or charge. */
export function addableProducts(products: readonly ProductView[]): ProductView[] {
  return products.filter(
    (p) =>
      p.isAvailable &&
      !p.isOutOfStock &&
      ORDERED_ALONE.has(p.discriminator) &&
      !NOT_SINGLE_ITEMS.has(p.productType) &&
      (p.categories.length === 0 || p.categories.some((c) => !c.isHidden)),
  );
}

/** The store-local wall clock of the group's time, as the product service reads it. */
const localTime = (group: Pick<GroupOrder, 'orderDueAt' | 'isAsap'>): string | undefined =>
  group.isAsap ? undefined : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(group.orderDueAt)?.[0];

function useGroupMenu(group: GroupOrder) {
  const due = localTime(group);
  return useQuery({
    queryKey: ['group-menu', group.storeName, group.serviceType, due ?? ''],
    queryFn: async ({ signal }) => {
      const store = await storeByName(group.storeName, signal);
      const products = await callApi('productList', {
        signal,
        query: {
          storeCode: store.code,
          fulfilmentType: group.serviceType,
          ...(due ? { fulfilmentDateTime: due } : {}),
          includeIngredientDetails: false,
        },
      });
      return addableProducts(products);
    },
    staleTime: 5 * 60_000,
  });
}

function ProductRow({
  product,
  busy,
  onAdd,
}: {
  product: ProductView;
  busy: boolean;
  onAdd(choice: ItemChoice, name: string): void;
}) {
  const id = useId();
  const [sizeId, setSizeId] = useState(product.sizes[0]?.sizeId);
  const size = product.sizes.find((s) => s.sizeId === sizeId);
  const price = size?.priceCents ?? product.totalPrice;
  return (
    <li className="group-menu__item">
      <span className="group-menu__name" id={`${id}-name`}>
        {product.name}
      </span>
      {product.sizes.length > 1 ? (
        <select
          className="group-input group-menu__size"
          aria-label={`Size of ${product.name}`}
          value={sizeId}
          onChange={(e) => setSizeId(Number(e.target.value))}
        >
          {product.sizes.map((s) => (
            <option key={s.sizeId} value={s.sizeId}>
              {s.name} {formatCents(s.priceCents)}
            </option>
          ))}
        </select>
      ) : (
        <span className="group-menu__price">{formatCents(price)}</span>
      )}
      <Button
        size="sm"
        disabled={busy}
        aria-label={`Add ${product.name}${size && product.sizes.length > 1 ? `, ${size.name}` : ''}`}
        onClick={() =>
          onAdd({ productId: product.productId, quantity: 1, ...(sizeId ? { sizeId } : {}) }, product.name)
        }
      >
        Add
      </Button>
    </li>
  );
}

export function MenuPicker({
  group,
  busy,
  onAdd,
}: {
  group: GroupOrder;
  busy: boolean;
  onAdd(choice: ItemChoice, name: string): void;
}) {
  const menu = useGroupMenu(group);
  const id = useId();
  const categories = useMemo(() => {
    const byName = new Map<string, ProductView[]>();
    for (const product of menu.data ?? []) {
      const category = product.categories.find((c) => !c.isHidden)?.name ?? 'Other';
      byName.set(category, [...(byName.get(category) ?? []), product]);
    }
    return [...byName];
  }, [menu.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  if (menu.isPending) return <Spinner label="Loading the menu" />;
  if (menu.isError) {
    return (
      <div role="alert" className="group-error">
        <p>We couldn&apos;t load the menu.</p>
        <Button variant="secondary" onClick={() => void menu.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (categories.length === 0) return <p>Nothing on the menu can be ordered for this time.</p>;
  const current = categories.find(([name]) => name === chosen) ?? categories[0]!;
  return (
    <div className="group-menu">
      <label htmlFor={`${id}-category`}>Category</label>
      <select
        id={`${id}-category`}
        className="group-input"
        value={current[0]}
        onChange={(e) => setChosen(e.target.value)}
      >
        {categories.map(([name]) => (
          <option key={name}>{name}</option>
        ))}
      </select>
      <ul className="group-menu__list" aria-label={current[0]}>
        {current[1].map((product) => (
          <ProductRow key={product.productId} product={product} busy={busy} onAdd={onAdd} />
        ))}
      </ul>
    </div>
  );
}

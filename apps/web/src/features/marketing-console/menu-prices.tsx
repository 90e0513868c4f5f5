// Menu prices (decision 200): find a product, change its price (or its sizes' prices) and save.
// The menu, baskets and reorders use a saved price at once; each product keeps who changed it last.
// A price of zero, or one far from the current price, is confirmed first: it reaches every store.
// The API refuses such a price unless the request says so (confirmPriceJump), sent only once the
// marketer confirmed; the rule is packages/domain's menuPriceJump, the one the API applies.
import {
  MAX_MENU_PRICE_CENTS,
  MENU_PRICE_JUMP_NOT_CONFIRMED,
  type MenuPriceChange,
  type MenuPriceEntry,
} from '@storefront/contract';
import { formatCents, menuPriceJumpLine } from '@storefront/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { openAlert } from '../../ui/alert-dialog/alert-store.ts';
import { Button } from '../../ui/button/button.tsx';
import { changeMenuPrice, fetchMenuPrices, menuPricesKey } from './marketing-api.ts';
import { dollarsToCents } from './draft-fields.ts';

export const menuPriceMessages = {
  loading: 'Loading the menu’s prices…',
  loadFailed: 'The menu’s prices could not be loaded.',
  noMatch: 'No product matches.',
  unchanged: 'Change a price to save it.',
  saveFailed: 'The prices could not be saved. Try again.',
  notDollars: 'Enter dollars and cents, e.g. 24.95.',
  notFiveCents: 'Prices are in 5 cent steps (there are no 1 or 2 cent coins).',
  tooHigh: `A price can be at most ${formatCents(MAX_MENU_PRICE_CENTS)}.`,
  notSaved: 'Nothing was saved.',
} as const;

/** The jumps the API named when it refused a change the console had not asked about (a stale list). */
function refusedJumps(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.code !== MENU_PRICE_JUMP_NOT_CONFIRMED) return null;
  const named: unknown = error.problem?.priceJumps;
  const lines = Array.isArray(named) ? named.filter((line): line is string => typeof line === 'string') : [];
  return lines.length > 0 ? lines : [error.message];
}

/** The typed price in cents, or the reason it cannot be one. */
export function readPrice(text: string): { cents: number } | { error: string } {
  const cents = dollarsToCents(text);
  if (cents === null || cents === undefined) return { error: menuPriceMessages.notDollars };
  if (cents > MAX_MENU_PRICE_CENTS) return { error: menuPriceMessages.tooHigh };
  if (cents % 5 !== 0) return { error: menuPriceMessages.notFiveCents };
  return { cents };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const changedOn = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

export function MenuPrices({ token, onFailure }: { token: string; onFailure(error: unknown): void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const prices = useQuery({
    queryKey: menuPricesKey,
    queryFn: ({ signal }) => fetchMenuPrices(token, signal),
  });
  // A 401 or 403 ends the console session.
  useEffect(() => {
    if (prices.error) onFailure(prices.error);
  }, [prices.error, onFailure]);
  const query = useDeferredValue(search.trim().toLowerCase());
  const categories = useMemo(() => [...new Set((prices.data ?? []).map((p) => p.category))], [prices.data]);
  const shown = useMemo(
    () =>
      (prices.data ?? []).filter(
        (p) => (!category || p.category === category) && (!query || p.name.toLowerCase().includes(query)),
      ),
    [prices.data, category, query],
  );

  return (
    <section className="menu-prices" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Menu prices</h2>
      <p className="marketing-field__hint">
        A saved price is on the menu and in new baskets at once, in every store. Orders already placed keep theirs.
      </p>
      <div className="menu-prices__filters">
        <div className="marketing-field">
          <label htmlFor={`${id}-search`}>Find a product</label>
          <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="marketing-field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
      </div>
      {prices.isPending ? (
        <p role="status">{menuPriceMessages.loading}</p>
      ) : prices.isError ? (
        <div role="alert" className="marketing-form__error">
          <p>{menuPriceMessages.loadFailed}</p>
          <Button variant="secondary" onClick={() => void prices.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p role="status" className="marketing-field__hint">
            {shown.length === 0 ? menuPriceMessages.noMatch : `${shown.length} of ${prices.data.length} products`}
          </p>
          <ul className="menu-prices__list">
            {shown.map((entry) => (
              <li key={entry.productId}>
                <ProductPrices entry={entry} token={token} onFailure={onFailure} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The price fields of one product: one per size, or one for a product without sizes. */
interface PriceField {
  key: string;
  label: string;
  cents: number;
  sizeId: number | null;
}

function fieldsOf(entry: MenuPriceEntry): PriceField[] {
  if (entry.sizes.length === 0) return [{ key: 'price', label: 'Price', cents: entry.priceCents ?? 0, sizeId: null }];
  return entry.sizes.map((s) => ({ key: String(s.sizeId), label: s.name, cents: s.priceCents, sizeId: s.sizeId }));
}

function ProductPrices({
  entry,
  token,
  onFailure,
}: {
  entry: MenuPriceEntry;
  token: string;
  onFailure(error: unknown): void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const fields = fieldsOf(entry);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const textOf = (key: string, cents: number) => typed[key] ?? dollars(cents);
  const save = useMutation({
    mutationFn: (change: MenuPriceChange) => changeMenuPrice(token, entry.productId, change),
    onSuccess: (saved: MenuPriceEntry) => {
      queryClient.setQueryData<MenuPriceEntry[]>(menuPricesKey, (list) =>
        list?.map((p) => (p.productId === saved.productId ? saved : p)),
      );
      setTyped({});
      setStatus(
        `Saved: ${fieldsOf(saved)
          .map((f) => (saved.sizes.length ? `${f.label} ${formatCents(f.cents)}` : formatCents(f.cents)))
          .join(', ')}.`,
      );
    },
  });

  /** Asks about the jumps named (Cancel saves none), then sends, flagged confirmed only if asked. */
  const send = async (change: MenuPriceChange, jumps: string[]): Promise<void> => {
    if (jumps.length > 0) {
      const confirmed = await openAlert({
        title: 'Check the new price',
        body: `${jumps.join(' ')} Save it anyway?`,
        confirmText: 'Save the price',
        cancelText: 'Cancel',
      });
      if (!confirmed) {
        setStatus(menuPriceMessages.notSaved);
        return;
      }
      change = { ...change, confirmPriceJump: true };
    }
    try {
      await save.mutateAsync(change);
    } catch (error) {
      // The price changed since the list was read, and this is now a jump: fresh prices, then ask.
      const refused = change.confirmPriceJump ? null : refusedJumps(error);
      if (refused) {
        void queryClient.invalidateQueries({ queryKey: menuPricesKey });
        return send(change, refused);
      }
      onFailure(error);
      setFormError(error instanceof ApiError && error.status < 500 ? error.message : menuPriceMessages.saveFailed);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    setFormError(null);
    const found: Record<string, string> = {};
    const changed: { field: PriceField; sizeId: number | null; cents: number }[] = [];
    for (const field of fields) {
      const text = typed[field.key];
      if (text === undefined) continue;
      const price = readPrice(text);
      if ('error' in price) found[field.key] = price.error;
      else if (price.cents !== field.cents) changed.push({ field, sizeId: field.sizeId, cents: price.cents });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (changed.length === 0) {
      setStatus(menuPriceMessages.unchanged);
      return;
    }
    // Each price jump by item, size, old and new price; Cancel saves none of them.
    const jumps = changed.flatMap(({ field, cents }) => {
      const line = menuPriceJumpLine(
        entry.sizes.length ? `${entry.name}, ${field.label}` : entry.name,
        field.cents,
        cents,
      );
      return line ? [line] : [];
    });
    await send(
      entry.sizes.length === 0
        ? { priceCents: changed[0]!.cents }
        : { sizes: changed.map((c) => ({ sizeId: c.sizeId!, priceCents: c.cents })) },
      jumps,
    );
  };

  return (
    <form className="menu-prices__product" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-name`}>
      <div className="menu-prices__heading">
        <h3 id={`${id}-name`}>{entry.name}</h3>
        <p className="marketing-field__hint">
          {entry.category}
          {entry.lastChange &&
            ` · changed by ${entry.lastChange.changedBy}, ${changedOn.format(new Date(entry.lastChange.changedAt))}`}
        </p>
      </div>
      <div className="menu-prices__fields">
        {fields.map((field) => {
          const fieldId = `${id}-${field.key}`;
          const error = errors[field.key];
          return (
            <div className="marketing-field" key={field.key}>
              <label htmlFor={fieldId}>{field.label}</label>
              <div className="menu-prices__money">
                <span aria-hidden="true">$</span>
                <input
                  id={fieldId}
                  aria-label={`${field.sizeId === null ? 'Price' : `${field.label} price`} of ${entry.name}, dollars`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={textOf(field.key, field.cents)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                  onChange={(e) => {
                    setTyped((t) => ({ ...t, [field.key]: e.target.value }));
                    setStatus(null);
                  }}
                />
              </div>
              {error && (
                <p id={`${fieldId}-error`} className="marketing-field__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <Button
          type="submit"
          variant="secondary"
          disabled={save.isPending}
          aria-label={`${save.isPending ? 'Saving' : 'Save'} prices of ${entry.name}`}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
      {formError && (
        <p role="alert" className="marketing-form__error">
          {formError}
        </p>
      )}
      <p role="status" className="marketing-form__status">
        {status}
      </p>
    </form>
  );
}

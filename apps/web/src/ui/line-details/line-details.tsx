// What a basket or order line is made of, said the same way in the cart, at checkout, on the
// order page and on the kitchen ticket: the words come from packages/domain (describeItem,
// describeMeal); this only lays them out.
import { detailText, type LineDescription } from '@storefront/domain';
import './line-details.css';

export function LineDetails({ line }: { line: LineDescription }) {
  const details = detailText(line.details);
  if (!details && line.halves.length === 0 && line.items.length === 0) return null;
  return (
    <div className="line-details">
      {details && <p className="line-details__text">{details}</p>}
      {line.halves.length > 0 && (
        <ul className="line-details__halves">
          {line.halves.map((half) => (
            <li key={half.label}>
              <span className="line-details__label">{`${half.label}:`}</span> {half.name}
              {half.details.length > 0 && (
                <span className="line-details__half-text"> — {detailText(half.details)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {line.items.length > 0 && (
        <ul className="line-details__items">
          {line.items.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              <span className="line-details__item-name">
                {item.quantity > 1 && <span className="line-details__qty">{item.quantity} × </span>}
                {item.name}
              </span>
              <LineDetails line={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// Everyone's lines, grouped by person, with a subtotal each and (once split) each share and its
// status; then the group's totals. Remove buttons where the viewer may remove the line.
import type { GroupOrder, GroupParticipant } from '@storefront/contract';
import { describeItem, describeMeal, formatCents } from '@storefront/domain';
import { LineDetails } from '../../ui/line-details/line-details.tsx';
import { Button } from '../../ui/button/button.tsx';
import { SHARE_LABEL } from './group-format.ts';

export const personHeadingId = (participantId: string): string => `group-person-${participantId}`;

function personTitle(person: GroupParticipant, you: string): string {
  const tags = [person.participantId === you ? 'you' : null, person.isHost ? 'host' : null].filter(Boolean);
  return tags.length ? `${person.displayName} (${tags.join(', ')})` : person.displayName;
}

export function GroupPeople({
  group,
  busy,
  onRemove,
}: {
  group: GroupOrder;
  busy: boolean;
  onRemove?(person: GroupParticipant, basketItemId: string, name: string): void;
}) {
  const you = group.you.participantId;
  const mayRemove = (person: GroupParticipant) =>
    !!onRemove && group.status === 'open' && (group.you.isHost || person.participantId === you);
  return (
    <div className="group-people">
      {group.participants.map((person) => {
        const empty = person.lines.length === 0 && person.meals.length === 0;
        return (
          <section
            key={person.participantId}
            className="group-person"
            aria-labelledby={personHeadingId(person.participantId)}
          >
            <h3 id={personHeadingId(person.participantId)} tabIndex={-1} className="group-person__name">
              {personTitle(person, you)}
            </h3>
            {empty ? (
              <p className="group-person__empty">No items yet.</p>
            ) : (
              <ul className="group-lines" aria-label={`Items for ${person.displayName}`}>
                {person.meals.map((meal) => {
                  const line = describeMeal(meal);
                  return (
                    <li key={meal.groupedBasketItemId} className="group-line">
                      <div>
                        <p className="group-line__name">
                          {line.quantity > 1 ? `${line.quantity} × ` : ''}
                          {line.name}
                        </p>
                        <LineDetails line={line} />
                      </div>
                      <span className="group-line__price">{formatCents(line.totalPrice)}</span>
                    </li>
                  );
                })}
                {person.lines.map((item) => {
                  const line = describeItem(item);
                  return (
                    <li key={item.basketItemId} className="group-line">
                      <div>
                        <p className="group-line__name">
                          {line.quantity > 1 ? `${line.quantity} × ` : ''}
                          {line.name}
                        </p>
                        <LineDetails line={line} />
                      </div>
                      <span className="group-line__price">{formatCents(line.totalPrice)}</span>
                      {mayRemove(person) && (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={busy}
                          aria-label={`Remove ${item.name} for ${person.displayName}`}
                          onClick={() => onRemove?.(person, item.basketItemId, item.name)}
                        >
                          Remove
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            <p className="group-person__subtotal">
              Subtotal <strong>{formatCents(person.subtotal)}</strong>
            </p>
            {person.share && (
              <p className="group-person__share">
                <span>
                  Share <strong>{formatCents(person.share.amountCents)}</strong>
                </span>
                <span className={`group-share-status group-share-status--${person.share.status}`}>
                  {SHARE_LABEL[person.share.status]}
                  {person.share.card && ` (${person.share.card.brand} ending ${person.share.card.last4})`}
                </span>
              </p>
            )}
          </section>
        );
      })}
      <dl className="group-totals">
        <div>
          <dt>Items</dt>
          <dd>{formatCents(group.itemsSubtotal)}</dd>
        </div>
        {group.discount > 0 && (
          <div>
            <dt>Discount</dt>
            <dd>−{formatCents(group.discount)}</dd>
          </div>
        )}
        {group.fees > 0 && (
          <div>
            <dt>Fees</dt>
            <dd>{formatCents(group.fees)}</dd>
          </div>
        )}
        <div className="group-totals__total">
          <dt>Total</dt>
          <dd>{formatCents(group.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

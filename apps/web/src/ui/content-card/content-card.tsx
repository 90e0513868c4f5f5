// One content card as a customer sees it (spec document 1 section 3): its title, subtitles, pickup
// and delivery prices with their was-prices and labels, or only its image. Every field is rendered
// as text, never as HTML. The marketing console's preview uses this same component, with what the
// marketer is typing: a link or image address outside the link rule (a script address, say) is
// left out rather than drawn.
import type { ContentCard } from '@storefront/contract';
import { isSafeLinkUrl } from '@storefront/contract/http';
import { formatCents } from '@storefront/domain';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../icons/icons.tsx';
import './content-card.css';

export type ContentCardContent = Pick<ContentCard, 'imageUrl' | 'url' | 'extras'>;

function Price({ label, cents, was }: { label: string | null; cents: number | null; was: number | null }) {
  if (cents === null) return null;
  return (
    <span className="content-card__price">
      {label && <span className="content-card__price-label">{label}</span>}
      <strong>{cents === 0 ? 'Free' : formatCents(cents)}</strong>
      {was !== null && was > cents && (
        <s>
          <span className="sr-only">was </span>
          {formatCents(was)}
        </s>
      )}
    </span>
  );
}

/** The address when it follows the link rule (a path here or https), else null. */
const safe = (url: string | null): string | null => (url && isSafeLinkUrl(url) ? url : null);

function Body({ card }: { card: ContentCardContent }) {
  const x = card.extras;
  const imageUrl = safe(card.imageUrl);
  if (x.image_only && imageUrl) {
    return <img className="content-card__image content-card__image--only" src={imageUrl} alt={x.title} />;
  }
  const subtitles = [x.sub_title_left, x.sub_title_right].filter((part): part is string => Boolean(part));
  return (
    <>
      {imageUrl && <img className="content-card__image" src={imageUrl} alt="" />}
      <span className="content-card__title">{x.title}</span>
      {subtitles.length > 0 && (
        <span className="content-card__subtitle">{subtitles.join(` ${x.subtitle_separator ?? '·'} `)}</span>
      )}
      {(x.price_pickup !== null || x.price_delivery !== null) && (
        <span className="content-card__prices">
          <Price label={x.price_pickup_title} cents={x.price_pickup} was={x.price_pickup_strikethrough} />
          <Price label={x.price_delivery_title} cents={x.price_delivery} was={x.price_delivery_strikethrough} />
        </span>
      )}
    </>
  );
}

export interface ContentCardViewProps {
  card: ContentCardContent;
  onOpen?(event: MouseEvent): void;
  /** Shown as a close button when given. */
  onDismiss?(): void;
}

export function ContentCardView({ card, onOpen, onDismiss }: ContentCardViewProps) {
  const className = `content-card content-card--${card.extras.card_type}`;
  const body = <Body card={card} />;
  const url = safe(card.url);
  const link = !url ? (
    <div className="content-card__link">{body}</div>
  ) : url.startsWith('/') ? (
    <Link to={url} className="content-card__link" onClick={onOpen}>
      {body}
    </Link>
  ) : (
    <a href={url} className="content-card__link" rel="noopener noreferrer" onClick={onOpen}>
      {body}
    </a>
  );
  return (
    <article className={className} aria-label={card.extras.title}>
      {link}
      {onDismiss && (
        <button
          type="button"
          className="content-card__dismiss"
          onClick={onDismiss}
          aria-label={`Dismiss ${card.extras.title}`}
        >
          <CloseIcon />
        </button>
      )}
    </article>
  );
}

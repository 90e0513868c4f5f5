import './status-badge.css';

/** A store's open or closed state, e.g. "Open until 11:00 pm", green when open. */
export function OpenStatusBadge({ open, text }: { open: boolean; text: string }) {
  return <span className={`status-badge status-badge--${open ? 'open' : 'closed'}`}>{text}</span>;
}

// /{anything}: a helpful not-found page (spec section 2).
import { Link } from 'react-router';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { buttonClass } from '../../ui/button/button.tsx';
import { ChevronRightIcon } from '../../ui/icons/icons.tsx';
import { Page } from '../../ui/page/page.tsx';
import './content.css';

const HELPFUL_LINKS = [
  { to: '/menu/pizza', label: 'Pizza menu' },
  { to: '/offers', label: "Today's offers" },
  { to: '/stores', label: 'Find a store' },
  { to: '/track-order', label: 'Track your order' },
];

function EmptyBox() {
  return (
    <svg viewBox="0 0 200 140" className="not-found__art" aria-hidden="true" focusable="false">
      <path d="M20 60h160v66H20z" fill="#f3e3c7" stroke="#d98a2b" strokeWidth="4" />
      <path d="M20 60 40 24h160l-20 36" fill="#fbefd9" stroke="#d98a2b" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="100" cy="94" r="22" fill="none" stroke="#e5d5bd" strokeWidth="4" strokeDasharray="8 8" />
      <text x="100" y="101" textAnchor="middle" fontSize="20" fontWeight="800" fill="#b3121f">
        ?
      </text>
    </svg>
  );
}

export function NotFoundPage() {
  const phone = useSupportPhone();
  return (
    <Page
      title="Page not found"
      heading="Sorry, we couldn't find that page"
      eyebrow="Error 404"
      lead={
        <p>
          The link may be old or mistyped. Here are some places to start instead, or call us on{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
        </p>
      }
      width="narrow"
      actions={
        <Link to="/" className={buttonClass()}>
          Go to the home page
        </Link>
      }
    >
      <EmptyBox />
      <nav aria-label="Popular pages" className="panel">
        <ul className="link-list">
          {HELPFUL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                {link.label}
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}

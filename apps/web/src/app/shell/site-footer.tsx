// The footer: brand, support phone, link groups and the legal line. Below every first screen, so on a
// page load it renders once that screen is drawn: its two dozen links were a large share of the mount's
// work on a slow phone. A prerendered page (the landing) came with its footer and keeps it.
import { useState } from 'react';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { useFirstScreenDrawn } from '../../lib/use-first-screen-drawn.ts';
import { PhoneIcon } from '../../ui/icons/icons.tsx';
import { LogoMark } from '../../ui/logo/logo.tsx';
import { useAppLinkClicks } from '../../lib/app-link-clicks.ts';
import { hasPrerenderedPage } from '../start-up/prerendered-page.ts';
import { useNavigationLinks } from './use-navigation-links.ts';
import './footer.css';

export function SiteFooter() {
  const firstScreenDrawn = useFirstScreenDrawn();
  const [cameWithThePage] = useState(() => hasPrerenderedPage());
  return firstScreenDrawn || cameWithThePage ? <FooterContent /> : null;
}

function FooterContent() {
  const phone = useSupportPhone();
  const debugMode = useSessionStore((s) => s.debugMode);
  const { footer } = useNavigationLinks();
  // Plain links, opened through the router by one listener (lib/app-link-clicks.ts).
  const openInApp = useAppLinkClicks();
  return (
    <footer className="site-footer" onClick={openInApp}>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__logo">
            <LogoMark size={48} />
            <span>Red Roof Pizza</span>
          </p>
          <p>Hand-stretched pizza, hot from the oven. Order online for delivery or pickup from your local store.</p>
          <a className="site-footer__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon />
            <span>
              Order by phone <strong>{phone}</strong>
            </span>
          </a>
        </div>
        {footer.map((group) => (
          <nav key={group.title} className="site-footer__group" aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <a href={link.to}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} Red Roof Pizza. Prices in AUD include GST. Delivery areas and fees vary by store.
        </p>
        {debugMode && <p className="site-footer__debug">Debug mode is on</p>}
      </div>
    </footer>
  );
}

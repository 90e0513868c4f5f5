// The frame around every screen: skip link, header, main landmark, footer, mobile bottom
// navigation, overlays, the navigation behaviour of spec section 2 and the location session.
import { Outlet } from 'react-router';
import { NavigationEffects } from '../navigation/navigation-effects.tsx';
import { OverlaysHost } from '../overlays/overlays-host.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { SessionEffects } from './session-effects.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './shell.css';

export function Shell() {
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav />
      <OverlaysHost />
      <NavigationEffects />
      <SessionEffects />
    </div>
  );
}

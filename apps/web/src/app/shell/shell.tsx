// The frame around every customer screen: skip link, header, main landmark, footer, mobile bottom
// navigation, overlays, the navigation behaviour of spec section 2, the location session and
// analytics. The staff tools have a frame of their own (staff-frame.tsx, decision 243).
import { Outlet } from 'react-router';
import { NavigationEffects } from '../navigation/navigation-effects.tsx';
import { OverlaysHost } from '../overlays/overlays-host.tsx';
import { OfflineBanner } from '../pwa/offline-banner.tsx';
import { UpdatePromptHost } from '../pwa/update-prompt-host.tsx';
import { AnalyticsEffects } from './analytics-effects.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { ContentSplashHost } from './content-splash-host.tsx';
import { InAppMessagesHost } from './in-app-messages-host.tsx';
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
      <OfflineBanner />
      <main id="main-content" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav />
      <OverlaysHost />
      <ContentSplashHost />
      <InAppMessagesHost />
      <UpdatePromptHost />
      <NavigationEffects />
      <SessionEffects />
      <AnalyticsEffects />
    </div>
  );
}

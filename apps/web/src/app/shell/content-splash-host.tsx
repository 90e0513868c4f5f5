// Shows the content splash (splash-screens/*) on the spec's splash routes (landing, meal, offers,
// product-redirect, menu-category) until it has been dismissed twice; the count resets after its
// expiry (lib/content/splash-dismissals.ts). Only a splash whose `active` is 'yes' shows. Nothing
// is read on other routes.
import { lazy, Suspense, useState } from 'react';
import { splashOf } from '../../lib/content/story-guards.ts';
import { dismissSplash, mayShowSplash } from '../../lib/content/splash-dismissals.ts';
import { useContentStories } from '../../lib/content/use-content-stories.ts';
import { canShowSplash, useRouteName } from '../../lib/route-names.ts';

const ContentSplash = lazy(() => import('./content-splash.tsx'));

export const SPLASH_PREFIX = 'splash-screens/';

export function ContentSplashHost() {
  const onSplashRoute = canShowSplash(useRouteName());
  const stories = useContentStories(SPLASH_PREFIX, onSplashRoute);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!stories) return null;
  const found = [...stories]
    .map(([slug, content]) => ({ slug, splash: splashOf(content) }))
    .find((s) => s.splash?.active === 'yes');
  if (!found?.splash || found.slug === dismissed || !mayShowSplash(found.slug)) return null;
  const { slug, splash } = found;
  return (
    <Suspense fallback={null}>
      <ContentSplash
        splash={splash}
        onDismiss={() => {
          dismissSplash(slug);
          setDismissed(slug);
        }}
      />
    </Suspense>
  );
}

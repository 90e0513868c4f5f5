// The content splash screen: a modal with the splash story's title, text and one call to action.
// Loaded only when a splash is to be shown (React.lazy from content-splash-host.tsx).
import type { SplashContent } from '@storefront/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button/button.tsx';
import { Modal } from '../../ui/modal/modal.tsx';

export default function ContentSplash({ splash, onDismiss }: { splash: SplashContent; onDismiss(): void }) {
  return (
    <Modal open onClose={onDismiss} title={splash.title} size="sm" className="content-splash">
      {splash.text && <p>{splash.text}</p>}
      <Link to={splash.cta_url} className={buttonClass({ size: 'lg' })} onClick={onDismiss}>
        {splash.cta_label}
      </Link>
    </Modal>
  );
}

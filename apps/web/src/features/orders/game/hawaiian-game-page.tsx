// The child route of the order page: the order page keeps tracking above it (order-page.tsx).
import { HawaiianGame } from './hawaiian-game.tsx';

export function HawaiianGamePage() {
  return <HawaiianGame />;
}

// Spec 000 §2 / 001 §2: a service-worker update is not applied on the order, process-order,
// checkout, login and register routes. A waiting update stays hidden there; the prompt offering it
// appears on the next navigation to any other route, and applying it is refused on those routes.
import { canApplyServiceWorkerUpdate, type RouteName } from '../route-names.ts';

export interface UpdateState {
  /** A new worker is installed and waiting for the customer's consent. */
  waiting: boolean;
  /** The customer chose "Later" for this waiting update. */
  dismissed: boolean;
}

/** The update prompt shows only for a waiting, undismissed update, and only on a safe route. */
export function showsUpdatePrompt(state: UpdateState, route: RouteName | undefined): boolean {
  return state.waiting && !state.dismissed && canApplyServiceWorkerUpdate(route);
}

/** Applying (which reloads the page) is allowed only where the prompt may show. */
export function mayApplyUpdate(state: UpdateState, route: RouteName | undefined): boolean {
  return showsUpdatePrompt(state, route);
}

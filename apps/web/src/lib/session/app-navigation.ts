// Navigation for shared code outside React (the session response handler, the save flow): the
// shell registers the router's navigate and the current route; until then a full page load is used.
import type { RouteName } from '../route-names.ts';

export interface AppNavigation {
  navigate(to: string, options?: { replace?: boolean }): void;
  routeName(): RouteName | undefined;
  pathname(): string;
}

let current: AppNavigation | null = null;

export function setAppNavigation(navigation: AppNavigation | null): void {
  current = navigation;
}

export function appNavigate(to: string, options?: { replace?: boolean }): void {
  if (current) current.navigate(to, options);
  else window.location.assign(to);
}

export const currentRouteName = (): RouteName | undefined => current?.routeName();

export const currentPathname = (): string => current?.pathname() ?? window.location.pathname;

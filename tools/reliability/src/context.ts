import type postgres from 'postgres';
import type { Client } from './http.ts';
import type { StorefrontProcess } from './server.ts';
import type { Shopper } from './shopper.ts';
import type { World } from './world.ts';

/** What every check gets: the running server, its database, and a guest's client. */
export interface Context {
  server: StorefrontProcess;
  api: Client;
  shop: Shopper;
  sql: postgres.Sql;
  /** The fast subset run inside `npm test`: fewer cases, same checks. */
  quick: boolean;
  /** The owners and attackers, made once on first use and shared by the checks. */
  world(): Promise<World>;
}

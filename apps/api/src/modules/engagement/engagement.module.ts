import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CustomerIdentitySource } from '../../platform/customer-identity.ts';
import type { ConfigurationSource } from '../config/configuration-source.ts';
import { engagementRepository } from './engagement.repository.ts';
import { engagementService } from './engagement.service.ts';

/** The engagement service over its own tables, keyed by the configured SDK key (decision 165). */
export function engagementModule(deps: {
  db: Db;
  clock: Clock;
  configuration: ConfigurationSource;
  identity: CustomerIdentitySource;
}) {
  return engagementService({
    repository: engagementRepository(deps.db),
    configuration: deps.configuration,
    identity: deps.identity,
    clock: deps.clock,
  });
}

/** One measured call. Later areas add their reads and writes here. */
export interface Scenario {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** Budget from DESIGN.md section 9. */
  budget: { requestsPerSecond: number; p99Ms: number };
}

const READ_BUDGET = { requestsPerSecond: 3000, p99Ms: 50 };

export const storefrontScenarios: Scenario[] = [
  { name: 'GET /api/v1/Configuration', path: '/api/v1/Configuration', budget: READ_BUDGET },
  { name: 'GET /api/v1/store/{code}', path: '/api/v1/store/NSW001', budget: READ_BUDGET },
];

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
  {
    // The menu page's call: a Friday evening in Parramatta, inside trading hours.
    name: 'GET /api/v1/products (pizza, store and time)',
    path: '/api/v1/products?primaryCategory=pizza&storeCode=NSW002&fulfilmentDateTime=2027-03-05T18:30&fulfilmentType=Delivery',
    budget: READ_BUDGET,
  },
];

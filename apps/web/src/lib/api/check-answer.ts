// Development and tests only: an answer that none of its endpoint's success schemas accepts is a
// contract fault, reported by name with the schema's own issues. Production builds drop the call
// (import.meta.env.DEV is false), and with it the only import of zod schemas on this path.
import type { EndpointName } from '@storefront/contract/http';

export class ContractError extends Error {
  override readonly name = 'ContractError';
}

export async function checkAnswer(name: EndpointName, answer: unknown): Promise<void> {
  const { endpoints } = await import('@storefront/contract');
  const responses = Object.entries(endpoints[name].responses)
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .map(([, schema]) => schema);
  // An empty answer (204) is read as null by the client.
  const problems = responses.map((schema) => schema.safeParse(answer)).filter((result) => !result.success);
  if (problems.length < responses.length) return;
  const issues = problems.flatMap((result) => result.error?.issues ?? []);
  const first = issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
  throw new ContractError(`The answer of ${name} does not match the contract: ${first}`);
}

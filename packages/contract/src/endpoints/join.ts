// Joins the areas' endpoint tables into one, refusing a name or a method and path used twice.
import type { EndpointDefinition } from './define.ts';

type Area = Readonly<Record<string, EndpointDefinition>>;
type Joined<T extends readonly Area[]> = T extends readonly [infer Head, ...infer Rest extends readonly Area[]]
  ? Head & Joined<Rest>
  : unknown;

export function joinEndpointAreas<const T extends readonly Area[]>(...areas: T): Joined<T> {
  const table: Record<string, EndpointDefinition> = {};
  const routes = new Map<string, string>();
  for (const area of areas) {
    for (const [name, definition] of Object.entries(area)) {
      if (name in table) throw new Error(`Endpoint name ${name} is defined twice`);
      const route = `${definition.method} ${definition.path}`;
      const taken = routes.get(route);
      if (taken) throw new Error(`${route} is defined twice: ${taken} and ${name}`);
      routes.set(route, name);
      table[name] = definition;
    }
  }
  return table as Joined<T>;
}

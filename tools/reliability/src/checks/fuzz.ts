import fc from 'fast-check';
import { arbitraryOf } from '../arbitrary.ts';
import { describeApi, type Operation } from '../openapi.ts';
import { detail, report } from '../report.ts';
import type { Context } from '../context.ts';
import { targetOf } from './access-matrix.ts';

// Generated requests for every operation of the OpenAPI document: path, query, headers and body from
// their schemas (the owner's real ids and credentials mixed in, so handlers past validation run too).
// No answer may be a 5xx, the process must stay up, and its memory must come back near its baseline.

const SEED = 20261125;
const PARALLEL = 8;
/** After the fuzz and a pause, resident memory may be this much above its baseline. */
const MEMORY_SLACK_BYTES = 64 * 1024 * 1024;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encoding that also sends what encodeURIComponent refuses (a lone surrogate) as invalid UTF-8. */
const encode = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(LONE_SURROGATE, '')) + '%ED%A0%80';
  }
};
/** Header values fetch can send: printable ASCII. */
const headerSafe = (value: unknown) =>
  String(typeof value === 'string' ? value : JSON.stringify(value)).replace(/[^\x20-\x7e]/g, '');

interface Case {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

function casesFor(
  ctx: Context,
  api: Awaited<ReturnType<typeof describeApi>>,
  op: Operation,
  known: Record<string, string>,
  credentials: Record<string, string>,
) {
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  for (const param of op.parameters) {
    const real = known[param.name] ?? credentials[param.name];
    const generated = arbitraryOf(api, param.schema);
    params[`${param.in}:${param.name}`] = real ? fc.oneof(fc.constant(real), generated) : generated;
  }
  const body =
    op.body && op.bodyType === 'application/json' ? arbitraryOf(api, op.body, known) : fc.constant(undefined);
  return fc
    .record({ params: fc.record(params, { requiredKeys: [] }), body })
    .map(({ params: values, body: payload }): Case => {
      let path = op.path;
      const query: string[] = [];
      const headers: Record<string, string> = { ...credentials };
      for (const [key, value] of Object.entries(values)) {
        const [where, name] = key.split(':') as [string, string];
        if (where === 'path') path = path.replace(`{${name}}`, encode(value));
        else if (where === 'query') query.push(`${name}=${encode(value)}`);
        else if (where === 'header') headers[name] = headerSafe(value);
      }
      path = path.replace(/\{\w+\}/g, 'x');
      return { path: path + (query.length ? `?${query.join('&')}` : ''), headers, body: payload };
    });
}

export async function fuzz(ctx: Context) {
  const { api, server } = ctx;
  const world = await ctx.world();
  const description = await describeApi(api);
  const perOperation = ctx.quick ? 20 : 200;
  const baseline = server.rss();
  let peak = baseline;
  let sent = 0;
  let clientRefused = 0;
  const serverErrors: string[] = [];
  const transportErrors: string[] = [];
  /** Resident memory gained during each operation's cases: where to look when it does not come back. */
  const growth: { op: string; bytes: number }[] = [];
  for (const op of description.operations) {
    const before = server.rss();
    const target = targetOf(op, world);
    const known = { ...(target?.params ?? {}), ...(target?.values ?? {}) };
    const cases = fc.sample(casesFor(ctx, description, op, known, target?.owner ?? {}), {
      numRuns: perOperation,
      seed: SEED,
    });
    for (let i = 0; i < cases.length; i += PARALLEL) {
      await Promise.all(
        cases.slice(i, i + PARALLEL).map(async (c) => {
          try {
            const answer = await api.call(op.method, c.path, { headers: c.headers, body: c.body, timeoutMs: 15_000 });
            sent += 1;
            if (answer.status >= 500)
              serverErrors.push(
                `${op.method} ${c.path.slice(0, 120)} -> ${answer.status} ${answer.text.slice(0, 200)}`,
              );
          } catch (error) {
            const cause = (error as { cause?: { code?: string } }).cause?.code;
            // fetch refusing to build the request (a header it cannot send) never reached the server.
            if (error instanceof TypeError && !cause) clientRefused += 1;
            else
              transportErrors.push(`${op.method} ${c.path.slice(0, 120)}: ${(error as Error).message} ${cause ?? ''}`);
          }
        }),
      );
      peak = Math.max(peak, server.rss());
      if (!server.isAlive()) break;
    }
    if (!server.isAlive()) break;
    growth.push({ op: `${op.method} ${op.path}`, bytes: server.rss() - before });
  }
  await new Promise((r) => setTimeout(r, 5000));
  const after = server.isAlive() ? server.rss() : 0;
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  report(
    'schema fuzz',
    `${perOperation} generated cases x ${description.operations.length} operations (${sent} answered, ${clientRefused} unsendable)`,
    `${serverErrors.length} 5xx, ${transportErrors.length} dropped connections, process ${server.isAlive() ? 'up' : 'DOWN'}`,
    serverErrors.length === 0 && transportErrors.length === 0 && server.isAlive(),
  );
  for (const line of [...serverErrors, ...transportErrors].slice(0, 15)) detail(line);
  report(
    'schema fuzz',
    'server memory (RSS) before, at peak, 5 s after',
    `${mb(baseline)}, ${mb(peak)}, ${mb(after)}`,
    // Twenty cases an operation barely move the heap: the quick subset prints the figure unjudged.
    ctx.quick ? 'info' : after > 0 && after <= baseline + MEMORY_SLACK_BYTES,
  );
  const largest = growth.sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  if (after > baseline + MEMORY_SLACK_BYTES)
    detail(`grew most during: ${largest.map((g) => `${g.op} +${mb(g.bytes)}`).join(', ')}`);
}

/**
 * Failpoints: named places in the code where a test can make the process die on purpose, to
 * prove that what survives a crash is recovered (FreeBSD's fail(9), TiKV's fail-rs).
 *
 * A failpoint is armed by naming it in the FAILPOINTS environment variable (comma-separated);
 * `loadEnv` refuses unknown names, and refuses any at all when NODE_ENV is 'production'. An armed
 * failpoint sends SIGKILL to its own process: no catch, finally, exit hook or graceful close runs,
 * exactly as when the machine loses power or the kernel's OOM killer strikes. A disarmed one does
 * nothing, at the cost of one Set lookup (or none, when no failpoint is armed).
 *
 * To add one: add its name below, document what has and has not happened at that point, and call
 * `failpoint(name)` there. Only crash-recovery tests should arm them.
 */
export const failpointNames = [
  /** Card or redirect payment authorised and its payment_attempts row marked authorised; no order yet. */
  'order.authorised',
  /** The order's transaction committed (attempt 'ordered'); the payment not yet captured. */
  'order.committed',
] as const;

export type FailpointName = (typeof failpointNames)[number];
export type Failpoint = (name: FailpointName) => void;

/** The `failpoint(name)` function for these armed names. */
export function failpoints(armed: readonly FailpointName[]): Failpoint {
  const names = new Set(armed);
  if (names.size === 0) return () => {};
  return (name) => {
    if (names.has(name)) process.kill(process.pid, 'SIGKILL');
  };
}

/** Nothing armed: what code gets when no failpoints are passed in. */
export const noFailpoints: Failpoint = () => {};

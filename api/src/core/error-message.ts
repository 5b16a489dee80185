/**
 * The message of anything thrown. Duck-typed rather than `instanceof Error`, which fails for
 * errors made in another realm (Node's own errors under a test runner's VM context).
 */
export function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

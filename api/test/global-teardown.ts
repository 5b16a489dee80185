import { rmSync } from 'node:fs';
import type { EmbeddedPostgres } from '../src/db/embedded/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __flowvaultPg?: EmbeddedPostgres; __flowvaultRoot?: string };
  await state.__flowvaultPg?.destroy();
  if (state.__flowvaultRoot) rmSync(state.__flowvaultRoot, { recursive: true, force: true });
}

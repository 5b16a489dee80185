import type { Services } from '../../services';

/**
 * Runs at every boot: each feature's seed in registry order (reference data always, demo data
 * only when SEED_DEMO). Every seed is idempotent, so a second boot adds and changes nothing.
 */
export async function seedDatabase(services: Services): Promise<void> {
  for (const feature of services.features) await feature.seed?.(services);
}

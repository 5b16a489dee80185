import type { Services } from '../../services';
import { seedDemoTemplates } from './demo-templates.seed';

/**
 * Runs at every boot. Reference data always (each seeding step is idempotent); demo data when
 * SEED_DEMO. A second boot adds and changes nothing.
 */
export async function seedDatabase(services: Services): Promise<void> {
  if (services.env.seedDemo) await seedDemoTemplates(services);
}

import type { Services } from '../../services';

/** Reference data always; demo data when SEED_DEMO and the catalogue is empty. Idempotent. */
export async function seedDatabase(_services: Services): Promise<void> {}

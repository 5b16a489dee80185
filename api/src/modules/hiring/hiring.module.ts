import { CreateHiring1764172900000 } from '../../db/migrations/1764172900000-create-hiring';
import type { FeatureModule } from '../feature-module';

/**
 * Hiring (CONTRACT §9): a subscriber's request for an expert on a template, the experts'
 * applications, the request's status machine, and paying to start the project.
 */
export const hiringModule: FeatureModule = {
  name: 'hiring',
  needs: ['accounts', 'payments', 'templates'],
  migrations: [CreateHiring1764172900000],
};

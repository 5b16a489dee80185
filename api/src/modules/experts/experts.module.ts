import { CreateExpertProfiles1764172800000 } from '../../db/migrations/1764172800000-create-expert-profiles';
import type { FeatureModule } from '../feature-module';

/**
 * The expert programme (CONTRACT §12, PRODUCT-SPEC §5): applications to become an expert, an
 * admin's review, and the profile clients see on every application an expert sends.
 */
export const expertsModule: FeatureModule = {
  name: 'experts',
  needs: ['accounts'],
  migrations: [CreateExpertProfiles1764172800000],
};

import { CreateUserSettings1764000300000 } from '../../db/migrations/1764000300000-create-user-settings';
import { UserSettingsLastTest1764700900000 } from '../../db/migrations/1764700900000-user-settings-last-test';
import { SecretBox } from '../../lib/secret-box';
import type { FeatureModule, ServicesOf } from '../feature-module';
import type { templatesModule } from '../templates/templates.module';
import { N8nConnectionResolver } from './n8n-connection.resolver';
import { n8nConnectionRoutes } from './n8n-connection.routes';
import { N8nConnectionService } from './n8n-connection.service';

/**
 * A user's own n8n: the connection (URL and sealed API key) and imports into it through n8n's
 * public API, every request through the guarded outbound client.
 */
export const n8nConnectionModule: FeatureModule<
  { n8nConnection: N8nConnectionService },
  object,
  ServicesOf<typeof templatesModule>
> = {
  name: 'n8n-connection',
  needs: ['templates'],
  migrations: [CreateUserSettings1764000300000, UserSettingsLastTest1764700900000],
  resolvers: [N8nConnectionResolver],
  services: ({ db, env, logger, rateLimits, templates }) => ({
    n8nConnection: new N8nConnectionService(db, {
      box: new SecretBox(env.secretsKey, env.secretsKeyPrevious),
      templates,
      rateLimits,
      allowPrivate: env.n8nImportAllowPrivate,
      importsPerUser: env.importsPerUser,
      logger,
    }),
  }),
  routes: n8nConnectionRoutes,
};

import type { DataSource } from 'typeorm';
import type { Env } from './config/env';
import type { Logger } from './common/logger';
import { TemplateService } from './modules/templates/template.service';

/**
 * The domain layer, built once per process. REST routes and GraphQL resolvers both call these
 * services, so the two surfaces cannot disagree.
 */
export interface Services {
  env: Env;
  logger: Logger;
  dataSource: DataSource;
  templates: TemplateService;
}

export function createServices(env: Env, dataSource: DataSource, logger: Logger): Services {
  return {
    env,
    logger,
    dataSource,
    templates: new TemplateService(dataSource),
  };
}

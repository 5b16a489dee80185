import type { DataSource } from 'typeorm';
import type { Env } from './config/env';
import type { Logger } from './common/logger';
import { TemplateService } from './modules/templates/template.service';
import { createDocumentationProvider } from './modules/documentation/documentation.factory';
import { IngestService } from './modules/ingest/ingest.service';

/**
 * The domain layer, built once per process. REST routes and GraphQL resolvers both call these
 * services, so the two surfaces cannot disagree.
 */
export interface Services {
  env: Env;
  logger: Logger;
  dataSource: DataSource;
  templates: TemplateService;
  ingest: IngestService;
}

export function createServices(env: Env, dataSource: DataSource, logger: Logger): Services {
  return {
    env,
    logger,
    dataSource,
    // Tests write fixtures between requests; a cached total there would be a stale one.
    templates: new TemplateService(dataSource, { cacheTtlMs: env.nodeEnv === 'test' ? 0 : 5000 }),
    ingest: new IngestService(dataSource, createDocumentationProvider(env, logger), logger),
  };
}

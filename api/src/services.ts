import type { DataSource } from 'typeorm';
import type { Env } from './config/env';
import type { Logger } from './common/logger';
import { PgListener } from './db/pg-listener';
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
  /** Writes what is pending (batched views) and closes the LISTEN connection. */
  close(): Promise<void>;
}

export function createServices(env: Env, dataSource: DataSource, logger: Logger): Services {
  // Tests write fixtures and read them back at once: there every list reads the catalogue
  // version instead of waiting for its notification, and nothing is cached.
  const url = (dataSource.options as { url?: string }).url;
  const listener = env.nodeEnv !== 'test' && url ? new PgListener(url, logger) : undefined;
  const templates = new TemplateService(dataSource, { listener, logger });
  return {
    env,
    logger,
    dataSource,
    templates,
    ingest: new IngestService(dataSource, createDocumentationProvider(env, logger), logger),
    async close() {
      await templates.close();
      await listener?.close();
    },
  };
}

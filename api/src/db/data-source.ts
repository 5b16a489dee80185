import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { CreateTemplates1763900000000 } from './migrations/1763900000000-create-templates';
import { TemplateCategoryPopularIndex1763900100000 } from './migrations/1763900100000-template-category-popular-index';
import { TemplateFacetsIndex1763900200000 } from './migrations/1763900200000-template-facets-index';
import { TemplateSearchProjection1763900300000 } from './migrations/1763900300000-template-search-projection';
import { CatalogueVersion1763900400000 } from './migrations/1763900400000-catalogue-version';
import { TemplateNameOrder1763900500000 } from './migrations/1763900500000-template-name-order';
import { SearchLexiconTrigger1763900600000 } from './migrations/1763900600000-search-lexicon-trigger';
import { Template } from '../modules/templates/template.entity';

/** Every entity, listed by hand so the build and the tests load the same set without globbing. */
export const ENTITIES = [Template];

/** Every migration in order. A new one is appended here and never edited after it ships. */
export const MIGRATIONS = [
  CreateTemplates1763900000000,
  TemplateCategoryPopularIndex1763900100000,
  TemplateFacetsIndex1763900200000,
  TemplateSearchProjection1763900300000,
  CatalogueVersion1763900400000,
  TemplateNameOrder1763900500000,
  SearchLexiconTrigger1763900600000,
];

export interface DataSourceOptions {
  url: string;
  /** Pool size per process. */
  poolSize?: number;
  /** Log each SQL statement through this callback (used by the statement-count tests). */
  onQuery?: (sql: string, parameters?: unknown[]) => void;
}

export function createDataSource({ url, poolSize = 20, onQuery }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    extra: { max: poolSize },
    logging: onQuery ? ['query'] : false,
    logger: onQuery
      ? {
          logQuery: (sql, parameters) => onQuery(sql, parameters as unknown[] | undefined),
          logQueryError: () => undefined,
          logQuerySlow: () => undefined,
          logSchemaBuild: () => undefined,
          logMigration: () => undefined,
          log: () => undefined,
        }
      : undefined,
  });
}

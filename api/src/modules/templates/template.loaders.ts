import DataLoader from 'dataloader';
import { AppError } from '../../core/app-error';
import type { Services } from '../../services';
import type { OtherSource, Template, WorkflowJson } from './template.entity';
import type { NameCount } from './template.repository';

/** A category's most popular templates, `limit` of them. */
export interface RelatedKey {
  category: string;
  limit: number;
}

/** The catalogue's relations, each loaded with one statement per batch whatever the page size. */
export interface TemplateLoaders {
  /** List items by id (no workflow); null when unknown. For relations of other modules. */
  templateById: DataLoader<string, Template | null>;
  workflow: DataLoader<string, WorkflowJson>;
  otherSources: DataLoader<string, OtherSource[]>;
  categoryInfo: DataLoader<string, NameCount>;
  relatedTemplates: DataLoader<RelatedKey, Template[], string>;
}

/** Puts rows in key order, as DataLoader requires; `missing` answers keys without a row. */
export function inKeyOrder<K, R, V>(
  keys: readonly K[],
  rows: readonly R[],
  keyOf: (row: R) => K,
  valueOf: (row: R) => V,
  missing: (key: K) => V | Error,
): (V | Error)[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), valueOf(row)]));
  return keys.map((key) => (byKey.has(key) ? (byKey.get(key) as V) : missing(key)));
}

/** Built per request (GraphQL context), so nothing is cached across users or requests. */
export function createTemplateLoaders({ templates }: Services): TemplateLoaders {
  return {
    templateById: new DataLoader(async (ids) =>
      inKeyOrder(
        ids,
        await templates.findByIds(ids),
        (t) => t.id,
        (t) => t,
        () => null,
      ),
    ),
    workflow: new DataLoader<string, WorkflowJson>(async (ids) =>
      inKeyOrder<string, { id: string; workflow: WorkflowJson }, WorkflowJson>(
        ids,
        await templates.findWorkflowsByIds(ids),
        (row) => row.id,
        (row) => row.workflow,
        () => AppError.notFound('Template not found'),
      ),
    ),
    otherSources: new DataLoader(async (ids) =>
      inKeyOrder(
        ids,
        await templates.findOtherSources(ids),
        (row) => row.id,
        (row) => row.otherSources,
        () => [],
      ),
    ),
    categoryInfo: new DataLoader(async (names) =>
      inKeyOrder(
        names,
        await templates.categoryCounts(names),
        (row) => row.name,
        (row) => row,
        (name) => ({ name, count: 0 }),
      ),
    ),
    relatedTemplates: new DataLoader(
      async (keys) => {
        const categories = [...new Set(keys.map((key) => key.category))];
        const limit = Math.max(...keys.map((key) => key.limit));
        const top = await templates.relatedByCategories(categories, limit);
        return keys.map((key) => (top.get(key.category) ?? []).slice(0, key.limit));
      },
      { cacheKeyFn: (key) => `${key.limit}:${key.category}` },
    ),
  };
}

import type { DocumentNode } from 'graphql';
// With their extensions: web/vite.config.ts imports this module, and Node's own loader, which
// Vite will load its config with, needs them.
import { HomePageCatalogDocument, HomePageTemplatesDocument } from '../../gql-home/graphql.ts';
import { PAGE_SIZE } from './template-list.ts';

/** Integrations offered by the filter panel: the most used ones. */
export const INTEGRATION_CHOICES = 30;

/** A query the server answers inside the HTML of the home page, as a visitor would ask it. */
export interface ServedQuery {
  name: string;
  query: DocumentNode;
  variables: Record<string, unknown>;
}

/**
 * What the home page asks first with no filters: its first page of templates and the catalogue
 * summary. The build writes them down (web/vite.config.ts); the server answers them as a visitor
 * and puts the answers in the HTML of `/` (docs/ARCHITECTURE.md, "The home page's first
 * answers"), so the first cards need no round trip after the script.
 */
export const SERVED_QUERIES: readonly ServedQuery[] = [
  {
    name: 'HomePageTemplates',
    query: HomePageTemplatesDocument,
    variables: { filter: null, page: 1, limit: PAGE_SIZE },
  },
  {
    name: 'HomePageCatalog',
    query: HomePageCatalogDocument,
    variables: { integrationLimit: INTEGRATION_CHOICES },
  },
];

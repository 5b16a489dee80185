import { AppError } from '../../core/app-error';
import { categoryById, categoryId, type CategoryName } from '../templates/categories';
import { toTemplateNodes } from './n8n-node.presenter';
import { populatedCategories, type TemplateCatalogue } from './n8n-library.service';
import { toTemplateSummary, type TemplateListItem } from './n8n-template.presenter';
import type { N8nCollectionDetail, N8nCollectionSummary } from './n8n-library.types';

/** How many templates a collection holds: the category's most popular ones. */
export const COLLECTION_SIZE = 8;

interface Collection {
  id: number;
  name: string;
  description: string;
  category: CategoryName;
  templates: TemplateListItem[];
}

function collectionName(category: CategoryName): string {
  return `${category} workflows`;
}

function collectionDescription(category: CategoryName): string {
  return `The most popular ${category} templates in the FlowVault catalogue.`;
}

/**
 * Collections, derived from the catalogue rather than curated: one per category that holds
 * templates, with the category's integer id as its id, named "<category> workflows", holding the
 * category's most popular templates. They change only as the catalogue does, and need no table.
 */
export class N8nCollectionService {
  constructor(private readonly catalogue: TemplateCatalogue) {}

  /** `GET /templates/collections`: filtered by category (ids or names) and by name text. */
  async list(filter: {
    categories: CategoryName[];
    search?: string;
  }): Promise<N8nCollectionSummary[]> {
    const text = filter.search?.toLowerCase();
    const categories = (await populatedCategories(this.catalogue))
      .map(({ name }) => name)
      .filter((name) => !filter.categories.length || filter.categories.includes(name))
      .filter((name) => !text || collectionName(name).toLowerCase().includes(text));
    return (await this.load(categories)).map((collection) => ({
      id: collection.id,
      name: collection.name,
      nodes: this.nodes(collection),
      workflows: collection.templates.map((template) => ({ id: template.numericId })),
    }));
  }

  /** `GET /templates/collections/{id}`: 404 for an unknown id or an empty category. */
  async get(id: number): Promise<N8nCollectionDetail> {
    const category = categoryById(id);
    const [collection] = category ? await this.load([category]) : [];
    if (!collection) throw AppError.notFound('Collection not found');
    const created = Math.min(...collection.templates.map((t) => new Date(t.createdAt).getTime()));
    return {
      id: collection.id,
      name: collection.name,
      nodes: this.nodes(collection),
      workflows: collection.templates.map((template) => toTemplateSummary(template)),
      description: collection.description,
      image: [],
      categories: [{ id: collection.id, name: collection.category }],
      createdAt: new Date(created).toISOString(),
    };
  }

  /** The collections of these categories, empty ones left out, in one catalogue call. */
  private async load(categories: CategoryName[]): Promise<Collection[]> {
    if (!categories.length) return [];
    const top = await this.catalogue.relatedByCategories(categories, COLLECTION_SIZE);
    return categories
      .map((category) => ({
        id: categoryId(category)!,
        name: collectionName(category),
        description: collectionDescription(category),
        category,
        templates: top.get(category) ?? [],
      }))
      .filter((collection) => collection.templates.length > 0);
  }

  private nodes(collection: Collection) {
    return toTemplateNodes(collection.templates.flatMap((template) => template.nodeTypes ?? []));
  }
}

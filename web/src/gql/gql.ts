/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}": typeof types.HomePageTemplatesDocument,
    "mutation RecordTemplateDownload($input: RecordTemplateDownloadInput!) {\n  recordTemplateDownload(input: $input) {\n    template {\n      id\n      downloads\n    }\n  }\n}": typeof types.RecordTemplateDownloadDocument,
    "query TemplateDetailPage($id: ID!) {\n  template(id: $id) {\n    id\n    name\n    author\n    category\n    description\n    nodeCount\n    triggerType\n    complexity\n    tags\n    createdAt\n    downloadUrl\n    workflow\n    nodeTypes {\n      ...NodeTypeLookup_nodeType\n    }\n    detailedDescription\n    difficulty\n    estimatedSetupTime\n    prerequisites\n    useCases\n    features\n    requiredNodes\n    integrations\n    howToUse\n    aiDocumentation {\n      generated\n      model\n      generatedAt\n      estimatedCost\n    }\n    relatedTemplates(limit: 4) {\n      id\n      name\n      category\n      complexity\n      nodeCount\n      triggerType\n    }\n  }\n}": typeof types.TemplateDetailPageDocument,
    "fragment TemplateCard_template on Template {\n  id\n  name\n  description\n  complexity\n  nodeCount\n  updatedAt\n  author\n  triggerType\n  category\n  tags\n}": typeof types.TemplateCard_TemplateFragmentDoc,
    "fragment NodeTypeLookup_nodeType on NodeType {\n  type\n  displayName\n  kind\n  apiCall\n  icon\n}": typeof types.NodeTypeLookup_NodeTypeFragmentDoc,
};
const documents: Documents = {
    "query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}": types.HomePageTemplatesDocument,
    "mutation RecordTemplateDownload($input: RecordTemplateDownloadInput!) {\n  recordTemplateDownload(input: $input) {\n    template {\n      id\n      downloads\n    }\n  }\n}": types.RecordTemplateDownloadDocument,
    "query TemplateDetailPage($id: ID!) {\n  template(id: $id) {\n    id\n    name\n    author\n    category\n    description\n    nodeCount\n    triggerType\n    complexity\n    tags\n    createdAt\n    downloadUrl\n    workflow\n    nodeTypes {\n      ...NodeTypeLookup_nodeType\n    }\n    detailedDescription\n    difficulty\n    estimatedSetupTime\n    prerequisites\n    useCases\n    features\n    requiredNodes\n    integrations\n    howToUse\n    aiDocumentation {\n      generated\n      model\n      generatedAt\n      estimatedCost\n    }\n    relatedTemplates(limit: 4) {\n      id\n      name\n      category\n      complexity\n      nodeCount\n      triggerType\n    }\n  }\n}": types.TemplateDetailPageDocument,
    "fragment TemplateCard_template on Template {\n  id\n  name\n  description\n  complexity\n  nodeCount\n  updatedAt\n  author\n  triggerType\n  category\n  tags\n}": types.TemplateCard_TemplateFragmentDoc,
    "fragment NodeTypeLookup_nodeType on NodeType {\n  type\n  displayName\n  kind\n  apiCall\n  icon\n}": types.NodeTypeLookup_NodeTypeFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}"): (typeof documents)["query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordTemplateDownload($input: RecordTemplateDownloadInput!) {\n  recordTemplateDownload(input: $input) {\n    template {\n      id\n      downloads\n    }\n  }\n}"): (typeof documents)["mutation RecordTemplateDownload($input: RecordTemplateDownloadInput!) {\n  recordTemplateDownload(input: $input) {\n    template {\n      id\n      downloads\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TemplateDetailPage($id: ID!) {\n  template(id: $id) {\n    id\n    name\n    author\n    category\n    description\n    nodeCount\n    triggerType\n    complexity\n    tags\n    createdAt\n    downloadUrl\n    workflow\n    nodeTypes {\n      ...NodeTypeLookup_nodeType\n    }\n    detailedDescription\n    difficulty\n    estimatedSetupTime\n    prerequisites\n    useCases\n    features\n    requiredNodes\n    integrations\n    howToUse\n    aiDocumentation {\n      generated\n      model\n      generatedAt\n      estimatedCost\n    }\n    relatedTemplates(limit: 4) {\n      id\n      name\n      category\n      complexity\n      nodeCount\n      triggerType\n    }\n  }\n}"): (typeof documents)["query TemplateDetailPage($id: ID!) {\n  template(id: $id) {\n    id\n    name\n    author\n    category\n    description\n    nodeCount\n    triggerType\n    complexity\n    tags\n    createdAt\n    downloadUrl\n    workflow\n    nodeTypes {\n      ...NodeTypeLookup_nodeType\n    }\n    detailedDescription\n    difficulty\n    estimatedSetupTime\n    prerequisites\n    useCases\n    features\n    requiredNodes\n    integrations\n    howToUse\n    aiDocumentation {\n      generated\n      model\n      generatedAt\n      estimatedCost\n    }\n    relatedTemplates(limit: 4) {\n      id\n      name\n      category\n      complexity\n      nodeCount\n      triggerType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TemplateCard_template on Template {\n  id\n  name\n  description\n  complexity\n  nodeCount\n  updatedAt\n  author\n  triggerType\n  category\n  tags\n}"): (typeof documents)["fragment TemplateCard_template on Template {\n  id\n  name\n  description\n  complexity\n  nodeCount\n  updatedAt\n  author\n  triggerType\n  category\n  tags\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NodeTypeLookup_nodeType on NodeType {\n  type\n  displayName\n  kind\n  apiCall\n  icon\n}"): (typeof documents)["fragment NodeTypeLookup_nodeType on NodeType {\n  type\n  displayName\n  kind\n  apiCall\n  icon\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
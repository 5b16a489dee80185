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
    "query SessionUser {\n  me {\n    id\n    name\n    email\n    emailVerified\n    role\n    createdAt\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n}": typeof types.SessionUserDocument,
    "query HireExpertCheck($templateId: ID!) {\n  hireRequestCheck(templateId: $templateId) {\n    hasActiveRequest\n    requestId\n  }\n}\n\nquery HireRequestedTemplates {\n  hireRequests {\n    id\n    templateId\n    status\n  }\n}\n\nmutation HireRequestDialogCreate($input: CreateHireRequestInput!) {\n  createHireRequest(input: $input) {\n    id\n    templateId\n    status\n  }\n}": typeof types.HireExpertCheckDocument,
    "query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      name\n      isSaved\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n    namedServices\n    suggestions {\n      services {\n        name\n        count\n      }\n      categories {\n        name\n        count\n      }\n      categoriesOfSearch\n    }\n  }\n}\n\nquery HomePageSavedState($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      isSaved\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}": typeof types.HomePageTemplatesDocument,
    "mutation SaveTemplate($input: SaveTemplateInput!) {\n  saveTemplate(input: $input) {\n    alreadySaved\n    savedTemplate {\n      id\n      templateId\n    }\n    subscription {\n      templateSaves\n      templateSavesUsed\n    }\n  }\n}\n\nmutation UnsaveTemplate($input: UnsaveTemplateInput!) {\n  unsaveTemplate(input: $input) {\n    removed\n    subscription {\n      templateSaves\n      templateSavesUsed\n    }\n  }\n}\n\nquery SavedTemplateState($templateId: ID!) {\n  isTemplateSaved(templateId: $templateId)\n}": typeof types.SaveTemplateDocument,
    "fragment TemplateCard_template on Template {\n  id\n  name\n  description\n  complexity\n  nodeCount\n  updatedAt\n  author\n  triggerType\n  category\n  tags\n  integrations\n  n8nCompatibility\n  n8nObstacles\n}": typeof types.TemplateCard_TemplateFragmentDoc,
};
const documents: Documents = {
    "query SessionUser {\n  me {\n    id\n    name\n    email\n    emailVerified\n    role\n    createdAt\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n}": types.SessionUserDocument,
    "query HireExpertCheck($templateId: ID!) {\n  hireRequestCheck(templateId: $templateId) {\n    hasActiveRequest\n    requestId\n  }\n}\n\nquery HireRequestedTemplates {\n  hireRequests {\n    id\n    templateId\n    status\n  }\n}\n\nmutation HireRequestDialogCreate($input: CreateHireRequestInput!) {\n  createHireRequest(input: $input) {\n    id\n    templateId\n    status\n  }\n}": types.HireExpertCheckDocument,
    "query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      name\n      isSaved\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n    namedServices\n    suggestions {\n      services {\n        name\n        count\n      }\n      categories {\n        name\n        count\n      }\n      categoriesOfSearch\n    }\n  }\n}\n\nquery HomePageSavedState($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      isSaved\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}": types.HomePageTemplatesDocument,
    "mutation SaveTemplate($input: SaveTemplateInput!) {\n  saveTemplate(input: $input) {\n    alreadySaved\n    savedTemplate {\n      id\n      templateId\n    }\n    subscription {\n      templateSaves\n      templateSavesUsed\n    }\n  }\n}\n\nmutation UnsaveTemplate($input: UnsaveTemplateInput!) {\n  unsaveTemplate(input: $input) {\n    removed\n    subscription {\n      templateSaves\n      templateSavesUsed\n    }\n  }\n}\n\nquery SavedTemplateState($templateId: ID!) {\n  isTemplateSaved(templateId: $templateId)\n}": types.SaveTemplateDocument,
    "fragment TemplateCard_template on Template {\n  id\n  name\n  description\n  complexity\n  nodeCount\n  updatedAt\n  author\n  triggerType\n  category\n  tags\n  integrations\n  n8nCompatibility\n  n8nObstacles\n}": types.TemplateCard_TemplateFragmentDoc,
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
export function graphql(source: "query SessionUser {\n  me {\n    id\n    name\n    email\n    emailVerified\n    role\n    createdAt\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n}"): (typeof documents)["query SessionUser {\n  me {\n    id\n    name\n    email\n    emailVerified\n    role\n    createdAt\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HireExpertCheck($templateId: ID!) {\n  hireRequestCheck(templateId: $templateId) {\n    hasActiveRequest\n    requestId\n  }\n}\n\nquery HireRequestedTemplates {\n  hireRequests {\n    id\n    templateId\n    status\n  }\n}\n\nmutation HireRequestDialogCreate($input: CreateHireRequestInput!) {\n  createHireRequest(input: $input) {\n    id\n    templateId\n    status\n  }\n}"): (typeof documents)["query HireExpertCheck($templateId: ID!) {\n  hireRequestCheck(templateId: $templateId) {\n    hasActiveRequest\n    requestId\n  }\n}\n\nquery HireRequestedTemplates {\n  hireRequests {\n    id\n    templateId\n    status\n  }\n}\n\nmutation HireRequestDialogCreate($input: CreateHireRequestInput!) {\n  createHireRequest(input: $input) {\n    id\n    templateId\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      name\n      isSaved\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n    namedServices\n    suggestions {\n      services {\n        name\n        count\n      }\n      categories {\n        name\n        count\n      }\n      categoriesOfSearch\n    }\n  }\n}\n\nquery HomePageSavedState($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      isSaved\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}"): (typeof documents)["query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      name\n      isSaved\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n    namedServices\n    suggestions {\n      services {\n        name\n        count\n      }\n      categories {\n        name\n        count\n      }\n      categoriesOfSearch\n    }\n  }\n}\n\nquery HomePageSavedState($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      isSaved\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveTemplate($input: SaveTemplateInput!) {\n  saveTemplate(input: $input) {\n    alreadySaved\n    savedTemplate {\n      id\n      templateId\n    }\n    subscription {\n      templateSaves\n      templateSavesUsed\n    }\n  }\n}\n\nmutation UnsaveTemplate($input: UnsaveTemplateInput!) {\n  unsaveTemplate(input: $input) {\n    removed\n    subscription {\n      templateSaves\n      templateSavesUsed\n    }\n  }\n}\n\nquery SavedTemplateState($templateId: ID!) {\n  isTemplateSaved(templateId: $templateId)\n}"): (typeof documents)["mutation SaveTemplate($input: SaveTemplateInput!) {\n  saveTemplate(input: $input) {\n    alreadySaved\n    savedTemplate {\n      id\n      templateId\n    }\n    subscription {\n      templateSaves\n      templateSavesUsed\n    }\n  }\n}\n\nmutation UnsaveTemplate($input: UnsaveTemplateInput!) {\n  unsaveTemplate(input: $input) {\n    removed\n    subscription {\n      templateSaves\n      templateSavesUsed\n    }\n  }\n}\n\nquery SavedTemplateState($templateId: ID!) {\n  isTemplateSaved(templateId: $templateId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TemplateCard_template on Template {\n  id\n  name\n  description\n  complexity\n  nodeCount\n  updatedAt\n  author\n  triggerType\n  category\n  tags\n  integrations\n  n8nCompatibility\n  n8nObstacles\n}"): (typeof documents)["fragment TemplateCard_template on Template {\n  id\n  name\n  description\n  complexity\n  nodeCount\n  updatedAt\n  author\n  triggerType\n  category\n  tags\n  integrations\n  n8nCompatibility\n  n8nObstacles\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
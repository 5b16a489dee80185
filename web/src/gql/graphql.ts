/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Simple up to 5 nodes, Medium 6-15, Complex 16 and more (sticky notes excluded). */
export type Complexity =
  | 'Complex'
  | 'Medium'
  | 'Simple';

export type Difficulty =
  | 'advanced'
  | 'beginner'
  | 'intermediate';

/** The icon a node is drawn with, chosen by keywords in its type. */
export type NodeIcon =
  | 'ai'
  | 'code'
  | 'database'
  | 'email'
  | 'http'
  | 'logic'
  | 'merge'
  | 'node'
  | 'schedule'
  | 'set'
  | 'sheet'
  | 'slack'
  | 'split'
  | 'telegram'
  | 'trigger'
  | 'wait'
  | 'webhook';

/** What part a node plays: a sticky note (a comment, not a step), a trigger, an AI sub-node (plugged into an AI node) or an action. */
export type NodeKind =
  | 'action'
  | 'aiSubNode'
  | 'stickyNote'
  | 'trigger';

export type RecordTemplateDownloadInput = {
  id: string | number;
};

/** Every filter is optional; they combine. */
export type TemplateFilterInput = {
  /** A category name, as `categories` lists. */
  category?: string | null | undefined;
  complexity?: Complexity | null | undefined;
  /** An integration name, as listed. */
  integration?: string | null | undefined;
  /** Words matched against name, description, tags, integrations and node types. */
  search?: string | null | undefined;
  triggerType?: TriggerType | null | undefined;
};

/** What starts the workflow: a person, a schedule, an app event or a webhook call. */
export type TriggerType =
  | 'Manual'
  | 'Scheduled'
  | 'Triggered'
  | 'Webhook';

export type HomePageTemplatesQueryVariables = Exact<{
  filter?: TemplateFilterInput | null | undefined;
  page: number;
  limit: number;
}>;


export type HomePageTemplatesQuery = { templates: { templates: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TemplateCard_TemplateFragment': TemplateCard_TemplateFragment } }
    )>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number } } };

export type HomePageCatalogQueryVariables = Exact<{
  integrationLimit: number;
}>;


export type HomePageCatalogQuery = { templateCount: { pagination: { totalItems: number } }, categories: Array<{ name: string, count: number }>, integrations: Array<{ name: string, count: number }> };

export type RecordTemplateDownloadMutationVariables = Exact<{
  input: RecordTemplateDownloadInput;
}>;


export type RecordTemplateDownloadMutation = { recordTemplateDownload: { template: { id: string, downloads: number } } };

export type TemplateDetailPageQueryVariables = Exact<{
  id: string | number;
}>;


export type TemplateDetailPageQuery = { template: { id: string, name: string, author: string, category: string, description: string, nodeCount: number, triggerType: TriggerType, complexity: Complexity, tags: Array<string>, createdAt: string, downloadUrl: string, workflow: Record<string, unknown>, detailedDescription: string | null, difficulty: Difficulty | null, estimatedSetupTime: string | null, prerequisites: Array<string>, useCases: Array<string>, features: Array<string>, requiredNodes: Array<string>, integrations: Array<string>, howToUse: Array<string>, nodeTypes: Array<{ ' $fragmentRefs'?: { 'NodeTypeLookup_NodeTypeFragment': NodeTypeLookup_NodeTypeFragment } }>, aiDocumentation: { generated: boolean, model: string, generatedAt: string, estimatedCost: number | null } | null, relatedTemplates: Array<{ id: string, name: string, category: string, complexity: Complexity, nodeCount: number, triggerType: TriggerType }> } };

export type TemplateCard_TemplateFragment = { id: string, name: string, description: string, complexity: Complexity, nodeCount: number, updatedAt: string, author: string, triggerType: TriggerType, category: string, tags: Array<string> } & { ' $fragmentName'?: 'TemplateCard_TemplateFragment' };

export type NodeTypeLookup_NodeTypeFragment = { type: string, displayName: string, kind: NodeKind, apiCall: boolean, icon: NodeIcon } & { ' $fragmentName'?: 'NodeTypeLookup_NodeTypeFragment' };

export const TemplateCard_TemplateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateCard_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<TemplateCard_TemplateFragment, unknown>;
export const NodeTypeLookup_NodeTypeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NodeTypeLookup_nodeType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NodeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"apiCall"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]} as unknown as DocumentNode<NodeTypeLookup_NodeTypeFragment, unknown>;
export const HomePageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePageTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateCard_template"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateCard_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<HomePageTemplatesQuery, HomePageTemplatesQueryVariables>;
export const HomePageCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePageCatalog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"integrationLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"templateCount"},"name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalItems"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"integrationLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<HomePageCatalogQuery, HomePageCatalogQueryVariables>;
export const RecordTemplateDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordTemplateDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordTemplateDownloadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordTemplateDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}}]}}]}}]}}]} as unknown as DocumentNode<RecordTemplateDownloadMutation, RecordTemplateDownloadMutationVariables>;
export const TemplateDetailPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateDetailPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"}},{"kind":"Field","name":{"kind":"Name","value":"nodeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NodeTypeLookup_nodeType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"detailedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSetupTime"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisites"}},{"kind":"Field","name":{"kind":"Name","value":"useCases"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"requiredNodes"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"howToUse"}},{"kind":"Field","name":{"kind":"Name","value":"aiDocumentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"4"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NodeTypeLookup_nodeType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NodeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"apiCall"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]} as unknown as DocumentNode<TemplateDetailPageQuery, TemplateDetailPageQueryVariables>;
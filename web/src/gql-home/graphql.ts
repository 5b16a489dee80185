/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A budget range in major units (250 = 250.00). */
export type BudgetInput = {
  currency: string;
  max: number;
  min: number;
};

/** Simple up to 5 nodes, Medium 6-15, Complex 16 and more (sticky notes excluded). */
export type Complexity =
  | 'Complex'
  | 'Medium'
  | 'Simple';

export type CreateHireRequestInput = {
  budget?: BudgetInput | null | undefined;
  businessProblem: string;
  companySize: string;
  industry: string;
  requirements: string;
  templateId: string | number;
  timeline: string;
  urgency: Urgency;
};

/** pending -> in_selection (an application accepted) -> active (paid) -> completed. */
export type HireRequestStatus =
  | 'active'
  | 'cancelled'
  | 'completed'
  | 'in_selection'
  | 'pending';

/** Clean: imports into n8n 1.x as it is. Blocked: something stands in the way. */
export type N8nCompatibility =
  | 'Blocked'
  | 'Clean';

export type SaveTemplateInput = {
  templateId: string | number;
};

/** Every filter is optional; they combine. */
export type TemplateFilterInput = {
  /** A category name, as `categories` lists. */
  category?: string | null | undefined;
  complexity?: Complexity | null | undefined;
  /** An integration name, as listed. */
  integration?: string | null | undefined;
  /** Imports into n8n 1.x as it is, or not; templates not checked yet match neither. */
  n8nCompatibility?: N8nCompatibility | null | undefined;
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

export type UnsaveTemplateInput = {
  /** The saved record (REST `_id`). */
  id?: string | number | null | undefined;
  templateId?: string | number | null | undefined;
};

export type Urgency =
  | 'high'
  | 'low'
  | 'medium'
  | 'urgent';

export type SessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionUserQuery = { me: { id: string, name: string, email: string, emailVerified: boolean, role: string, createdAt: string, subscription: { plan: string, planId: string, isActive: boolean, templateSaves: number, templateSavesUsed: number, hiring: boolean, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean } } | null };

export type HireExpertCheckQueryVariables = Exact<{
  templateId: string | number;
}>;


export type HireExpertCheckQuery = { hireRequestCheck: { hasActiveRequest: boolean, requestId: string | null } };

export type HireRequestedTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type HireRequestedTemplatesQuery = { hireRequests: Array<{ id: string, templateId: string | null, status: HireRequestStatus }> };

export type HireRequestDialogCreateMutationVariables = Exact<{
  input: CreateHireRequestInput;
}>;


export type HireRequestDialogCreateMutation = { createHireRequest: { id: string, templateId: string | null, status: HireRequestStatus } };

export type HomePageTemplatesQueryVariables = Exact<{
  filter?: TemplateFilterInput | null | undefined;
  page: number;
  limit: number;
}>;


export type HomePageTemplatesQuery = { templates: { namedServices: Array<string>, templates: Array<(
      { id: string, name: string, isSaved: boolean }
      & { ' $fragmentRefs'?: { 'TemplateCard_TemplateFragment': TemplateCard_TemplateFragment } }
    )>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number }, suggestions: { categoriesOfSearch: boolean, services: Array<{ name: string, count: number }>, categories: Array<{ name: string, count: number }> } | null } };

export type HomePageSavedStateQueryVariables = Exact<{
  filter?: TemplateFilterInput | null | undefined;
  page: number;
  limit: number;
}>;


export type HomePageSavedStateQuery = { templates: { templates: Array<{ id: string, isSaved: boolean }> } };

export type HomePageCatalogQueryVariables = Exact<{
  integrationLimit: number;
}>;


export type HomePageCatalogQuery = { templateCount: { pagination: { totalItems: number } }, categories: Array<{ name: string, count: number }>, integrations: Array<{ name: string, count: number }> };

export type SaveTemplateMutationVariables = Exact<{
  input: SaveTemplateInput;
}>;


export type SaveTemplateMutation = { saveTemplate: { alreadySaved: boolean, savedTemplate: { id: string, templateId: string }, subscription: { templateSaves: number, templateSavesUsed: number } } };

export type UnsaveTemplateMutationVariables = Exact<{
  input: UnsaveTemplateInput;
}>;


export type UnsaveTemplateMutation = { unsaveTemplate: { removed: boolean, subscription: { templateSaves: number, templateSavesUsed: number } } };

export type SavedTemplateStateQueryVariables = Exact<{
  templateId: string | number;
}>;


export type SavedTemplateStateQuery = { isTemplateSaved: boolean };

export type TemplateCard_TemplateFragment = { id: string, name: string, description: string, complexity: Complexity, nodeCount: number, updatedAt: string, author: string, triggerType: TriggerType, category: string, tags: Array<string>, integrations: Array<string>, n8nCompatibility: N8nCompatibility | null, n8nObstacles: Array<string> } & { ' $fragmentName'?: 'TemplateCard_TemplateFragment' };

export const TemplateCard_TemplateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateCard_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"n8nCompatibility"}},{"kind":"Field","name":{"kind":"Name","value":"n8nObstacles"}}]}}]} as unknown as DocumentNode<TemplateCard_TemplateFragment, unknown>;
export const SessionUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"templateSaves"}},{"kind":"Field","name":{"kind":"Name","value":"templateSavesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"hiring"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]}}]} as unknown as DocumentNode<SessionUserQuery, SessionUserQueryVariables>;
export const HireExpertCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HireExpertCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRequestCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasActiveRequest"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<HireExpertCheckQuery, HireExpertCheckQueryVariables>;
export const HireRequestedTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HireRequestedTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HireRequestedTemplatesQuery, HireRequestedTemplatesQueryVariables>;
export const HireRequestDialogCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HireRequestDialogCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateHireRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHireRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HireRequestDialogCreateMutation, HireRequestDialogCreateMutationVariables>;
export const HomePageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePageTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isSaved"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateCard_template"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"namedServices"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesOfSearch"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateCard_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Template"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"n8nCompatibility"}},{"kind":"Field","name":{"kind":"Name","value":"n8nObstacles"}}]}}]} as unknown as DocumentNode<HomePageTemplatesQuery, HomePageTemplatesQueryVariables>;
export const HomePageSavedStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePageSavedState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSaved"}}]}}]}}]}}]} as unknown as DocumentNode<HomePageSavedStateQuery, HomePageSavedStateQueryVariables>;
export const HomePageCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePageCatalog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"integrationLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"templateCount"},"name":{"kind":"Name","value":"templates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalItems"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"integrationLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<HomePageCatalogQuery, HomePageCatalogQueryVariables>;
export const SaveTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alreadySaved"}},{"kind":"Field","name":{"kind":"Name","value":"savedTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateSaves"}},{"kind":"Field","name":{"kind":"Name","value":"templateSavesUsed"}}]}}]}}]}}]} as unknown as DocumentNode<SaveTemplateMutation, SaveTemplateMutationVariables>;
export const UnsaveTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsaveTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnsaveTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsaveTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateSaves"}},{"kind":"Field","name":{"kind":"Name","value":"templateSavesUsed"}}]}}]}}]}}]} as unknown as DocumentNode<UnsaveTemplateMutation, UnsaveTemplateMutationVariables>;
export const SavedTemplateStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedTemplateState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isTemplateSaved"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}]}]}}]} as unknown as DocumentNode<SavedTemplateStateQuery, SavedTemplateStateQueryVariables>;
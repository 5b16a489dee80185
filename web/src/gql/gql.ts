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
    "mutation SignInDialogLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nmutation SignInDialogRegister($input: RegisterInput!) {\n  register(input: $input) {\n    token\n  }\n}": typeof types.SignInDialogLoginDocument,
    "query SessionUser {\n  me {\n    id\n    name\n    email\n    role\n    createdAt\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n    }\n  }\n}": typeof types.SessionUserDocument,
    "query PaymentConfirmation($sessionId: String!) {\n  paymentSession(id: $sessionId) {\n    id\n    status\n  }\n  me {\n    id\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n    }\n  }\n}": typeof types.PaymentConfirmationDocument,
    "fragment PaymentMethods_gateway on PaymentGateway {\n  id\n  displayName\n  testMode\n}": typeof types.PaymentMethods_GatewayFragmentDoc,
    "fragment PlanCard_plan on Plan {\n  id\n  name\n  description\n  price\n  currency\n  duration\n  features\n  mostPopular\n}": typeof types.PlanCard_PlanFragmentDoc,
    "query SubscriptionSection {\n  plans {\n    id\n    name\n    price\n    ...PlanCard_plan\n  }\n  paymentGateways {\n    id\n    name\n    ...PaymentMethods_gateway\n  }\n}\n\nmutation SubscriptionSectionSubscribe($input: SubscribeInput!) {\n  subscribe(input: $input) {\n    status\n    requiresPayment\n    paymentData {\n      amount\n      currency\n      description\n      subscriptionId\n    }\n  }\n}\n\nmutation SubscriptionSectionStartPayment($input: StartPaymentInput!) {\n  startPayment(input: $input) {\n    paymentUrl\n    status\n    session {\n      id\n    }\n  }\n}": typeof types.SubscriptionSectionDocument,
    "query TestCheckoutPage($sessionId: String!) {\n  paymentSession(id: $sessionId) {\n    id\n    status\n    purpose\n    amount\n    currency\n    description\n    gateway\n  }\n}\n\nmutation TestCheckoutPagePay($input: PaymentSessionInput!) {\n  completeTestPayment(input: $input) {\n    redirectUrl\n  }\n}\n\nmutation TestCheckoutPageCancel($input: PaymentSessionInput!) {\n  cancelTestPayment(input: $input) {\n    redirectUrl\n  }\n}": typeof types.TestCheckoutPageDocument,
    "query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}": typeof types.HomePageTemplatesDocument,
    "query ProfileForm {\n  me {\n    id\n    name\n    email\n  }\n}\n\nmutation ProfileFormUpdate($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n    }\n  }\n}": typeof types.ProfileFormDocument,
    "query DonateDialog {\n  paymentGateways {\n    id\n    name\n  }\n}\n\nmutation DonateDialogStart($input: StartDonationInput!) {\n  startDonation(input: $input) {\n    paymentUrl\n    status\n  }\n}": typeof types.DonateDialogDocument,
    "mutation RecordTemplateDownload($input: RecordTemplateDownloadInput!) {\n  recordTemplateDownload(input: $input) {\n    template {\n      id\n      downloads\n    }\n  }\n}": typeof types.RecordTemplateDownloadDocument,
    "query TemplateDetailPage($id: ID!) {\n  template(id: $id) {\n    id\n    name\n    author\n    category\n    description\n    nodeCount\n    triggerType\n    complexity\n    tags\n    createdAt\n    downloadUrl\n    workflow\n    nodeTypes {\n      ...NodeTypeLookup_nodeType\n    }\n    detailedDescription\n    difficulty\n    estimatedSetupTime\n    prerequisites\n    useCases\n    features\n    requiredNodes\n    integrations\n    howToUse\n    aiDocumentation {\n      generated\n      model\n      generatedAt\n      estimatedCost\n    }\n    relatedTemplates(limit: 4) {\n      id\n      name\n      category\n      complexity\n      nodeCount\n      triggerType\n    }\n  }\n}": typeof types.TemplateDetailPageDocument,
    "fragment TemplateCard_template on Template {\n  id\n  name\n  description\n  complexity\n  nodeCount\n  updatedAt\n  author\n  triggerType\n  category\n  tags\n}": typeof types.TemplateCard_TemplateFragmentDoc,
    "fragment NodeTypeLookup_nodeType on NodeType {\n  type\n  displayName\n  kind\n  apiCall\n  icon\n}": typeof types.NodeTypeLookup_NodeTypeFragmentDoc,
};
const documents: Documents = {
    "mutation SignInDialogLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nmutation SignInDialogRegister($input: RegisterInput!) {\n  register(input: $input) {\n    token\n  }\n}": types.SignInDialogLoginDocument,
    "query SessionUser {\n  me {\n    id\n    name\n    email\n    role\n    createdAt\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n    }\n  }\n}": types.SessionUserDocument,
    "query PaymentConfirmation($sessionId: String!) {\n  paymentSession(id: $sessionId) {\n    id\n    status\n  }\n  me {\n    id\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n    }\n  }\n}": types.PaymentConfirmationDocument,
    "fragment PaymentMethods_gateway on PaymentGateway {\n  id\n  displayName\n  testMode\n}": types.PaymentMethods_GatewayFragmentDoc,
    "fragment PlanCard_plan on Plan {\n  id\n  name\n  description\n  price\n  currency\n  duration\n  features\n  mostPopular\n}": types.PlanCard_PlanFragmentDoc,
    "query SubscriptionSection {\n  plans {\n    id\n    name\n    price\n    ...PlanCard_plan\n  }\n  paymentGateways {\n    id\n    name\n    ...PaymentMethods_gateway\n  }\n}\n\nmutation SubscriptionSectionSubscribe($input: SubscribeInput!) {\n  subscribe(input: $input) {\n    status\n    requiresPayment\n    paymentData {\n      amount\n      currency\n      description\n      subscriptionId\n    }\n  }\n}\n\nmutation SubscriptionSectionStartPayment($input: StartPaymentInput!) {\n  startPayment(input: $input) {\n    paymentUrl\n    status\n    session {\n      id\n    }\n  }\n}": types.SubscriptionSectionDocument,
    "query TestCheckoutPage($sessionId: String!) {\n  paymentSession(id: $sessionId) {\n    id\n    status\n    purpose\n    amount\n    currency\n    description\n    gateway\n  }\n}\n\nmutation TestCheckoutPagePay($input: PaymentSessionInput!) {\n  completeTestPayment(input: $input) {\n    redirectUrl\n  }\n}\n\nmutation TestCheckoutPageCancel($input: PaymentSessionInput!) {\n  cancelTestPayment(input: $input) {\n    redirectUrl\n  }\n}": types.TestCheckoutPageDocument,
    "query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}": types.HomePageTemplatesDocument,
    "query ProfileForm {\n  me {\n    id\n    name\n    email\n  }\n}\n\nmutation ProfileFormUpdate($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n    }\n  }\n}": types.ProfileFormDocument,
    "query DonateDialog {\n  paymentGateways {\n    id\n    name\n  }\n}\n\nmutation DonateDialogStart($input: StartDonationInput!) {\n  startDonation(input: $input) {\n    paymentUrl\n    status\n  }\n}": types.DonateDialogDocument,
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
export function graphql(source: "mutation SignInDialogLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nmutation SignInDialogRegister($input: RegisterInput!) {\n  register(input: $input) {\n    token\n  }\n}"): (typeof documents)["mutation SignInDialogLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nmutation SignInDialogRegister($input: RegisterInput!) {\n  register(input: $input) {\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionUser {\n  me {\n    id\n    name\n    email\n    role\n    createdAt\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n    }\n  }\n}"): (typeof documents)["query SessionUser {\n  me {\n    id\n    name\n    email\n    role\n    createdAt\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentConfirmation($sessionId: String!) {\n  paymentSession(id: $sessionId) {\n    id\n    status\n  }\n  me {\n    id\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n    }\n  }\n}"): (typeof documents)["query PaymentConfirmation($sessionId: String!) {\n  paymentSession(id: $sessionId) {\n    id\n    status\n  }\n  me {\n    id\n    subscription {\n      plan\n      planId\n      isActive\n      templateSaves\n      templateSavesUsed\n      hiring\n      currentPeriodEnd\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentMethods_gateway on PaymentGateway {\n  id\n  displayName\n  testMode\n}"): (typeof documents)["fragment PaymentMethods_gateway on PaymentGateway {\n  id\n  displayName\n  testMode\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlanCard_plan on Plan {\n  id\n  name\n  description\n  price\n  currency\n  duration\n  features\n  mostPopular\n}"): (typeof documents)["fragment PlanCard_plan on Plan {\n  id\n  name\n  description\n  price\n  currency\n  duration\n  features\n  mostPopular\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionSection {\n  plans {\n    id\n    name\n    price\n    ...PlanCard_plan\n  }\n  paymentGateways {\n    id\n    name\n    ...PaymentMethods_gateway\n  }\n}\n\nmutation SubscriptionSectionSubscribe($input: SubscribeInput!) {\n  subscribe(input: $input) {\n    status\n    requiresPayment\n    paymentData {\n      amount\n      currency\n      description\n      subscriptionId\n    }\n  }\n}\n\nmutation SubscriptionSectionStartPayment($input: StartPaymentInput!) {\n  startPayment(input: $input) {\n    paymentUrl\n    status\n    session {\n      id\n    }\n  }\n}"): (typeof documents)["query SubscriptionSection {\n  plans {\n    id\n    name\n    price\n    ...PlanCard_plan\n  }\n  paymentGateways {\n    id\n    name\n    ...PaymentMethods_gateway\n  }\n}\n\nmutation SubscriptionSectionSubscribe($input: SubscribeInput!) {\n  subscribe(input: $input) {\n    status\n    requiresPayment\n    paymentData {\n      amount\n      currency\n      description\n      subscriptionId\n    }\n  }\n}\n\nmutation SubscriptionSectionStartPayment($input: StartPaymentInput!) {\n  startPayment(input: $input) {\n    paymentUrl\n    status\n    session {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestCheckoutPage($sessionId: String!) {\n  paymentSession(id: $sessionId) {\n    id\n    status\n    purpose\n    amount\n    currency\n    description\n    gateway\n  }\n}\n\nmutation TestCheckoutPagePay($input: PaymentSessionInput!) {\n  completeTestPayment(input: $input) {\n    redirectUrl\n  }\n}\n\nmutation TestCheckoutPageCancel($input: PaymentSessionInput!) {\n  cancelTestPayment(input: $input) {\n    redirectUrl\n  }\n}"): (typeof documents)["query TestCheckoutPage($sessionId: String!) {\n  paymentSession(id: $sessionId) {\n    id\n    status\n    purpose\n    amount\n    currency\n    description\n    gateway\n  }\n}\n\nmutation TestCheckoutPagePay($input: PaymentSessionInput!) {\n  completeTestPayment(input: $input) {\n    redirectUrl\n  }\n}\n\nmutation TestCheckoutPageCancel($input: PaymentSessionInput!) {\n  cancelTestPayment(input: $input) {\n    redirectUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}"): (typeof documents)["query HomePageTemplates($filter: TemplateFilterInput, $page: Int!, $limit: Int!) {\n  templates(filter: $filter, page: $page, limit: $limit) {\n    templates {\n      id\n      ...TemplateCard_template\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      itemsPerPage\n    }\n  }\n}\n\nquery HomePageCatalog($integrationLimit: Int!) {\n  templateCount: templates(limit: 1) {\n    pagination {\n      totalItems\n    }\n  }\n  categories {\n    name\n    count\n  }\n  integrations(limit: $integrationLimit) {\n    name\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileForm {\n  me {\n    id\n    name\n    email\n  }\n}\n\nmutation ProfileFormUpdate($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n    }\n  }\n}"): (typeof documents)["query ProfileForm {\n  me {\n    id\n    name\n    email\n  }\n}\n\nmutation ProfileFormUpdate($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DonateDialog {\n  paymentGateways {\n    id\n    name\n  }\n}\n\nmutation DonateDialogStart($input: StartDonationInput!) {\n  startDonation(input: $input) {\n    paymentUrl\n    status\n  }\n}"): (typeof documents)["query DonateDialog {\n  paymentGateways {\n    id\n    name\n  }\n}\n\nmutation DonateDialogStart($input: StartDonationInput!) {\n  startDonation(input: $input) {\n    paymentUrl\n    status\n  }\n}"];
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
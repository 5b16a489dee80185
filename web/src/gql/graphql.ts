/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AiExpertiseInput = {
  chatbots?: boolean | null | undefined;
  computerVision?: boolean | null | undefined;
  dataScience?: boolean | null | undefined;
  deepLearning?: boolean | null | undefined;
  machineLearning?: boolean | null | undefined;
  naturalLanguageProcessing?: boolean | null | undefined;
  /** Other skills: at most 20, each 1 to 50 characters. */
  other?: Array<string> | null | undefined;
  predictiveAnalytics?: boolean | null | undefined;
  recommendationSystems?: boolean | null | undefined;
  voiceAssistants?: boolean | null | undefined;
};

export type ApplyToHireRequestInput = {
  approachDescription: string;
  coverLetter: string;
  proposedBudget: ProposedBudgetInput;
  proposedTimeline: string;
  relevantExperience: string;
  relevantPortfolioItems?: Array<PortfolioItemInput> | null | undefined;
  requestId: string | number;
};

export type AutomationExpertiseInput = {
  apiIntegrations?: boolean | null | undefined;
  businessProcessOptimization?: boolean | null | undefined;
  dataProcessing?: boolean | null | undefined;
  makeIntegromatExpertise?: boolean | null | undefined;
  n8nExpertise?: boolean | null | undefined;
  /** Other skills: at most 20, each 1 to 50 characters. */
  other?: Array<string> | null | undefined;
  processAutomation?: boolean | null | undefined;
  webScraping?: boolean | null | undefined;
  workflowAutomation?: boolean | null | undefined;
  zapierExpertise?: boolean | null | undefined;
};

/** Simple up to 5 nodes, Medium 6-15, Complex 16 and more (sticky notes excluded). */
export type Complexity =
  | 'Complex'
  | 'Medium'
  | 'Simple';

export type DeleteAccountInput = {
  /** The account's password, asked again before anything is erased. */
  currentPassword: string;
};

export type Difficulty =
  | 'advanced'
  | 'beginner'
  | 'intermediate';

/** One education entry. */
export type EducationInput = {
  degree: string;
  field: string;
  institution: string;
  /** From 1950 to ten years from now. */
  year: number;
};

/** pending until an admin approves or rejects it. */
export type ExpertApplicationStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type ExpertProfilesInput = {
  github?: string | null | undefined;
  linkedin?: string | null | undefined;
  portfolio?: string | null | undefined;
  twitter?: string | null | undefined;
  website?: string | null | undefined;
};

export type ForgotPasswordInput = {
  email: string;
};

/** Only a pending application is accepted, rejected or withdrawn. */
export type HireApplicationStatus =
  | 'accepted'
  | 'pending'
  | 'rejected'
  | 'withdrawn';

export type HireFeedbackInput = {
  message: string;
  /** 1 to 5. */
  rating: number;
  requestId: string | number;
};

export type HirePaymentInput = {
  /** Where a cancelled checkout returns. Default /dashboard?section=hire-requests&payment=cancelled. */
  cancelUrl?: string | null | undefined;
  /** A payment gateway name; the first on offer by default. */
  gateway?: string | null | undefined;
  requestId: string | number;
  /** Where a completed payment returns; `{CHECKOUT_SESSION_ID}` becomes the session id. Default /dashboard?section=hire-requests&payment=success. */
  returnUrl?: string | null | undefined;
};

/** pending -> in_selection (an application accepted) -> active (paid) -> completed. */
export type HireRequestStatus =
  | 'active'
  | 'cancelled'
  | 'completed'
  | 'in_selection'
  | 'pending';

export type ImportWorkflowInput = {
  /** Accepted for the web client; never fetched. */
  downloadUrl?: string | null | undefined;
  /** A connection to use instead of the saved one (not stored). */
  n8nSettings?: N8nSettingsInput | null | undefined;
  /** The catalogue template it comes from. */
  templateId?: string | number | null | undefined;
  /** The workflow JSON to import; without it, the catalogue template `templateId`. */
  workflow?: Record<string, unknown> | null | undefined;
};

export type LoginInput = {
  email: string;
  password: string;
};

export type MarkNotificationsReadInput = {
  /** Every unread notification of the user. */
  all?: boolean | null | undefined;
  /** Up to 100 of the user's notifications; ids of anyone else's are ignored. */
  ids?: Array<string> | null | undefined;
};

/** Clean: imports into n8n 1.x as it is. Blocked: something stands in the way. */
export type N8nCompatibility =
  | 'Blocked'
  | 'Clean';

/** connected: n8n accepted the key; key_refused: n8n answered 401 or 403; unreachable: no answer, or not one of n8n; address_refused: the address policy refused the address, nothing was sent; not_configured: nothing is saved. */
export type N8nConnectionTestResult =
  | 'address_refused'
  | 'connected'
  | 'key_refused'
  | 'not_configured'
  | 'unreachable';

export type N8nSettingsInput = {
  /** An n8n API key (Settings > n8n API in n8n); write-only. */
  n8nApiKey?: string | null | undefined;
  /** The n8n base URL, e.g. https://n8n.example.com. */
  n8nInstanceUrl?: string | null | undefined;
};

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

/** What a notification is about; each kind can be turned off in the app and by email. */
export type NotificationKind =
  | 'application_accepted'
  | 'application_rejected'
  | 'chat_message'
  | 'expert_application_approved'
  | 'expert_application_rejected'
  | 'expert_applied'
  | 'feedback_received'
  | 'payment_refunded'
  | 'plan_payment_completed'
  | 'plan_period_ending'
  | 'project_active'
  | 'project_completed';

export type PaymentSessionInput = {
  sessionId: string | number;
};

export type PortfolioItemInput = {
  /** At most 1000 characters. */
  description?: string | null | undefined;
  /** At most 20, each 1 to 50 characters. */
  technologies?: Array<string> | null | undefined;
  title: string;
  /** An http(s) URL of at most 2000 characters. */
  url?: string | null | undefined;
};

/** A fixed price in major units (250 = 250.00). */
export type ProposedBudgetInput = {
  /** More than 0, at most 999,999.99, at most 2 decimals. */
  amount: number;
  currency: string;
  explanation?: string | null | undefined;
};

export type RecordTemplateDownloadInput = {
  id: string | number;
};

export type RefundPaymentInput = {
  paymentId: string | number;
  /** Why: kept with the payment and told to the payer (1-500 characters). */
  reason: string;
};

export type RegisterInput = {
  email: string;
  name: string;
  /** 6 to 128 characters. */
  password: string;
};

export type RejectExpertApplicationInput = {
  id: string | number;
  /** 1 to 1000 characters; the applicant sees it. */
  reason: string;
};

export type ResetPasswordInput = {
  /** 6 to 128 characters; signs out every other session. */
  newPassword: string;
  /** The token of the reset link. */
  token: string;
};

export type StartDonationInput = {
  /** Dollars: 5, 10 or 20. */
  amount: number;
  /** Where a cancelled checkout returns. Default /dashboard?payment=cancelled. */
  cancelUrl?: string | null | undefined;
  /** The payment gateway name. */
  gateway: string;
  /** Where a completed payment returns; `{CHECKOUT_SESSION_ID}` becomes the session id. Default /dashboard/upgrade-processing?session_id={CHECKOUT_SESSION_ID}. */
  returnUrl?: string | null | undefined;
};

export type StartPaymentInput = {
  /** The plan's price in major units (19 for 19 USD). */
  amount: number;
  /** Where a cancelled checkout returns. Default /dashboard?payment=cancelled. */
  cancelUrl?: string | null | undefined;
  /** The plan's currency, e.g. USD. */
  currency: string;
  /** Ignored: the checkout shows the plan as the server names it. */
  description?: string | null | undefined;
  /** The payment gateway name. */
  gateway: string;
  /** Where a completed payment returns; `{CHECKOUT_SESSION_ID}` becomes the session id. Default /dashboard/upgrade-processing?session_id={CHECKOUT_SESSION_ID}. */
  returnUrl?: string | null | undefined;
  subscriptionId: string | number;
};

export type SubmitExpertApplicationInput = {
  aiExpertise?: AiExpertiseInput | null | undefined;
  automationExpertise?: AutomationExpertiseInput | null | undefined;
  /** 1 to 200 characters. */
  company: string;
  /** 50 to 500 characters. */
  contributionPlans: string;
  education: EducationInput;
  email: string;
  /** 50 to 500 characters. */
  expertiseGoals: string;
  /** 1 to 100 characters; the name clients see once approved. */
  fullName: string;
  /** 1 to 200 characters; the title clients see once approved. */
  jobTitle: string;
  /** 1 to 200 characters. */
  location: string;
  /** 50 to 500 characters. */
  motivationStatement: string;
  /** At most 40 characters. */
  phone?: string | null | undefined;
  /** At most 10. */
  portfolioItems?: Array<PortfolioItemInput> | null | undefined;
  /** 100 to 1000 characters. */
  professionalSummary: string;
  profiles?: ExpertProfilesInput | null | undefined;
  /** At most 30, each 1 to 50 characters. */
  programmingLanguages?: Array<string> | null | undefined;
  /** At most 30, each 1 to 50 characters. */
  toolsAndPlatforms?: Array<string> | null | undefined;
  /** From 0 to 80. */
  yearsOfExperience: number;
};

export type SubscribeInput = {
  /** A payment gateway name; not needed for a free plan. */
  paymentGateway?: string | null | undefined;
  /** The plan (`Plan.id`, REST `_id`). */
  subscriptionId: string | number;
};

/** What starts the workflow: a person, a schedule, an app event or a webhook call. */
export type TriggerType =
  | 'Manual'
  | 'Scheduled'
  | 'Triggered'
  | 'Webhook';

export type UnsubscribeInput = {
  /** The token of the unsubscribe link of an email. */
  token: string;
};

export type UpdateNotificationSettingInput = {
  /** Told by email. */
  email?: boolean | null | undefined;
  /** Told in the app (the list, the badge, the toast). */
  inApp?: boolean | null | undefined;
  kind: NotificationKind;
};

export type UpdateProfileInput = {
  /** Required with `newPassword` and to change `email`. */
  currentPassword?: string | null | undefined;
  email: string;
  name: string;
  /** 6 to 128 characters; signs out every other session. */
  newPassword?: string | null | undefined;
};

export type Urgency =
  | 'high'
  | 'low'
  | 'medium'
  | 'urgent';

export type VerifyEmailInput = {
  /** The token of the verification link. */
  token: string;
};

export type EmailVerificationNoticeSendMutationVariables = Exact<{ [key: string]: never; }>;


export type EmailVerificationNoticeSendMutation = { sendVerificationEmail: { message: string, emailVerified: boolean } };

export type ForgotPasswordFormRequestMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordFormRequestMutation = { forgotPassword: { message: string } };

export type SignInDialogLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type SignInDialogLoginMutation = { login: { token: string } };

export type SignInDialogRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type SignInDialogRegisterMutation = { register: { token: string } };

export type ResetPasswordPageResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordPageResetMutation = { resetPassword: { token: string } };

export type VerifyEmailPageVerifyMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailPageVerifyMutation = { verifyEmail: { message: string } };

export type AdminPaymentsPageQueryVariables = Exact<{
  status?: string | null | undefined;
  purpose?: string | null | undefined;
  needsRefund?: boolean | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type AdminPaymentsPageQuery = { adminPayments: { payments: Array<{ id: string, status: string, purpose: string, amount: number, currency: string, description: string, createdAt: string, receiptNumber: string | null, needsRefund: boolean, refundReason: string | null, payerName: string | null, payerEmail: string | null }>, pagination: { currentPage: number, totalPages: number, totalItems: number } } };

export type AdminPaymentsPageRefundMutationVariables = Exact<{
  input: RefundPaymentInput;
}>;


export type AdminPaymentsPageRefundMutation = { refundPayment: { payment: { id: string, status: string } } };

export type DonationThanksQueryVariables = Exact<{
  sessionId: string;
}>;


export type DonationThanksQuery = { paymentSession: { id: string, status: string, purpose: string, amount: number, currency: string } };

export type PaymentConfirmationQueryVariables = Exact<{
  sessionId: string;
}>;


export type PaymentConfirmationQuery = { paymentSession: { id: string, status: string }, me: { id: string, subscription: { plan: string, planId: string, isActive: boolean, templateSaves: number, templateSavesUsed: number, hiring: boolean, currentPeriodEnd: string | null } } | null };

export type PaymentHistorySectionQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PaymentHistorySectionQuery = { paymentHistory: { payments: Array<{ id: string, status: string, purpose: string, amount: number, currency: string, description: string, createdAt: string, receiptNumber: string | null }>, pagination: { currentPage: number, totalPages: number, totalItems: number } } };

export type PaymentMethods_GatewayFragment = { id: string, displayName: string, testMode: boolean } & { ' $fragmentName'?: 'PaymentMethods_GatewayFragment' };

export type PlanCard_PlanFragment = { id: string, name: string, description: string, price: number, currency: string, duration: string, features: Array<string>, mostPopular: boolean } & { ' $fragmentName'?: 'PlanCard_PlanFragment' };

export type SubscriptionSectionQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionSectionQuery = { plans: Array<(
    { id: string, name: string, price: number }
    & { ' $fragmentRefs'?: { 'PlanCard_PlanFragment': PlanCard_PlanFragment } }
  )>, paymentGateways: Array<(
    { id: string, name: string }
    & { ' $fragmentRefs'?: { 'PaymentMethods_GatewayFragment': PaymentMethods_GatewayFragment } }
  )> };

export type SubscriptionSectionSubscribeMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type SubscriptionSectionSubscribeMutation = { subscribe: { status: string, requiresPayment: boolean, paymentData: { amount: number, currency: string, description: string, subscriptionId: string } | null } };

export type SubscriptionSectionStartPaymentMutationVariables = Exact<{
  input: StartPaymentInput;
}>;


export type SubscriptionSectionStartPaymentMutation = { startPayment: { paymentUrl: string, status: string, session: { id: string } } };

export type SubscriptionSectionCancelPlanMutationVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionSectionCancelPlanMutation = { cancelPlan: { subscription: { cancelAtPeriodEnd: boolean } } };

export type SubscriptionSectionResumePlanMutationVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionSectionResumePlanMutation = { resumePlan: { subscription: { cancelAtPeriodEnd: boolean } } };

export type TestCheckoutPageQueryVariables = Exact<{
  sessionId: string;
}>;


export type TestCheckoutPageQuery = { paymentSession: { id: string, status: string, purpose: string, amount: number, currency: string, description: string, gateway: string } };

export type TestCheckoutPagePayMutationVariables = Exact<{
  input: PaymentSessionInput;
}>;


export type TestCheckoutPagePayMutation = { completeTestPayment: { redirectUrl: string } };

export type TestCheckoutPageCancelMutationVariables = Exact<{
  input: PaymentSessionInput;
}>;


export type TestCheckoutPageCancelMutation = { cancelTestPayment: { redirectUrl: string } };

export type OverviewSectionQueryVariables = Exact<{ [key: string]: never; }>;


export type OverviewSectionQuery = { dashboardOverview: { unreadNotifications: number, subscription: { plan: string, isActive: boolean, templateSaves: number, templateSavesUsed: number, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean }, hireRequests: { total: number, pending: number, inSelection: number, active: number, completed: number, cancelled: number }, hireSpending: Array<{ currency: string, amount: number }>, expert: { completedProjects: number, ratingCount: number, averageRating: number | null, applications: { total: number, pending: number, accepted: number, rejected: number, withdrawn: number } } | null } };

export type BecomeExpertBannerQueryVariables = Exact<{ [key: string]: never; }>;


export type BecomeExpertBannerQuery = { myExpertApplication: { ' $fragmentRefs'?: { 'BecomeExpertBanner_ApplicationFragment': BecomeExpertBanner_ApplicationFragment } } | null };

export type BecomeExpertBanner_ApplicationFragment = { id: string, status: ExpertApplicationStatus, createdAt: string, rejectionReason: string | null } & { ' $fragmentName'?: 'BecomeExpertBanner_ApplicationFragment' };

export type ExpertApplicationDialogSubmitMutationVariables = Exact<{
  input: SubmitExpertApplicationInput;
}>;


export type ExpertApplicationDialogSubmitMutation = { submitExpertApplication: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BecomeExpertBanner_ApplicationFragment': BecomeExpertBanner_ApplicationFragment } }
  ) };

export type ExpertApplicationsAdminPageQueryVariables = Exact<{
  status?: ExpertApplicationStatus | null | undefined;
  page?: number;
}>;


export type ExpertApplicationsAdminPageQuery = { expertApplications: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'AdminApplicationCard_ApplicationFragment': AdminApplicationCard_ApplicationFragment } }
    )>, pagination: { currentPage: number, totalPages: number } } };

export type AdminApplicationCard_ApplicationFragment = { id: string, status: ExpertApplicationStatus, createdAt: string, reviewedAt: string | null, rejectionReason: string | null, fullName: string, email: string, phone: string | null, location: string, jobTitle: string, company: string, yearsOfExperience: number, professionalSummary: string, programmingLanguages: Array<string>, toolsAndPlatforms: Array<string>, motivationStatement: string, expertiseGoals: string, contributionPlans: string, education: { degree: string, field: string, institution: string, year: number }, profiles: { linkedin: string | null, github: string | null, portfolio: string | null, twitter: string | null, website: string | null }, aiExpertise: { machineLearning: boolean, naturalLanguageProcessing: boolean, computerVision: boolean, deepLearning: boolean, dataScience: boolean, predictiveAnalytics: boolean, chatbots: boolean, voiceAssistants: boolean, recommendationSystems: boolean, other: Array<string> }, automationExpertise: { workflowAutomation: boolean, processAutomation: boolean, n8nExpertise: boolean, zapierExpertise: boolean, makeIntegromatExpertise: boolean, apiIntegrations: boolean, webScraping: boolean, dataProcessing: boolean, businessProcessOptimization: boolean, other: Array<string> }, portfolioItems: Array<{ title: string, url: string | null, description: string, technologies: Array<string> }> } & { ' $fragmentName'?: 'AdminApplicationCard_ApplicationFragment' };

export type ExpertApplicationsAdminApproveMutationVariables = Exact<{
  id: string | number;
}>;


export type ExpertApplicationsAdminApproveMutation = { approveExpertApplication: { id: string, status: ExpertApplicationStatus, reviewedAt: string | null } };

export type ExpertApplicationsAdminRejectMutationVariables = Exact<{
  input: RejectExpertApplicationInput;
}>;


export type ExpertApplicationsAdminRejectMutation = { rejectExpertApplication: { id: string, status: ExpertApplicationStatus, rejectionReason: string | null, reviewedAt: string | null } };

export type ExpertBoardPageQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ExpertBoardPageQuery = { openProjects: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'OpenProjectCard_ProjectFragment': OpenProjectCard_ProjectFragment } }
  )> };

export type OpenProjectCard_ProjectFragment = { id: string, urgency: Urgency, timeline: string, businessProblem: string, requirements: string, industry: string, companySize: string, createdAt: string, templateName: string, applicationCount: number, hasApplied: boolean, budget: { currency: string, min: number, max: number } | null, template: { id: string, category: string, complexity: Complexity, nodeCount: number } | null } & { ' $fragmentName'?: 'OpenProjectCard_ProjectFragment' };

export type ApplyDialogApplyMutationVariables = Exact<{
  input: ApplyToHireRequestInput;
}>;


export type ApplyDialogApplyMutation = { applyToHireRequest: { id: string, status: HireApplicationStatus } };

export type ProjectApplicationsSectionQueryVariables = Exact<{
  status?: HireApplicationStatus | null | undefined;
}>;


export type ProjectApplicationsSectionQuery = { myApplications: { items: Array<(
      { id: string, project: { id: string, templateName: string } }
      & { ' $fragmentRefs'?: { 'ProjectApplicationCard_ApplicationFragment': ProjectApplicationCard_ApplicationFragment;'ApplicationDetails_ApplicationFragment': ApplicationDetails_ApplicationFragment } }
    )>, counts: { total: number, pending: number, accepted: number, rejected: number, withdrawn: number } }, expertReputation: { completedProjects: number, ratingCount: number, averageRating: number | null } };

export type ProjectApplicationCard_ApplicationFragment = { id: string, status: HireApplicationStatus, createdAt: string, proposedTimeline: string, proposedBudget: { currency: string, amount: number }, feedback: { rating: number, message: string } | null, project: { id: string, status: HireRequestStatus, urgency: Urgency, timeline: string, requirements: string, templateName: string, clientName: string, unreadChatMessages: number, template: { id: string, category: string, complexity: Complexity, nodeCount: number } | null } } & { ' $fragmentName'?: 'ProjectApplicationCard_ApplicationFragment' };

export type ApplicationDetails_ApplicationFragment = { id: string, status: HireApplicationStatus, createdAt: string, updatedAt: string, coverLetter: string, relevantExperience: string, approachDescription: string, proposedTimeline: string, proposedBudget: { currency: string, amount: number, explanation: string }, relevantPortfolioItems: Array<{ title: string, url: string | null, description: string, technologies: Array<string> }>, feedback: { rating: number, message: string, createdAt: string } | null, project: { id: string, status: HireRequestStatus, urgency: Urgency, timeline: string, businessProblem: string, requirements: string, industry: string, companySize: string, templateName: string, clientName: string, budget: { currency: string, min: number, max: number } | null, template: { id: string, category: string, complexity: Complexity, nodeCount: number } | null } } & { ' $fragmentName'?: 'ApplicationDetails_ApplicationFragment' };

export type ProjectApplicationsWithdrawMutationVariables = Exact<{
  id: string | number;
}>;


export type ProjectApplicationsWithdrawMutation = { withdrawHireApplication: { id: string, status: HireApplicationStatus, updatedAt: string } };

export type ApplicationCard_ApplicationFragment = { id: string, status: HireApplicationStatus, createdAt: string, coverLetter: string, relevantExperience: string, approachDescription: string, proposedTimeline: string, proposedBudget: { currency: string, amount: number, explanation: string }, relevantPortfolioItems: Array<{ title: string, url: string | null, description: string, technologies: Array<string> }>, expert: { name: string, title: string, location: string, reputation: { completedProjects: number, ratingCount: number, averageRating: number | null } } } & { ' $fragmentName'?: 'ApplicationCard_ApplicationFragment' };

export type ApplicationsDialogQueryVariables = Exact<{
  id: string | number;
}>;


export type ApplicationsDialogQuery = { hireRequest: { id: string, status: HireRequestStatus, templateName: string, urgency: Urgency, timeline: string, businessProblem: string, requirements: string, industry: string, companySize: string, budget: { currency: string, min: number, max: number } | null, template: { id: string, name: string, description: string, category: string, complexity: Complexity, nodeCount: number, triggerType: TriggerType } | null, applications: Array<(
      { id: string, status: HireApplicationStatus }
      & { ' $fragmentRefs'?: { 'ApplicationCard_ApplicationFragment': ApplicationCard_ApplicationFragment } }
    )> } };

export type ApplicationsDialogAcceptMutationVariables = Exact<{
  id: string | number;
}>;


export type ApplicationsDialogAcceptMutation = { acceptHireApplication: { id: string, status: HireApplicationStatus, updatedAt: string } };

export type ApplicationsDialogRejectMutationVariables = Exact<{
  id: string | number;
}>;


export type ApplicationsDialogRejectMutation = { rejectHireApplication: { id: string, status: HireApplicationStatus, updatedAt: string } };

export type HireRequestCard_HireRequestFragment = { id: string, templateName: string, status: HireRequestStatus, urgency: Urgency, createdAt: string, timeline: string, businessProblem: string, requirements: string, industry: string, companySize: string, unreadChatMessages: number, budget: { currency: string, min: number, max: number } | null, template: { id: string, category: string, nodeCount: number } | null, applicationCounts: { total: number, pending: number, accepted: number, rejected: number, withdrawn: number } | null } & { ' $fragmentName'?: 'HireRequestCard_HireRequestFragment' };

export type HireRequestsSectionQueryVariables = Exact<{ [key: string]: never; }>;


export type HireRequestsSectionQuery = { hireRequests: Array<(
    { id: string, status: HireRequestStatus, applicationCounts: { total: number, pending: number, accepted: number, rejected: number, withdrawn: number } | null }
    & { ' $fragmentRefs'?: { 'HireRequestCard_HireRequestFragment': HireRequestCard_HireRequestFragment;'RequestDetailsDialog_HireRequestFragment': RequestDetailsDialog_HireRequestFragment } }
  )> };

export type RequestDetailsDialog_HireRequestFragment = { id: string, templateName: string, status: HireRequestStatus, urgency: Urgency, createdAt: string, timeline: string, businessProblem: string, requirements: string, industry: string, companySize: string, budget: { currency: string, min: number, max: number } | null, template: { id: string, category: string, complexity: Complexity, nodeCount: number, triggerType: TriggerType } | null, applicationCounts: { total: number, pending: number, accepted: number, rejected: number, withdrawn: number } | null, applications: Array<{ id: string, status: HireApplicationStatus, feedback: { rating: number, message: string, createdAt: string } | null }> } & { ' $fragmentName'?: 'RequestDetailsDialog_HireRequestFragment' };

export type RequestDetailsDialogCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type RequestDetailsDialogCancelMutation = { cancelHireRequest: (
    { id: string }
    & { ' $fragmentRefs'?: { 'HireRequestCard_HireRequestFragment': HireRequestCard_HireRequestFragment;'RequestDetailsDialog_HireRequestFragment': RequestDetailsDialog_HireRequestFragment } }
  ) };

export type RequestDetailsDialogCompleteMutationVariables = Exact<{
  id: string | number;
}>;


export type RequestDetailsDialogCompleteMutation = { completeHireRequest: (
    { id: string }
    & { ' $fragmentRefs'?: { 'HireRequestCard_HireRequestFragment': HireRequestCard_HireRequestFragment;'RequestDetailsDialog_HireRequestFragment': RequestDetailsDialog_HireRequestFragment } }
  ) };

export type RequestDetailsDialogFeedbackMutationVariables = Exact<{
  input: HireFeedbackInput;
}>;


export type RequestDetailsDialogFeedbackMutation = { leaveHireFeedback: { id: string, status: HireApplicationStatus, feedback: { rating: number, message: string, createdAt: string } | null } };

export type RequestDetailsDialogPayMutationVariables = Exact<{
  input: HirePaymentInput;
}>;


export type RequestDetailsDialogPayMutation = { startHirePayment: { paymentUrl: string, status: string, session: { id: string } } };

export type ImportToN8nMutationVariables = Exact<{
  input: ImportWorkflowInput;
}>;


export type ImportToN8nMutation = { importWorkflow: { success: boolean, message: string, n8nUrl: string, workflowId: string } };

export type N8nConnectionSettings_SettingsFragment = { n8nInstanceUrl: string | null, hasApiKey: boolean, lastTest: { result: N8nConnectionTestResult, version: string | null, testedAt: string } | null } & { ' $fragmentName'?: 'N8nConnectionSettings_SettingsFragment' };

export type N8nConnectionSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type N8nConnectionSettingsQuery = { n8nSettings: { ' $fragmentRefs'?: { 'N8nConnectionSettings_SettingsFragment': N8nConnectionSettings_SettingsFragment } } };

export type N8nConnectionSettingsSaveMutationVariables = Exact<{
  input: N8nSettingsInput;
}>;


export type N8nConnectionSettingsSaveMutation = { saveN8nSettings: { ' $fragmentRefs'?: { 'N8nConnectionSettings_SettingsFragment': N8nConnectionSettings_SettingsFragment } } };

export type N8nConnectionSettingsClearMutationVariables = Exact<{ [key: string]: never; }>;


export type N8nConnectionSettingsClearMutation = { clearN8nSettings: { cleared: boolean, settings: { ' $fragmentRefs'?: { 'N8nConnectionSettings_SettingsFragment': N8nConnectionSettings_SettingsFragment } } } };

export type N8nConnectionSettingsTestMutationVariables = Exact<{ [key: string]: never; }>;


export type N8nConnectionSettingsTestMutation = { testN8nConnection: { result: N8nConnectionTestResult, version: string | null, n8nInstanceUrl: string | null, reason: string | null, settings: { ' $fragmentRefs'?: { 'N8nConnectionSettings_SettingsFragment': N8nConnectionSettings_SettingsFragment } } } };

export type NotificationBellQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationBellQuery = { unreadNotificationCount: number, notifications: { items: Array<{ id: string }> } };

export type NotificationBellLiveSubscriptionVariables = Exact<{
  since?: string | number | null | undefined;
}>;


export type NotificationBellLiveSubscription = { notificationAdded: { ' $fragmentRefs'?: { 'NotificationItem_NotificationFragment': NotificationItem_NotificationFragment } } };

export type NotificationSettingsTabQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsTabQuery = { notificationEmailAvailable: boolean, notificationSettings: Array<{ kind: NotificationKind, label: string, inApp: boolean, email: boolean }> };

export type NotificationSettingsTabUpdateMutationVariables = Exact<{
  input: UpdateNotificationSettingInput;
}>;


export type NotificationSettingsTabUpdateMutation = { updateNotificationSetting: { kind: NotificationKind, label: string, inApp: boolean, email: boolean } };

export type NotificationItem_NotificationFragment = { id: string, kind: NotificationKind, title: string, body: string, link: string, createdAt: string, readAt: string | null } & { ' $fragmentName'?: 'NotificationItem_NotificationFragment' };

export type NotificationsSectionQueryVariables = Exact<{
  page: number;
  limit: number;
}>;


export type NotificationsSectionQuery = { unreadNotificationCount: number, notifications: { items: Array<{ ' $fragmentRefs'?: { 'NotificationItem_NotificationFragment': NotificationItem_NotificationFragment } }>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number } } };

export type NotificationsMarkReadMutationVariables = Exact<{
  input: MarkNotificationsReadInput;
}>;


export type NotificationsMarkReadMutation = { markNotificationsRead: { unreadCount: number, marked: Array<{ id: string, readAt: string | null }> } };

export type UnsubscribePageUnsubscribeMutationVariables = Exact<{
  input: UnsubscribeInput;
}>;


export type UnsubscribePageUnsubscribeMutation = { unsubscribe: { kind: NotificationKind, message: string } };

export type MyTemplatesSectionQueryVariables = Exact<{
  page: number;
  limit: number;
  sortBy: string;
  search?: string | null | undefined;
}>;


export type MyTemplatesSectionQuery = { savedTemplates: { items: Array<(
      { id: string, template: { id: string } | null }
      & { ' $fragmentRefs'?: { 'MyTemplatesCard_SavedTemplateFragment': MyTemplatesCard_SavedTemplateFragment } }
    )>, pagination: { currentPage: number, totalPages: number, totalItems: number, itemsPerPage: number }, removed: Array<{ id: string, name: string, reason: string }> } };

export type MyTemplatesCard_SavedTemplateFragment = { id: string, templateId: string, createdAt: string, template: { id: string, name: string, description: string, complexity: Complexity, nodeCount: number, category: string } | null } & { ' $fragmentName'?: 'MyTemplatesCard_SavedTemplateFragment' };

export type MyTemplatesWorkflowQueryVariables = Exact<{
  templateId: string | number;
}>;


export type MyTemplatesWorkflowQuery = { savedTemplate: { id: string, template: { id: string, workflow: Record<string, unknown> } | null } | null };

export type TemplateDiagramQueryVariables = Exact<{
  id: string | number;
}>;


export type TemplateDiagramQuery = { templateDiagram: { svg: string, mermaid: string, width: number, height: number } };

export type AccountDataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDataExportQuery = { accountExport: Record<string, unknown> };

export type AccountDataDeleteMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type AccountDataDeleteMutation = { deleteAccount: { deleted: boolean } };

export type ProfileFormQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileFormQuery = { me: { id: string, name: string, email: string, emailVerified: boolean } | null };

export type ProfileFormUpdateMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type ProfileFormUpdateMutation = { updateProfile: { token: string | null, user: { id: string, name: string, email: string, emailVerified: boolean } } };

export type DonateDialogQueryVariables = Exact<{ [key: string]: never; }>;


export type DonateDialogQuery = { paymentGateways: Array<{ id: string, name: string }> };

export type DonateDialogStartMutationVariables = Exact<{
  input: StartDonationInput;
}>;


export type DonateDialogStartMutation = { startDonation: { paymentUrl: string, status: string } };

export type RecordTemplateDownloadMutationVariables = Exact<{
  input: RecordTemplateDownloadInput;
}>;


export type RecordTemplateDownloadMutation = { recordTemplateDownload: { template: { id: string, downloads: number } } };

export type TemplateDetailPageQueryVariables = Exact<{
  id: string | number;
}>;


export type TemplateDetailPageQuery = { template: { id: string, name: string, author: string, category: string, description: string, nodeCount: number, triggerType: TriggerType, complexity: Complexity, tags: Array<string>, createdAt: string, downloadUrl: string, isSaved: boolean, workflow: Record<string, unknown>, detailedDescription: string | null, difficulty: Difficulty | null, estimatedSetupTime: string | null, prerequisites: Array<string>, useCases: Array<string>, features: Array<string>, requiredNodes: Array<string>, integrations: Array<string>, howToUse: Array<string>, n8nCompatibility: N8nCompatibility | null, n8nObstacles: Array<string>, nodeTypes: Array<{ ' $fragmentRefs'?: { 'NodeTypeLookup_NodeTypeFragment': NodeTypeLookup_NodeTypeFragment } }>, aiDocumentation: { generated: boolean, model: string, generatedAt: string, estimatedCost: number | null } | null, otherSources: Array<{ id: string, name: string, author: string, repo: string | null, path: string | null }>, relatedTemplates: Array<{ id: string, name: string, category: string, complexity: Complexity, nodeCount: number, triggerType: TriggerType }> } };

export type NodeTypeLookup_NodeTypeFragment = { type: string, displayName: string, kind: NodeKind, apiCall: boolean, icon: NodeIcon } & { ' $fragmentName'?: 'NodeTypeLookup_NodeTypeFragment' };

export const PaymentMethods_GatewayFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethods_gateway"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentGateway"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}}]}}]} as unknown as DocumentNode<PaymentMethods_GatewayFragment, unknown>;
export const PlanCard_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}}]}}]} as unknown as DocumentNode<PlanCard_PlanFragment, unknown>;
export const BecomeExpertBanner_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BecomeExpertBanner_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<BecomeExpertBanner_ApplicationFragment, unknown>;
export const AdminApplicationCard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfExperience"}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professionalSummary"}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"github"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiExpertise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"machineLearning"}},{"kind":"Field","name":{"kind":"Name","value":"naturalLanguageProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"computerVision"}},{"kind":"Field","name":{"kind":"Name","value":"deepLearning"}},{"kind":"Field","name":{"kind":"Name","value":"dataScience"}},{"kind":"Field","name":{"kind":"Name","value":"predictiveAnalytics"}},{"kind":"Field","name":{"kind":"Name","value":"chatbots"}},{"kind":"Field","name":{"kind":"Name","value":"voiceAssistants"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSystems"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}},{"kind":"Field","name":{"kind":"Name","value":"automationExpertise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowAutomation"}},{"kind":"Field","name":{"kind":"Name","value":"processAutomation"}},{"kind":"Field","name":{"kind":"Name","value":"n8nExpertise"}},{"kind":"Field","name":{"kind":"Name","value":"zapierExpertise"}},{"kind":"Field","name":{"kind":"Name","value":"makeIntegromatExpertise"}},{"kind":"Field","name":{"kind":"Name","value":"apiIntegrations"}},{"kind":"Field","name":{"kind":"Name","value":"webScraping"}},{"kind":"Field","name":{"kind":"Name","value":"dataProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessOptimization"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmingLanguages"}},{"kind":"Field","name":{"kind":"Name","value":"toolsAndPlatforms"}},{"kind":"Field","name":{"kind":"Name","value":"portfolioItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"motivationStatement"}},{"kind":"Field","name":{"kind":"Name","value":"expertiseGoals"}},{"kind":"Field","name":{"kind":"Name","value":"contributionPlans"}}]}}]} as unknown as DocumentNode<AdminApplicationCard_ApplicationFragment, unknown>;
export const OpenProjectCard_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenProjectCard_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasApplied"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}}]}}]} as unknown as DocumentNode<OpenProjectCard_ProjectFragment, unknown>;
export const ProjectApplicationCard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"unreadChatMessages"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectApplicationCard_ApplicationFragment, unknown>;
export const ApplicationDetails_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDetails_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"coverLetter"}},{"kind":"Field","name":{"kind":"Name","value":"relevantExperience"}},{"kind":"Field","name":{"kind":"Name","value":"approachDescription"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevantPortfolioItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationDetails_ApplicationFragment, unknown>;
export const ApplicationCard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"coverLetter"}},{"kind":"Field","name":{"kind":"Name","value":"relevantExperience"}},{"kind":"Field","name":{"kind":"Name","value":"approachDescription"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevantPortfolioItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"reputation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedProjects"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationCard_ApplicationFragment, unknown>;
export const HireRequestCard_HireRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HireRequestCard_hireRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadChatMessages"}}]}}]} as unknown as DocumentNode<HireRequestCard_HireRequestFragment, unknown>;
export const RequestDetailsDialog_HireRequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestDetailsDialog_hireRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<RequestDetailsDialog_HireRequestFragment, unknown>;
export const N8nConnectionSettings_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"N8nConnectionSettings_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"N8nSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"n8nInstanceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"lastTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"testedAt"}}]}}]}}]} as unknown as DocumentNode<N8nConnectionSettings_SettingsFragment, unknown>;
export const NotificationItem_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<NotificationItem_NotificationFragment, unknown>;
export const MyTemplatesCard_SavedTemplateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTemplatesCard_savedTemplate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<MyTemplatesCard_SavedTemplateFragment, unknown>;
export const NodeTypeLookup_NodeTypeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NodeTypeLookup_nodeType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NodeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"apiCall"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]} as unknown as DocumentNode<NodeTypeLookup_NodeTypeFragment, unknown>;
export const EmailVerificationNoticeSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailVerificationNoticeSend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]} as unknown as DocumentNode<EmailVerificationNoticeSendMutation, EmailVerificationNoticeSendMutationVariables>;
export const ForgotPasswordFormRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPasswordFormRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordFormRequestMutation, ForgotPasswordFormRequestMutationVariables>;
export const SignInDialogLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInDialogLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SignInDialogLoginMutation, SignInDialogLoginMutationVariables>;
export const SignInDialogRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInDialogRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SignInDialogRegisterMutation, SignInDialogRegisterMutationVariables>;
export const ResetPasswordPageResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPasswordPageReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordPageResetMutation, ResetPasswordPageResetMutationVariables>;
export const VerifyEmailPageVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmailPageVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailPageVerifyMutation, VerifyEmailPageVerifyMutationVariables>;
export const AdminPaymentsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"needsRefund"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"purpose"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}}},{"kind":"Argument","name":{"kind":"Name","value":"needsRefund"},"value":{"kind":"Variable","name":{"kind":"Name","value":"needsRefund"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"needsRefund"}},{"kind":"Field","name":{"kind":"Name","value":"refundReason"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"payerEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPaymentsPageQuery, AdminPaymentsPageQueryVariables>;
export const AdminPaymentsPageRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPaymentsPageRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPaymentsPageRefundMutation, AdminPaymentsPageRefundMutationVariables>;
export const DonationThanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationThanks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<DonationThanksQuery, DonationThanksQueryVariables>;
export const PaymentConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"templateSaves"}},{"kind":"Field","name":{"kind":"Name","value":"templateSavesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"hiring"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentConfirmationQuery, PaymentConfirmationQueryVariables>;
export const PaymentHistorySectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentHistorySection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentHistorySectionQuery, PaymentHistorySectionQueryVariables>;
export const SubscriptionSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard_plan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentGateways"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethods_gateway"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"mostPopular"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethods_gateway"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentGateway"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}}]}}]} as unknown as DocumentNode<SubscriptionSectionQuery, SubscriptionSectionQueryVariables>;
export const SubscriptionSectionSubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionSectionSubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPayment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionSectionSubscribeMutation, SubscriptionSectionSubscribeMutationVariables>;
export const SubscriptionSectionStartPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionSectionStartPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionSectionStartPaymentMutation, SubscriptionSectionStartPaymentMutationVariables>;
export const SubscriptionSectionCancelPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionSectionCancelPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionSectionCancelPlanMutation, SubscriptionSectionCancelPlanMutationVariables>;
export const SubscriptionSectionResumePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionSectionResumePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionSectionResumePlanMutation, SubscriptionSectionResumePlanMutationVariables>;
export const TestCheckoutPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestCheckoutPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"gateway"}}]}}]}}]} as unknown as DocumentNode<TestCheckoutPageQuery, TestCheckoutPageQueryVariables>;
export const TestCheckoutPagePayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCheckoutPagePay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTestPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<TestCheckoutPagePayMutation, TestCheckoutPagePayMutationVariables>;
export const TestCheckoutPageCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCheckoutPageCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTestPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<TestCheckoutPageCancelMutation, TestCheckoutPageCancelMutationVariables>;
export const OverviewSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OverviewSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"templateSaves"}},{"kind":"Field","name":{"kind":"Name","value":"templateSavesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hireRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"inSelection"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hireSpending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedProjects"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotifications"}}]}}]}}]} as unknown as DocumentNode<OverviewSectionQuery, OverviewSectionQueryVariables>;
export const BecomeExpertBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BecomeExpertBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myExpertApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BecomeExpertBanner_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BecomeExpertBanner_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<BecomeExpertBannerQuery, BecomeExpertBannerQueryVariables>;
export const ExpertApplicationDialogSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpertApplicationDialogSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitExpertApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitExpertApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BecomeExpertBanner_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BecomeExpertBanner_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<ExpertApplicationDialogSubmitMutation, ExpertApplicationDialogSubmitMutationVariables>;
export const ExpertApplicationsAdminPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpertApplicationsAdminPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertApplicationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminApplicationCard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfExperience"}},{"kind":"Field","name":{"kind":"Name","value":"education"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"degree"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professionalSummary"}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"github"}},{"kind":"Field","name":{"kind":"Name","value":"portfolio"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aiExpertise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"machineLearning"}},{"kind":"Field","name":{"kind":"Name","value":"naturalLanguageProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"computerVision"}},{"kind":"Field","name":{"kind":"Name","value":"deepLearning"}},{"kind":"Field","name":{"kind":"Name","value":"dataScience"}},{"kind":"Field","name":{"kind":"Name","value":"predictiveAnalytics"}},{"kind":"Field","name":{"kind":"Name","value":"chatbots"}},{"kind":"Field","name":{"kind":"Name","value":"voiceAssistants"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSystems"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}},{"kind":"Field","name":{"kind":"Name","value":"automationExpertise"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowAutomation"}},{"kind":"Field","name":{"kind":"Name","value":"processAutomation"}},{"kind":"Field","name":{"kind":"Name","value":"n8nExpertise"}},{"kind":"Field","name":{"kind":"Name","value":"zapierExpertise"}},{"kind":"Field","name":{"kind":"Name","value":"makeIntegromatExpertise"}},{"kind":"Field","name":{"kind":"Name","value":"apiIntegrations"}},{"kind":"Field","name":{"kind":"Name","value":"webScraping"}},{"kind":"Field","name":{"kind":"Name","value":"dataProcessing"}},{"kind":"Field","name":{"kind":"Name","value":"businessProcessOptimization"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programmingLanguages"}},{"kind":"Field","name":{"kind":"Name","value":"toolsAndPlatforms"}},{"kind":"Field","name":{"kind":"Name","value":"portfolioItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"motivationStatement"}},{"kind":"Field","name":{"kind":"Name","value":"expertiseGoals"}},{"kind":"Field","name":{"kind":"Name","value":"contributionPlans"}}]}}]} as unknown as DocumentNode<ExpertApplicationsAdminPageQuery, ExpertApplicationsAdminPageQueryVariables>;
export const ExpertApplicationsAdminApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpertApplicationsAdminApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveExpertApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<ExpertApplicationsAdminApproveMutation, ExpertApplicationsAdminApproveMutationVariables>;
export const ExpertApplicationsAdminRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExpertApplicationsAdminReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectExpertApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectExpertApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<ExpertApplicationsAdminRejectMutation, ExpertApplicationsAdminRejectMutationVariables>;
export const ExpertBoardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpertBoardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openProjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpenProjectCard_project"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpenProjectCard_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OpenProject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasApplied"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}}]}}]} as unknown as DocumentNode<ExpertBoardPageQuery, ExpertBoardPageQueryVariables>;
export const ApplyDialogApplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyDialogApply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyToHireRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyToHireRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApplyDialogApplyMutation, ApplyDialogApplyMutationVariables>;
export const ProjectApplicationsSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectApplicationsSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HireApplicationStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectApplicationCard_application"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationDetails_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"expertReputation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedProjects"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"unreadChatMessages"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationDetails_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"coverLetter"}},{"kind":"Field","name":{"kind":"Name","value":"relevantExperience"}},{"kind":"Field","name":{"kind":"Name","value":"approachDescription"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevantPortfolioItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectApplicationsSectionQuery, ProjectApplicationsSectionQueryVariables>;
export const ProjectApplicationsWithdrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectApplicationsWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawHireApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ProjectApplicationsWithdrawMutation, ProjectApplicationsWithdrawMutationVariables>;
export const ApplicationsDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationsDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationCard_application"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"coverLetter"}},{"kind":"Field","name":{"kind":"Name","value":"relevantExperience"}},{"kind":"Field","name":{"kind":"Name","value":"approachDescription"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimeline"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relevantPortfolioItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"technologies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"reputation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedProjects"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]}}]}}]} as unknown as DocumentNode<ApplicationsDialogQuery, ApplicationsDialogQueryVariables>;
export const ApplicationsDialogAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationsDialogAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptHireApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ApplicationsDialogAcceptMutation, ApplicationsDialogAcceptMutationVariables>;
export const ApplicationsDialogRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplicationsDialogReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectHireApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ApplicationsDialogRejectMutation, ApplicationsDialogRejectMutationVariables>;
export const HireRequestsSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HireRequestsSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HireRequestCard_hireRequest"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestDetailsDialog_hireRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HireRequestCard_hireRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadChatMessages"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestDetailsDialog_hireRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<HireRequestsSectionQuery, HireRequestsSectionQueryVariables>;
export const RequestDetailsDialogCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDetailsDialogCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelHireRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HireRequestCard_hireRequest"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestDetailsDialog_hireRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HireRequestCard_hireRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadChatMessages"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestDetailsDialog_hireRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<RequestDetailsDialogCancelMutation, RequestDetailsDialogCancelMutationVariables>;
export const RequestDetailsDialogCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDetailsDialogComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeHireRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HireRequestCard_hireRequest"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestDetailsDialog_hireRequest"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HireRequestCard_hireRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadChatMessages"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestDetailsDialog_hireRequest"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HireRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"businessProblem"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<RequestDetailsDialogCompleteMutation, RequestDetailsDialogCompleteMutationVariables>;
export const RequestDetailsDialogFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDetailsDialogFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HireFeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveHireFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<RequestDetailsDialogFeedbackMutation, RequestDetailsDialogFeedbackMutationVariables>;
export const RequestDetailsDialogPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDetailsDialogPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HirePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startHirePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RequestDetailsDialogPayMutation, RequestDetailsDialogPayMutationVariables>;
export const ImportToN8nDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportToN8n"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportWorkflowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importWorkflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"n8nUrl"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}}]}}]}}]} as unknown as DocumentNode<ImportToN8nMutation, ImportToN8nMutationVariables>;
export const N8nConnectionSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"N8nConnectionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"n8nSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"N8nConnectionSettings_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"N8nConnectionSettings_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"N8nSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"n8nInstanceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"lastTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"testedAt"}}]}}]}}]} as unknown as DocumentNode<N8nConnectionSettingsQuery, N8nConnectionSettingsQueryVariables>;
export const N8nConnectionSettingsSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"N8nConnectionSettingsSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"N8nSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveN8nSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"N8nConnectionSettings_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"N8nConnectionSettings_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"N8nSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"n8nInstanceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"lastTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"testedAt"}}]}}]}}]} as unknown as DocumentNode<N8nConnectionSettingsSaveMutation, N8nConnectionSettingsSaveMutationVariables>;
export const N8nConnectionSettingsClearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"N8nConnectionSettingsClear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearN8nSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cleared"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"N8nConnectionSettings_settings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"N8nConnectionSettings_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"N8nSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"n8nInstanceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"lastTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"testedAt"}}]}}]}}]} as unknown as DocumentNode<N8nConnectionSettingsClearMutation, N8nConnectionSettingsClearMutationVariables>;
export const N8nConnectionSettingsTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"N8nConnectionSettingsTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testN8nConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"n8nInstanceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"N8nConnectionSettings_settings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"N8nConnectionSettings_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"N8nSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"n8nInstanceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"lastTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"testedAt"}}]}}]}}]} as unknown as DocumentNode<N8nConnectionSettingsTestMutation, N8nConnectionSettingsTestMutationVariables>;
export const NotificationBellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationBell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationBellQuery, NotificationBellQueryVariables>;
export const NotificationBellLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationBellLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<NotificationBellLiveSubscription, NotificationBellLiveSubscriptionVariables>;
export const NotificationSettingsTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettingsTab"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationEmailAvailable"}}]}}]} as unknown as DocumentNode<NotificationSettingsTabQuery, NotificationSettingsTabQueryVariables>;
export const NotificationSettingsTabUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationSettingsTabUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"inApp"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsTabUpdateMutation, NotificationSettingsTabUpdateMutationVariables>;
export const NotificationsSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]} as unknown as DocumentNode<NotificationsSectionQuery, NotificationsSectionQueryVariables>;
export const NotificationsMarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationsMarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationsReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<NotificationsMarkReadMutation, NotificationsMarkReadMutationVariables>;
export const UnsubscribePageUnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribePageUnsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnsubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UnsubscribePageUnsubscribeMutation, UnsubscribePageUnsubscribeMutationVariables>;
export const MyTemplatesSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTemplatesSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyTemplatesCard_savedTemplate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPerPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTemplatesCard_savedTemplate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<MyTemplatesSectionQuery, MyTemplatesSectionQueryVariables>;
export const MyTemplatesWorkflowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTemplatesWorkflow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"}}]}}]}}]}}]} as unknown as DocumentNode<MyTemplatesWorkflowQuery, MyTemplatesWorkflowQueryVariables>;
export const TemplateDiagramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateDiagram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"templateDiagram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"svg"}},{"kind":"Field","name":{"kind":"Name","value":"mermaid"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<TemplateDiagramQuery, TemplateDiagramQueryVariables>;
export const AccountDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountExport"}}]}}]} as unknown as DocumentNode<AccountDataExportQuery, AccountDataExportQueryVariables>;
export const AccountDataDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountDataDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<AccountDataDeleteMutation, AccountDataDeleteMutationVariables>;
export const ProfileFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileForm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]} as unknown as DocumentNode<ProfileFormQuery, ProfileFormQueryVariables>;
export const ProfileFormUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileFormUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileFormUpdateMutation, ProfileFormUpdateMutationVariables>;
export const DonateDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonateDialog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGateways"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DonateDialogQuery, DonateDialogQueryVariables>;
export const DonateDialogStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DonateDialogStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartDonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DonateDialogStartMutation, DonateDialogStartMutationVariables>;
export const RecordTemplateDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordTemplateDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordTemplateDownloadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordTemplateDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}}]}}]}}]}}]} as unknown as DocumentNode<RecordTemplateDownloadMutation, RecordTemplateDownloadMutationVariables>;
export const TemplateDetailPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateDetailPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isSaved"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"}},{"kind":"Field","name":{"kind":"Name","value":"nodeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NodeTypeLookup_nodeType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"detailedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedSetupTime"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisites"}},{"kind":"Field","name":{"kind":"Name","value":"useCases"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"requiredNodes"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"howToUse"}},{"kind":"Field","name":{"kind":"Name","value":"n8nCompatibility"}},{"kind":"Field","name":{"kind":"Name","value":"n8nObstacles"}},{"kind":"Field","name":{"kind":"Name","value":"aiDocumentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generated"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"generatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"repo"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"4"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"complexity"}},{"kind":"Field","name":{"kind":"Name","value":"nodeCount"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NodeTypeLookup_nodeType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NodeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"apiCall"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]} as unknown as DocumentNode<TemplateDetailPageQuery, TemplateDetailPageQueryVariables>;
import { AI_TEMPLATES } from './ai.templates';
import { BLOG_FACTORY_TEMPLATE } from './blog-factory.template';
import { COMMUNICATION_TEMPLATES } from './communication.templates';
import { DATA_STORAGE_TEMPLATES } from './data-storage.templates';
import { DEVELOPER_TOOLS_TEMPLATES } from './developer-tools.templates';
import { ECOMMERCE_TEMPLATES } from './ecommerce.templates';
import { FINANCE_TEMPLATES } from './finance.templates';
import { HR_TEMPLATES } from './hr.templates';
import { IT_OPS_TEMPLATES } from './it-ops.templates';
import { LEAD_ROUTING_TEMPLATE } from './lead-routing.template';
import { MARKETING_TEMPLATES } from './marketing.templates';
import { MONTH_END_REPORT_TEMPLATE } from './month-end-report.template';
import { NIGHTLY_ETL_TEMPLATE } from './nightly-etl.template';
import { ONBOARDING_TEMPLATE } from './onboarding.template';
import { ORDER_FULFILLMENT_TEMPLATE } from './order-fulfillment.template';
import { PRODUCTIVITY_TEMPLATES } from './productivity.templates';
import { SALES_CRM_TEMPLATES } from './sales-crm.templates';
import { SECURITY_TRIAGE_TEMPLATE } from './security-triage.template';
import { SOCIAL_MEDIA_TEMPLATES } from './social-media.templates';
import { SUPPORT_TEMPLATES } from './support.templates';
import { TICKET_TRIAGE_TEMPLATE } from './ticket-triage.template';
import { UTILITY_TEMPLATES } from './utility.templates';
import type { DemoTemplate } from './workflow-builder';

export type { DemoTemplate } from './workflow-builder';

/**
 * The demo catalogue FlowVault authors itself (never copied from the public corpus): theme files
 * of small and medium workflows, and one file per complex one. Category, trigger type and
 * complexity are not declared here: the ingest derives them from the node types like for any
 * other workflow, and the seed test checks that the spread still covers every value.
 */
export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  ...AI_TEMPLATES,
  BLOG_FACTORY_TEMPLATE,
  ...COMMUNICATION_TEMPLATES,
  ...SUPPORT_TEMPLATES,
  TICKET_TRIAGE_TEMPLATE,
  ...MARKETING_TEMPLATES,
  ...SOCIAL_MEDIA_TEMPLATES,
  ...SALES_CRM_TEMPLATES,
  LEAD_ROUTING_TEMPLATE,
  ...ECOMMERCE_TEMPLATES,
  ORDER_FULFILLMENT_TEMPLATE,
  ...FINANCE_TEMPLATES,
  MONTH_END_REPORT_TEMPLATE,
  ...DEVELOPER_TOOLS_TEMPLATES,
  ...IT_OPS_TEMPLATES,
  SECURITY_TRIAGE_TEMPLATE,
  ...DATA_STORAGE_TEMPLATES,
  NIGHTLY_ETL_TEMPLATE,
  ...PRODUCTIVITY_TEMPLATES,
  ...HR_TEMPLATES,
  ONBOARDING_TEMPLATE,
  ...UTILITY_TEMPLATES,
];

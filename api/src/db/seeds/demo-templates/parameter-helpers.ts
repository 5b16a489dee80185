import { stableId } from './workflow-builder';

/**
 * Shorthands for the parameter shapes n8n repeats in every workflow (resource locators, filter
 * conditions, Set assignments, credential references), so each template reads as its intent.
 */

type Locator = { __rl: true; mode: string; value: string; cachedResultName?: string };

/** A resource locator picked from a list in the n8n editor (channel, sheet, database ...). */
export function fromList(value: string, cachedResultName: string): Locator {
  return { __rl: true, mode: 'list', value, cachedResultName };
}

/** A resource locator given by id or expression. */
export function byId(value: string): Locator {
  return { __rl: true, mode: 'id', value };
}

/** A resource locator given by URL. */
export function byUrl(value: string): Locator {
  return { __rl: true, mode: 'url', value };
}

type Operand = string | number | boolean;

/** One comparison of the IF / Filter / Switch v2 condition builder. */
export interface Check {
  left: string;
  op: string;
  right?: Operand;
  type?: 'string' | 'number' | 'boolean' | 'dateTime' | 'array';
}

/** The `conditions` object of IF 2.2, Filter 2.2 and Switch 3.2 rules. */
export function conditions(
  checks: Check[],
  combinator: 'and' | 'or' = 'and',
  { looseTypes = false, caseSensitive = true } = {},
) {
  return {
    options: {
      caseSensitive,
      leftValue: '',
      typeValidation: looseTypes ? 'loose' : 'strict',
      version: 2,
    },
    conditions: checks.map((c) => {
      const type = c.type ?? (typeof c.right === 'number' ? 'number' : 'string');
      const unary = c.right === undefined;
      return {
        id: stableId('condition', c.left, c.op, String(c.right ?? '')),
        leftValue: c.left,
        rightValue: c.right ?? '',
        operator: unary ? { type, operation: c.op, singleValue: true } : { type, operation: c.op },
      };
    }),
    combinator,
  };
}

/** IF node parameters for the given checks. */
export function ifParams(checks: Check[], combinator: 'and' | 'or' = 'and') {
  return { conditions: conditions(checks, combinator), options: {} };
}

/**
 * Filter node parameters. Types are compared loosely by default: filters usually compare dates
 * and numbers that arrive as strings from APIs and CSV files.
 */
export function filterParams(checks: Check[], { looseTypes = true, caseSensitive = true } = {}) {
  return { conditions: conditions(checks, 'and', { looseTypes, caseSensitive }), options: {} };
}

/** Switch node parameters: one named output per rule, in order. */
export function switchParams(rules: Array<{ output: string; check: Check }>, fallback = false) {
  return {
    rules: {
      values: rules.map((r) => ({
        conditions: conditions([r.check]),
        renameOutput: true,
        outputKey: r.output,
      })),
    },
    options: fallback ? { fallbackOutput: 'extra', renameFallbackOutput: 'Other' } : {},
  };
}

/** An expression whose result Edit Fields must store as another type than string. */
export interface TypedExpression {
  type: 'number' | 'boolean' | 'array' | 'object';
  expression: string;
}

/** Stored as a number: counts, amounts, scores compared numerically later. */
export const asNumber = (expression: string): TypedExpression => ({ type: 'number', expression });
/** Stored as a boolean: flags an IF node tests with its boolean operators. */
export const asBoolean = (expression: string): TypedExpression => ({ type: 'boolean', expression });
/** Stored as an object: a JSON body passed on as is. */
export const asObject = (expression: string): TypedExpression => ({ type: 'object', expression });

/**
 * Edit Fields (Set 3.4) parameters. A literal keeps its JavaScript type; an expression is a
 * string unless wrapped in asNumber/asBoolean/asObject, as n8n would otherwise store its
 * result as text ("true", "42") and strict comparisons downstream would fail.
 */
export function setFields(
  fields: Record<string, Operand | TypedExpression>,
  includeOtherFields = false,
) {
  return {
    assignments: {
      assignments: Object.entries(fields).map(([name, field]) => {
        const typed = typeof field === 'object';
        const value = typed ? field.expression : field;
        return {
          id: stableId('assignment', name, String(value)),
          name,
          value,
          type: typed ? field.type : typeof field,
        };
      }),
    },
    includeOtherFields,
    options: {},
  };
}

/** A credential reference as n8n exports it, without the id: the importer picks its own. */
export function credential(type: string, name: string): Record<string, { name: string }> {
  return { [type]: { name } };
}

/** The credential names a fresh n8n instance suggests, shared by the demo workflows. */
export const CREDENTIALS = {
  activeCampaign: credential('activeCampaignApi', 'ActiveCampaign account'),
  airtable: credential('airtableTokenApi', 'Airtable Personal Access Token account'),
  anthropic: credential('anthropicApi', 'Anthropic account'),
  asana: credential('asanaOAuth2Api', 'Asana account'),
  aws: credential('aws', 'AWS account'),
  bambooHr: credential('bambooHrApi', 'BambooHR account'),
  bigQuery: credential('googleBigQueryOAuth2Api', 'Google BigQuery account'),
  calendly: credential('calendlyApi', 'Calendly account'),
  clearbit: credential('clearbitApi', 'Clearbit account'),
  cloudflare: credential('cloudflareApi', 'Cloudflare account'),
  discord: credential('discordWebhookApi', 'Discord Webhook account'),
  elasticsearch: credential('elasticsearchApi', 'Elasticsearch account'),
  facebookGraph: credential('facebookGraphApi', 'Facebook Graph account'),
  freshdesk: credential('freshdeskApi', 'Freshdesk account'),
  github: credential('githubApi', 'GitHub account'),
  gmail: credential('gmailOAuth2', 'Gmail account'),
  googleCalendar: credential('googleCalendarOAuth2Api', 'Google Calendar account'),
  googleDrive: credential('googleDriveOAuth2Api', 'Google Drive account'),
  googleSheets: credential('googleSheetsOAuth2Api', 'Google Sheets account'),
  gSuiteAdmin: credential('gSuiteAdminOAuth2Api', 'Google Workspace Admin account'),
  hubspot: credential('hubspotOAuth2Api', 'HubSpot account'),
  hubspotDeveloper: credential('hubspotDeveloperApi', 'HubSpot Developer account'),
  imap: credential('imap', 'IMAP account'),
  jira: credential('jiraSoftwareCloudApi', 'Jira SW Cloud account'),
  linkedIn: credential('linkedInOAuth2Api', 'LinkedIn account'),
  mailchimp: credential('mailchimpApi', 'Mailchimp account'),
  microsoftTeams: credential('microsoftTeamsOAuth2Api', 'Microsoft Teams account'),
  mySql: credential('mySql', 'MySQL account'),
  n8n: credential('n8nApi', 'n8n account'),
  notion: credential('notionApi', 'Notion account'),
  openAi: credential('openAiApi', 'OpenAI account'),
  pagerDuty: credential('pagerDutyApi', 'PagerDuty account'),
  pinecone: credential('pineconeApi', 'PineconeApi account'),
  pipedrive: credential('pipedriveApi', 'Pipedrive account'),
  postgres: credential('postgres', 'Postgres account'),
  qdrant: credential('qdrantApi', 'QdrantApi account'),
  quickbooks: credential('quickBooksOAuth2Api', 'QuickBooks Online account'),
  salesforce: credential('salesforceOAuth2Api', 'Salesforce account'),
  serviceNow: credential('serviceNowOAuth2Api', 'ServiceNow account'),
  shopify: credential('shopifyAccessTokenApi', 'Shopify Access Token account'),
  slack: credential('slackApi', 'Slack account'),
  smtp: credential('smtp', 'SMTP account'),
  stripe: credential('stripeApi', 'Stripe account'),
  telegram: credential('telegramApi', 'Telegram account'),
  theHive: credential('theHiveApi', 'TheHive account'),
  todoist: credential('todoistApi', 'Todoist account'),
  twitter: credential('twitterOAuth2Api', 'X account'),
  typeform: credential('typeformApi', 'Typeform account'),
  wooCommerce: credential('wooCommerceApi', 'WooCommerce account'),
  wordpress: credential('wordpressApi', 'Wordpress account'),
  workable: credential('workableApi', 'Workable account'),
  xero: credential('xeroOAuth2Api', 'Xero account'),
  youTube: credential('youTubeOAuth2Api', 'YouTube account'),
  zendesk: credential('zendeskApi', 'Zendesk account'),
};

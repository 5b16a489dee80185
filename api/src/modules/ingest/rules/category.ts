import type { CategoryName } from '../../templates/categories';
import {
  isLangchainType,
  isStickyNote,
  isTrigger,
  serviceKey,
  shortType,
} from '../../../n8n-nodes';
import type { TypedNode } from './shape';

/**
 * Which category each service votes for: space-separated `serviceKey()`s (lower-case type
 * without its Trigger/Tool suffix). Every LangChain node votes AI whatever its key. Services not
 * listed here (rare community nodes) do not vote.
 */
const SERVICE_CATEGORIES: Record<Exclude<CategoryName, 'Utility'>, string> = {
  AI:
    'openai mistralai perplexity elevenlabs humanticai mindee cradlai ' +
    'googlecloudnaturallanguage googleperspective awsrekognition awstextract ' +
    'awstranscribe awscomprehend airtop jinaai deepseek mcpclient mcp',
  Communication:
    'telegram slack discord gmail emailsend emailreadimap microsoftoutlook microsoftteams ' +
    'mattermost twilio whatsapp rocketchat zulip matrix pushover pushbullet gotify ntfy ' +
    'vonage messagebird plivo sms77 mocean msg91 line googlechat spontit pushcut twake ' +
    'twist evolutionapi awsses awssns mailgun discourse zoom gotowebinar demio',
  Marketing:
    'mailchimp sendgrid mailerlite mailjet activecampaign convertkit getresponse ' +
    'sendinblue mautic klicktipp emelia egoi customerio iterable vero autopilot automizy ' +
    'sendy mandrill googleanalytics bitly yourls segment wordpress ghost medium webflow ' +
    'strapi storyblok contentful cockpit typeform jotform wufoo surveymonkey eventbrite ' +
    'tapfiliate orbit dataforseo bannerbear brandfetch mailcheck postmark lemlist posthog',
  'Sales & CRM':
    'hubspot salesforce pipedrive zohocrm agilecrm keap copper affinity salesmate ' +
    'highlevel clearbit hunter dropcontact uplead phantombuster gong drift',
  Productivity:
    'notion googlecalendar todoist trello asana clickup mondaycom linear googledocs ' +
    'googleslides googletasks microsofttodo calendly cal acuityscheduling clockify toggl ' +
    'harvest coda evernote raindrop googlecontacts taiga wekan beeminder googletranslate ' +
    'deepl lingvanex flow',
  'Data & Storage':
    'googlesheets airtable postgres mysql microsoftsql mongodb redis supabase s3 awss3 ' +
    'googledrive dropbox nextcloud box microsoftonedrive ftp baserow nocodb snowflake ' +
    'googlebigquery elasticsearch cratedb questdb timescaledb googlecloudstorage ' +
    'googlefirebaserealtimedatabase googlefirebasecloudfirestore grist stackby quickbase ' +
    'filemaker seatable microsoftexcel keyvaluestorage couchbase',
  'Developer Tools':
    'github gitlab bitbucket git ssh n8n jira travisci circleci netlify awslambda gcf ' +
    'kafka rabbitmq amqp mqtt awssqs figma postbin',
  'Finance & Accounting':
    'stripe quickbooks xero paypal wise invoiceninja chargebee paddle profitwell ' +
    'coingecko netsuite erpnext odoo fiwano',
  'E-commerce': 'shopify woocommerce gumroad magento2 unleashedsoftware dhl onfleet',
  'Social Media':
    'twitter linkedin facebook facebookgraphapi facebookleadads instagram reddit youtube ' +
    'bluesky disqus nostrobotsread hdwlinkedin hdwlinkedinmanagement youtubetranscripter ' +
    'hackernews strava',
  'IT Ops & Security':
    'pagerduty securityscorecard thehive thehiveproject cortex venafitlsprotectcloud ' +
    'uptimerobot urlscanio servicenow bitwarden rundeck gsuiteadmin signl4 sentryio ' +
    'grafana misp homeassistant philipshue',
  HR: 'bamboohr workable personio greenhouse breathehr',
  Support: 'zendesk freshdesk intercom helpscout zammad freshservice crisp',
};

/**
 * Helper nodes that decide only when no service votes: code and shell steps read as developer
 * tooling, file and HTML extraction as data work, forms as productivity.
 */
const HELPER_CATEGORIES: Record<string, CategoryName> = {
  code: 'Developer Tools',
  function: 'Developer Tools',
  functionitem: 'Developer Tools',
  executecommand: 'Developer Tools',
  graphql: 'Developer Tools',
  n8ntrainingcustomerdatastore: 'Developer Tools',
  html: 'Data & Storage',
  htmlextract: 'Data & Storage',
  xml: 'Data & Storage',
  extractfromfile: 'Data & Storage',
  spreadsheetfile: 'Data & Storage',
  readwritefile: 'Data & Storage',
  readbinaryfile: 'Data & Storage',
  readbinaryfiles: 'Data & Storage',
  writebinaryfile: 'Data & Storage',
  converttofile: 'Data & Storage',
  readpdf: 'Data & Storage',
  form: 'Productivity',
  formtrigger: 'Productivity',
};

/**
 * Ties go to the more specific category: a workflow touching Stripe and Slack equally is about
 * payments, not messaging. Broad categories (AI, Data & Storage) come last.
 */
const TIE_ORDER: readonly CategoryName[] = [
  'Finance & Accounting',
  'E-commerce',
  'HR',
  'Support',
  'IT Ops & Security',
  'Sales & CRM',
  'Marketing',
  'Social Media',
  'Developer Tools',
  'Productivity',
  'Communication',
  'AI',
  'Data & Storage',
  'Utility',
];

/** See categoryOf: AI outweighs one plain service; storage is mostly a sink. */
const CATEGORY_WEIGHT: Partial<Record<CategoryName, number>> = { AI: 1.25, 'Data & Storage': 0.75 };

/** How much more a service counts when it also starts the workflow. */
const TRIGGER_BONUS = 1;

const CATEGORY_OF_SERVICE = new Map<string, CategoryName>(
  Object.entries(SERVICE_CATEGORIES).flatMap(([category, keys]) =>
    keys.split(' ').map((key) => [key, category as CategoryName] as const),
  ),
);

/**
 * The one category of a workflow.
 *
 * 1. Each distinct service votes once for its category (SERVICE_CATEGORIES). All AI nodes
 *    (every LangChain node, OpenAI, AI vision/speech services) together are one AI service. A
 *    service that also starts the workflow (a `*Trigger` node or `emailReadImap`) adds
 *    TRIGGER_BONUS. Votes are multiplied by CATEGORY_WEIGHT: AI 1.25, so an AI step outweighs
 *    one other service but not a triggering service or two services of one category; Data &
 *    Storage 0.75, as sheets and drives are mostly where results land.
 * 2. The highest score wins; ties follow TIE_ORDER (specific before broad).
 * 3. With no votes, the helper table decides by the same counting (code → Developer Tools, file
 *    and HTML extraction → Data & Storage, forms → Productivity); with nothing at all, Utility.
 */
export function categoryOf(nodes: readonly TypedNode[]): CategoryName {
  const services = new Map<string, { category: CategoryName; trigger: boolean }>();
  const helpers = new Map<string, CategoryName>();
  for (const node of nodes) {
    if (isStickyNote(node.type)) continue;
    const short = shortType(node.type);
    const trigger = isTrigger(node.type);
    const key = serviceKey(node.type);
    const category = isLangchainType(node.type) ? 'AI' : key && CATEGORY_OF_SERVICE.get(key);
    if (category) {
      const unit = category === 'AI' ? 'ai' : (key as string);
      const seen = services.get(unit);
      services.set(unit, { category, trigger: trigger || Boolean(seen?.trigger) });
      continue;
    }
    const helper = HELPER_CATEGORIES[short.toLowerCase()];
    if (helper) helpers.set(short.toLowerCase(), helper);
  }
  const scores = new Map<CategoryName, number>();
  if (services.size) {
    for (const { category, trigger } of services.values()) {
      const vote = (1 + (trigger ? TRIGGER_BONUS : 0)) * (CATEGORY_WEIGHT[category] ?? 1);
      scores.set(category, (scores.get(category) ?? 0) + vote);
    }
  } else {
    for (const category of helpers.values()) scores.set(category, (scores.get(category) ?? 0) + 1);
  }
  let best: CategoryName = 'Utility';
  let bestScore = 0;
  for (const category of TIE_ORDER) {
    const score = scores.get(category) ?? 0;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

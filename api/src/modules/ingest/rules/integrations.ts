import { isLangchainType, isStickyNote, serviceKey } from './node-types';
import type { TypedNode } from './shape';

/**
 * Display names of well-known services, keyed by `serviceKey()`. App nodes missing here get a
 * Title Case name from their type (`uptimeRobot` → `Uptime Robot`).
 */
const APP_NAMES: Record<string, string> = {
  activecampaign: 'ActiveCampaign',
  airtable: 'Airtable',
  awscomprehend: 'AWS Comprehend',
  awslambda: 'AWS Lambda',
  awsrekognition: 'AWS Rekognition',
  awss3: 'AWS S3',
  awsses: 'AWS SES',
  awssns: 'AWS SNS',
  awssqs: 'AWS SQS',
  awstextract: 'AWS Textract',
  awstranscribe: 'AWS Transcribe',
  bamboohr: 'BambooHR',
  clickup: 'ClickUp',
  convertkit: 'ConvertKit',
  deepl: 'DeepL',
  emailreadimap: 'Email',
  emailsend: 'Email',
  erpnext: 'ERPNext',
  facebookgraphapi: 'Facebook',
  facebookleadads: 'Facebook Lead Ads',
  ftp: 'FTP',
  getresponse: 'GetResponse',
  github: 'GitHub',
  gitlab: 'GitLab',
  gmail: 'Gmail',
  googlebigquery: 'Google BigQuery',
  googlecloudnaturallanguage: 'Google Cloud Natural Language',
  googlefirebasecloudfirestore: 'Cloud Firestore',
  googlefirebaserealtimedatabase: 'Firebase Realtime Database',
  gsuiteadmin: 'Google Workspace Admin',
  helpscout: 'Help Scout',
  highlevel: 'HighLevel',
  hubspot: 'HubSpot',
  linkedin: 'LinkedIn',
  mailerlite: 'MailerLite',
  mcpclient: 'MCP Client',
  microsoftonedrive: 'Microsoft OneDrive',
  microsoftsql: 'Microsoft SQL',
  microsofttodo: 'Microsoft To Do',
  mondaycom: 'monday.com',
  mongodb: 'MongoDB',
  mqtt: 'MQTT',
  mysql: 'MySQL',
  n8n: 'n8n',
  nextcloud: 'Nextcloud',
  nocodb: 'NocoDB',
  openai: 'OpenAI',
  openweathermap: 'OpenWeatherMap',
  pagerduty: 'PagerDuty',
  paypal: 'PayPal',
  posthog: 'PostHog',
  quickbooks: 'QuickBooks',
  rabbitmq: 'RabbitMQ',
  rssfeedread: 'RSS',
  s3: 'S3',
  securityscorecard: 'SecurityScorecard',
  sendgrid: 'SendGrid',
  sendinblue: 'Brevo',
  sentryio: 'Sentry',
  servicenow: 'ServiceNow',
  signl4: 'SIGNL4',
  ssh: 'SSH',
  thehive: 'TheHive',
  thehiveproject: 'TheHive',
  twitter: 'X (Twitter)',
  uptimerobot: 'UptimeRobot',
  urlscanio: 'urlscan.io',
  venafitlsprotectcloud: 'Venafi',
  whatsapp: 'WhatsApp',
  woocommerce: 'WooCommerce',
  wordpress: 'WordPress',
  youtube: 'YouTube',
  zohocrm: 'Zoho CRM',
};

/**
 * Vendors behind LangChain nodes (`lmChatOpenAi`, `embeddingsOpenAi` and `openAi` are all
 * OpenAI). LangChain nodes not listed here are building blocks and name no integration.
 */
const AI_VENDOR_NAMES: Record<string, string> = {
  anthropic: 'Anthropic',
  azureopenai: 'Azure OpenAI',
  cohere: 'Cohere',
  deepseek: 'DeepSeek',
  googlegemini: 'Google Gemini',
  googlepalm: 'Google PaLM',
  googlevertex: 'Google Vertex AI',
  groq: 'Groq',
  huggingfaceinference: 'Hugging Face',
  openhuggingfaceinference: 'Hugging Face',
  mcp: 'MCP',
  mcpclient: 'MCP',
  milvus: 'Milvus',
  mistralcloud: 'Mistral AI',
  mongodb: 'MongoDB',
  mongodbatlas: 'MongoDB Atlas',
  ollama: 'Ollama',
  openai: 'OpenAI',
  openrouter: 'OpenRouter',
  pgvector: 'PGVector',
  pinecone: 'Pinecone',
  postgres: 'Postgres',
  qdrant: 'Qdrant',
  redis: 'Redis',
  serpapi: 'SerpApi',
  supabase: 'Supabase',
  wikipedia: 'Wikipedia',
  wolframalpha: 'Wolfram Alpha',
  xaigrok: 'xAI Grok',
  zep: 'Zep',
};

/** `googleSheets` → `Google Sheets`, `nextCloud` → `Next Cloud`. */
export function titleCase(camel: string): string {
  return camel
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^./, (first) => first.toUpperCase());
}

/** The display name of the service behind one node type, or undefined for helpers. */
export function integrationName(type: string): string | undefined {
  const key = serviceKey(type);
  if (!key) return undefined;
  if (isLangchainType(type)) return AI_VENDOR_NAMES[key];
  if (APP_NAMES[key]) return APP_NAMES[key];
  const short = type.slice(type.lastIndexOf('.') + 1).replace(/(Trigger|Tool)$/, '');
  return titleCase(short);
}

/** Distinct service names of a workflow, in order of first appearance. */
export function integrationsOf(nodes: readonly TypedNode[]): string[] {
  const names = new Set<string>();
  for (const node of nodes) {
    if (isStickyNote(node.type)) continue;
    const name = integrationName(node.type);
    if (name) names.add(name);
  }
  return [...names];
}

import type { TestApp } from '../../../../test/app';
import { buildTemplate, type TemplateOverrides } from '../../../../test/factories';
import { PostgresRealtime } from '../../../realtime/postgres-realtime';
import type { Template } from '../template.entity';
import { presentTemplate } from '../template.presenter';
import { TemplateService } from '../template.service';

const DAY = 86_400_000;
const base = 'n8n-nodes-base';
const ai = '@n8n/n8n-nodes-langchain';

/** A small catalogue that covers every category kind, trigger type, complexity and sort key. */
export const CATALOGUE = {
  telegramBot: {
    name: 'Telegram AI Chatbot with OpenAI',
    category: 'AI',
    triggerType: 'Triggered',
    description: 'Answers chat messages with an AI agent and keeps a short memory per chat.',
    integrations: ['Telegram', 'OpenAI'],
    nodeTypes: [`${base}.telegramTrigger`, `${ai}.agent`, `${ai}.lmChatOpenAi`, `${base}.telegram`],
    downloads: 40,
    views: 300,
    createdAt: new Date(Date.now() - 9 * DAY),
  },
  supportInbox: {
    name: 'Forward support emails to the team chat',
    category: 'Support',
    triggerType: 'Triggered',
    description:
      'Reads new Gmail messages and posts them to Telegram. Telegram groups get a summary, ' +
      'and a Telegram bot lets the team answer from Telegram.',
    integrations: ['Gmail', 'Telegram'],
    nodeTypes: [`${base}.gmailTrigger`, `${base}.set`, `${base}.telegram`],
    downloads: 90,
    views: 20,
    createdAt: new Date(Date.now() - 8 * DAY),
  },
  weather: {
    name: 'Send daily weather updates via Gotify',
    category: 'Communication',
    triggerType: 'Scheduled',
    description: 'Every morning, fetches the forecast and pushes it to your phone.',
    integrations: ['Gotify', 'OpenWeatherMap'],
    nodeTypes: [`${base}.cron`, `${base}.openWeatherMap`, `${base}.gotify`],
    downloads: 5,
    views: 5,
    createdAt: new Date(Date.now() - 1 * DAY),
  },
  sheetsSync: {
    name: 'Sync Google Sheets rows to Airtable',
    category: 'Data & Storage',
    triggerType: 'Webhook',
    description: 'Copies new spreadsheet rows into an Airtable base when a webhook is called.',
    integrations: ['Google Sheets', 'Airtable'],
    nodeTypes: [`${base}.webhook`, `${base}.googleSheets`, `${base}.airtable`, `${base}.if`],
    downloads: 60,
    views: 60,
    createdAt: new Date(Date.now() - 5 * DAY),
  },
  invoices: {
    name: 'Notify Slack about new Stripe invoices',
    category: 'Finance & Accounting',
    triggerType: 'Triggered',
    description: 'Posts every new invoice with its amount to a Slack channel.',
    integrations: ['Stripe', 'Slack'],
    nodeTypes: [`${base}.stripeTrigger`, `${base}.set`, `${base}.slack`],
    downloads: 60,
    views: 10,
    createdAt: new Date(Date.now() - 3 * DAY),
  },
  leadPipeline: {
    name: 'Enrich new HubSpot leads with company data',
    category: 'Sales & CRM',
    triggerType: 'Manual',
    description: 'Looks up each new lead, scores it and writes the result back to the CRM.',
    integrations: ['HubSpot'],
    nodeTypes: [
      `${base}.manualTrigger`,
      ...Array.from({ length: 9 }, () => `${base}.httpRequest`),
      ...Array.from({ length: 8 }, () => `${base}.hubspot`),
    ],
    downloads: 1,
    views: 2,
    createdAt: new Date(Date.now() - 2 * DAY),
  },
  aiSummary: {
    name: 'Summarise RSS articles with OpenAI',
    category: 'AI',
    triggerType: 'Scheduled',
    description: 'Reads a feed every hour and stores a short summary of each new article.',
    integrations: ['OpenAI', 'Notion'],
    nodeTypes: [
      `${base}.scheduleTrigger`,
      `${base}.rssFeedRead`,
      `${ai}.openAi`,
      `${base}.notion`,
      `${base}.set`,
      `${base}.if`,
      `${base}.merge`,
    ],
    downloads: 20,
    views: 100,
    createdAt: new Date(Date.now() - 4 * DAY),
  },
} satisfies Record<string, TemplateOverrides>;

export type CatalogueKey = keyof typeof CATALOGUE;

/** Inserts the catalogue above; returns the rows by key. */
export async function seedCatalogue(app: TestApp): Promise<Record<CatalogueKey, Template>> {
  const rows = {} as Record<CatalogueKey, Template>;
  for (const key of Object.keys(CATALOGUE) as CatalogueKey[]) {
    rows[key] = await buildTemplate(app.services.dataSource, CATALOGUE[key] as TemplateOverrides);
  }
  return rows;
}

/** The names of a REST or GraphQL list, in order. */
export const names = (templates: { name: string }[]): string[] => templates.map((t) => t.name);

/**
 * A second API process's catalogue on the app's database, as deployed: a TemplateService following
 * the catalogue version through its own real-time connection, with its page cache on. With
 * `cards`, it keeps REST's list items too and reads them ahead after each content change
 * (`listCards`), which adds statements in the background.
 */
export function deployedTemplates(
  app: TestApp,
  { cards = false }: { cards?: boolean } = {},
): {
  service: TemplateService;
  close(): Promise<void>;
} {
  const realtime = new PostgresRealtime((app.services.dataSource.options as { url: string }).url);
  const service = new TemplateService(app.services.db, {
    realtime,
    visitFlushMs: 0,
    secret: app.services.env.secretsKey,
    ...(cards && {
      presentCard: (template: Template) => presentTemplate(template, app.services.env.publicUrl),
    }),
  });
  return {
    service,
    async close() {
      await service.close();
      await realtime.close();
    },
  };
}

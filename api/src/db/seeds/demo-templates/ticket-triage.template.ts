import { AUTHORS } from './authors';
import { CREDENTIALS, fromList, ifParams } from './parameter-helpers';
import {
  BASE,
  LC,
  ai,
  chain,
  defineTemplate,
  link,
  node,
  type DemoTemplate,
} from './workflow-builder';

/** Zendesk triage by an LLM classifier, with a retrieval agent drafting replies. */
export const TICKET_TRIAGE_TEMPLATE: DemoTemplate = defineTemplate({
  slug: 'ai-zendesk-ticket-triage',
  name: 'AI Ticket Triage and Draft Replies for Zendesk',
  author: AUTHORS.team,
  description:
    'Cut first-response time in half. Each new Zendesk ticket is classified by an LLM into ' +
    'billing, bug, how-to, feature request or other. Billing tickets go to the billing group, ' +
    'bugs become Jira issues linked back on the ticket, how-to questions get an AI-drafted reply ' +
    'from your help centre as an internal note, and feature requests are logged for product.',
  daysAgo: 54,
  document: true,
  nodes: [
    node(
      'Zendesk Trigger',
      `${BASE}.zendeskTrigger`,
      1,
      [0, 1],
      {
        conditions: { all: [{ field: 'status', operation: 'is', value: 'new' }] },
        options: {
          fields: [
            'ticket.id',
            'ticket.title',
            'ticket.description',
            'ticket.priority',
            'ticket.requester.email',
          ],
        },
      },
      CREDENTIALS.zendesk,
    ),
    node(
      'Get Ticket',
      `${BASE}.zendesk`,
      1,
      [1, 1],
      { operation: 'get', id: '={{ $json.ticket.id }}' },
      CREDENTIALS.zendesk,
    ),
    node(
      'Angry Customer?',
      `${BASE}.if`,
      2.2,
      [2, 1],
      ifParams([{ left: '={{ $json.priority }}', op: 'equals', right: 'urgent' }]),
    ),
    node(
      'Alert Support Lead',
      `${BASE}.slack`,
      2.2,
      [3, 3],
      {
        select: 'channel',
        channelId: fromList('C04SUPLEAD', '#support-leads'),
        text: '=:warning: Urgent ticket #{{ $json.id }} needs a human first: {{ $json.subject }}',
        otherOptions: {},
      },
      CREDENTIALS.slack,
    ),
    node('Classify Ticket', `${LC}.textClassifier`, 1, [3, 1], {
      inputText: '={{ $json.subject }}\n\n{{ $json.description }}',
      categories: {
        categories: [
          { category: 'Billing', description: 'Invoices, refunds, charges, plan changes' },
          { category: 'Bug', description: 'Something is broken or returns an error' },
          { category: 'How-to', description: 'Questions about how to use the product' },
          {
            category: 'Feature request',
            description: 'Asks for something the product does not do',
          },
        ],
      },
      options: { fallback: 'other' },
    }),
    node(
      'Classifier Model',
      `${LC}.lmChatOpenAi`,
      1.2,
      [3, 2],
      { model: fromList('gpt-4o-mini', 'gpt-4o-mini'), options: { temperature: 0 } },
      CREDENTIALS.openAi,
    ),
    node(
      'Assign Billing Group',
      `${BASE}.zendesk`,
      1,
      [4, -1],
      {
        operation: 'update',
        id: "={{ $('Get Ticket').item.json.id }}",
        updateFields: { group: '360001234567', tags: ['billing', 'ai-triaged'] },
      },
      CREDENTIALS.zendesk,
    ),
    node(
      'Create Jira Bug',
      `${BASE}.jira`,
      1,
      [4, 0],
      {
        project: '10001',
        issueType: '10004',
        summary:
          "=[Zendesk #{{ $('Get Ticket').item.json.id }}] {{ $('Get Ticket').item.json.subject }}",
        additionalFields: {
          description: "={{ $('Get Ticket').item.json.description }}",
          labels: ['from-support'],
        },
      },
      CREDENTIALS.jira,
    ),
    node(
      'Link Jira on Ticket',
      `${BASE}.zendesk`,
      1,
      [5, 0],
      {
        operation: 'update',
        id: "={{ $('Get Ticket').item.json.id }}",
        updateFields: {
          internalNote: '=Tracked in Jira as {{ $json.key }}',
          tags: ['bug', 'ai-triaged'],
        },
      },
      CREDENTIALS.zendesk,
    ),
    node('Draft Reply Agent', `${LC}.agent`, 1.7, [4, 1], {
      promptType: 'define',
      text: "=Draft a helpful, friendly reply to this customer question using the help centre tool. Keep it under 150 words.\n\n{{ $('Get Ticket').item.json.description }}",
      options: {},
    }),
    node(
      'Agent Model',
      `${LC}.lmChatOpenAi`,
      1.2,
      [4, 2],
      { model: fromList('gpt-4o', 'gpt-4o'), options: {} },
      CREDENTIALS.openAi,
    ),
    node('Help Centre Search', `${LC}.toolVectorStore`, 1, [5, 2], {
      name: 'help_centre',
      description: 'Search help-centre articles',
      topK: 4,
    }),
    node(
      'Help Centre Articles',
      `${LC}.vectorStoreQdrant`,
      1.1,
      [5, 3],
      { qdrantCollection: fromList('help-centre', 'help-centre'), options: {} },
      CREDENTIALS.qdrant,
    ),
    node(
      'Embeddings OpenAI',
      `${LC}.embeddingsOpenAi`,
      1.2,
      [6, 4],
      { model: 'text-embedding-3-small', options: {} },
      CREDENTIALS.openAi,
    ),
    node(
      'Search Model',
      `${LC}.lmChatOpenAi`,
      1.2,
      [6, 3],
      { model: fromList('gpt-4o-mini', 'gpt-4o-mini'), options: {} },
      CREDENTIALS.openAi,
    ),
    node(
      'Add Draft as Internal Note',
      `${BASE}.zendesk`,
      1,
      [6, 1],
      {
        operation: 'update',
        id: "={{ $('Get Ticket').item.json.id }}",
        updateFields: {
          internalNote: '=Suggested reply (AI draft, review before sending):\n\n{{ $json.output }}',
          tags: ['how-to', 'ai-triaged'],
        },
      },
      CREDENTIALS.zendesk,
    ),
    node(
      'Log Feature Request',
      `${BASE}.googleSheets`,
      4.5,
      [4, 3],
      {
        operation: 'append',
        documentId: fromList('1FeatureRequestsSheet', 'Feature requests'),
        sheetName: fromList('gid=0', 'Requests'),
        columns: {
          mappingMode: 'defineBelow',
          value: {
            Ticket: "={{ $('Get Ticket').item.json.id }}",
            Request: "={{ $('Get Ticket').item.json.subject }}",
            Customer: "={{ $('Zendesk Trigger').item.json.ticket.requester.email }}",
            Date: '={{ $now.toISODate() }}',
          },
        },
        options: {},
      },
      CREDENTIALS.googleSheets,
    ),
    node('Leave for Agents', `${BASE}.noOp`, 1, [4, 4]),
  ],
  edges: [
    ...chain('Zendesk Trigger', 'Get Ticket', 'Angry Customer?'),
    link('Angry Customer?', 'Alert Support Lead', 0),
    link('Angry Customer?', 'Classify Ticket', 1),
    link('Classify Ticket', 'Assign Billing Group', 0),
    link('Classify Ticket', 'Create Jira Bug', 1),
    link('Classify Ticket', 'Draft Reply Agent', 2),
    link('Classify Ticket', 'Log Feature Request', 3),
    link('Classify Ticket', 'Leave for Agents', 4),
    ...chain('Create Jira Bug', 'Link Jira on Ticket'),
    ...chain('Draft Reply Agent', 'Add Draft as Internal Note'),
    ai('Classifier Model', 'Classify Ticket', 'ai_languageModel'),
    ai('Agent Model', 'Draft Reply Agent', 'ai_languageModel'),
    ai('Help Centre Search', 'Draft Reply Agent', 'ai_tool'),
    ai('Help Centre Articles', 'Help Centre Search', 'ai_vectorStore'),
    ai('Embeddings OpenAI', 'Help Centre Articles', 'ai_embedding'),
    ai('Search Model', 'Help Centre Search', 'ai_languageModel'),
  ],
});

import { AUTHORS } from './authors';
import { CREDENTIALS, fromList, ifParams, setFields, switchParams } from './parameter-helpers';
import { BASE, chain, defineTemplate, link, node, type DemoTemplate } from './workflow-builder';

/** Inbound lead enrichment, scoring and routing into HubSpot. */
export const LEAD_ROUTING_TEMPLATE: DemoTemplate = defineTemplate({
  slug: 'lead-enrichment-scoring-routing',
  name: 'Lead Enrichment, Scoring and Routing for HubSpot',
  author: AUTHORS.team,
  description:
    'The complete inbound engine for B2B teams. Demo requests from your form are checked for ' +
    'free email domains, enriched with Clearbit company and person data, scored on company ' +
    'size, seniority and intent, and written to HubSpot. Hot leads get a deal, an owner task, a ' +
    'Slack alert and a booking email within a minute; warm leads join a nurture list; cold and ' +
    'personal sign-ups are logged for later review.',
  daysAgo: 131,
  document: true,
  nodes: [
    node('Demo Request Form', `${BASE}.formTrigger`, 2.2, [0, 1], {
      formTitle: 'Book a demo',
      formFields: {
        values: [
          { fieldLabel: 'Work email', fieldType: 'email', requiredField: true },
          { fieldLabel: 'Full name', requiredField: true },
          { fieldLabel: 'What do you want to automate?', fieldType: 'textarea' },
        ],
      },
      options: {
        respondWithOptions: {
          values: { formSubmittedText: 'Thanks! We will be in touch within one business day.' },
        },
      },
    }),
    node(
      'Normalize',
      `${BASE}.set`,
      3.4,
      [1, 1],
      setFields({
        email: "={{ $json['Work email'].toLowerCase().trim() }}",
        fullName: "={{ $json['Full name'] }}",
        domain: "={{ $json['Work email'].split('@')[1].toLowerCase() }}",
        useCase: "={{ $json['What do you want to automate?'] }}",
      }),
    ),
    node(
      'Free Email Domain?',
      `${BASE}.if`,
      2.2,
      [2, 1],
      ifParams([
        {
          left: '={{ $json.domain }}',
          op: 'regex',
          right: '^(gmail|yahoo|hotmail|outlook|icloud|proton)\\.',
        },
      ]),
    ),
    node(
      'Log Personal Sign-up',
      `${BASE}.googleSheets`,
      4.5,
      [3, 3],
      {
        operation: 'append',
        documentId: fromList('1LeadReviewSheet', 'Lead review'),
        sheetName: fromList('gid=1', 'Personal'),
        columns: { mappingMode: 'autoMapInputData', value: {} },
        options: {},
      },
      CREDENTIALS.googleSheets,
    ),
    node(
      'Enrich Company',
      `${BASE}.clearbit`,
      1,
      [3, 0],
      { resource: 'company', domain: '={{ $json.domain }}', additionalFields: {} },
      CREDENTIALS.clearbit,
    ),
    node(
      'Enrich Person',
      `${BASE}.clearbit`,
      1,
      [3, 1],
      { resource: 'person', email: '={{ $json.email }}', additionalFields: {} },
      CREDENTIALS.clearbit,
    ),
    node('Combine Enrichment', `${BASE}.merge`, 3, [4, 1], {
      mode: 'combine',
      combineBy: 'combineByPosition',
      options: {},
    }),
    node('Score Lead', `${BASE}.code`, 2, [5, 1], {
      mode: 'runOnceForEachItem',
      jsCode:
        "const lead = $('Normalize').item.json;\nconst employees = $json.metrics?.employees ?? 0;\nconst seniority = $json.employment?.seniority ?? '';\nlet score = 0;\nif (employees >= 200) score += 40; else if (employees >= 50) score += 25; else if (employees >= 10) score += 10;\nif (['executive', 'director'].includes(seniority)) score += 30; else if (seniority === 'manager') score += 15;\nif ((lead.useCase || '').length > 80) score += 15;\nconst tier = score >= 60 ? 'hot' : score >= 30 ? 'warm' : 'cold';\nreturn { json: { ...lead, company: $json.name, employees, seniority, score, tier } };",
    }),
    node(
      'Upsert Contact',
      `${BASE}.hubspot`,
      2.1,
      [6, 1],
      {
        authentication: 'oAuth2',
        email: '={{ $json.email }}',
        additionalFields: {
          firstName: "={{ $json.fullName.split(' ')[0] }}",
          lastName: "={{ $json.fullName.split(' ').slice(1).join(' ') }}",
          companyName: '={{ $json.company }}',
          leadStatus: 'NEW',
        },
        options: {},
      },
      CREDENTIALS.hubspot,
    ),
    node(
      'Upsert Company',
      `${BASE}.hubspot`,
      2.1,
      [7, 1],
      {
        authentication: 'oAuth2',
        resource: 'company',
        operation: 'create',
        name: "={{ $('Score Lead').item.json.company }}",
        additionalFields: {
          websiteUrl: "=https://{{ $('Score Lead').item.json.domain }}",
          numberOfEmployees: "={{ $('Score Lead').item.json.employees }}",
        },
      },
      CREDENTIALS.hubspot,
    ),
    node(
      'Route by Score',
      `${BASE}.switch`,
      3.2,
      [8, 1],
      switchParams(
        ['hot', 'warm', 'cold'].map((tier) => ({
          output: tier,
          check: { left: "={{ $('Score Lead').item.json.tier }}", op: 'equals', right: tier },
        })),
      ),
    ),
    node(
      'Create Deal',
      `${BASE}.hubspot`,
      2.1,
      [9, 0],
      {
        authentication: 'oAuth2',
        resource: 'deal',
        stage: 'appointmentscheduled',
        additionalFields: {
          dealName: "=Demo: {{ $('Score Lead').item.json.company }}",
          pipeline: 'default',
        },
      },
      CREDENTIALS.hubspot,
    ),
    node(
      'Create Owner Task',
      `${BASE}.hubspot`,
      2.1,
      [10, 0],
      {
        authentication: 'oAuth2',
        resource: 'engagement',
        type: 'task',
        metadata: {
          subject: "=Call {{ $('Score Lead').item.json.fullName }} within 1 hour",
          status: 'NOT_STARTED',
        },
        additionalFields: {
          associations: {
            contactIds: "={{ $('Upsert Contact').item.json.vid }}",
            dealIds: '={{ $json.dealId }}',
          },
        },
      },
      CREDENTIALS.hubspot,
    ),
    node(
      'Alert AE in Slack',
      `${BASE}.slack`,
      2.2,
      [11, 0],
      {
        select: 'channel',
        channelId: fromList('C07HOTLEADS', '#hot-leads'),
        text: "=:fire: Hot lead ({{ $('Score Lead').item.json.score }}): {{ $('Score Lead').item.json.fullName }}, {{ $('Score Lead').item.json.seniority }} at {{ $('Score Lead').item.json.company }} ({{ $('Score Lead').item.json.employees }} people)\n>{{ $('Score Lead').item.json.useCase }}",
        otherOptions: {},
      },
      CREDENTIALS.slack,
    ),
    node(
      'Send Booking Email',
      `${BASE}.gmail`,
      2.1,
      [12, 0],
      {
        sendTo: "={{ $('Score Lead').item.json.email }}",
        subject: "=Your FlowVault demo, {{ $('Score Lead').item.json.fullName.split(' ')[0] }}",
        emailType: 'text',
        message:
          "=Hi {{ $('Score Lead').item.json.fullName.split(' ')[0] }},\n\nThanks for reaching out! Pick a time that suits you here: https://calendly.com/example/demo\n\nTalk soon,\nThe sales team",
        options: { appendAttribution: false },
      },
      CREDENTIALS.gmail,
    ),
    node(
      'Add to Nurture List',
      `${BASE}.hubspot`,
      2.1,
      [9, 1],
      {
        authentication: 'oAuth2',
        resource: 'contactList',
        listId: 64,
        by: 'email',
        email: "={{ $('Score Lead').item.json.email }}",
      },
      CREDENTIALS.hubspot,
    ),
    node(
      'Log Cold Lead',
      `${BASE}.googleSheets`,
      4.5,
      [9, 2],
      {
        operation: 'append',
        documentId: fromList('1LeadReviewSheet', 'Lead review'),
        sheetName: fromList('gid=0', 'Cold'),
        columns: {
          mappingMode: 'defineBelow',
          value: {
            Email: "={{ $('Score Lead').item.json.email }}",
            Company: "={{ $('Score Lead').item.json.company }}",
            Score: "={{ $('Score Lead').item.json.score }}",
          },
        },
        options: {},
      },
      CREDENTIALS.googleSheets,
    ),
  ],
  edges: [
    ...chain('Demo Request Form', 'Normalize', 'Free Email Domain?', 'Log Personal Sign-up'),
    link('Free Email Domain?', 'Enrich Company', 1),
    link('Free Email Domain?', 'Enrich Person', 1),
    link('Enrich Company', 'Combine Enrichment', 0, 0),
    link('Enrich Person', 'Combine Enrichment', 0, 1),
    ...chain(
      'Combine Enrichment',
      'Score Lead',
      'Upsert Contact',
      'Upsert Company',
      'Route by Score',
      'Create Deal',
      'Create Owner Task',
      'Alert AE in Slack',
      'Send Booking Email',
    ),
    link('Route by Score', 'Add to Nurture List', 1),
    link('Route by Score', 'Log Cold Lead', 2),
  ],
});

import { AUTHORS } from './authors';
import { CREDENTIALS, filterParams, fromList, ifParams, setFields } from './parameter-helpers';
import { BASE, chain, defineTemplate, link, node, type DemoTemplate } from './workflow-builder';

/** Pipelines, lead capture, enrichment and CRM hygiene. */
export const SALES_CRM_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'hubspot-deal-won-slack',
    name: 'Celebrate Closed-Won HubSpot Deals in Slack',
    author: AUTHORS.lucas,
    description:
      'Ring the virtual bell. When a HubSpot deal moves to Closed Won the workflow fetches its ' +
      'name, amount and owner and posts a celebration in #wins, giving the whole company a ' +
      'real-time view of momentum.',
    daysAgo: 0,
    nodes: [
      node(
        'HubSpot Trigger',
        `${BASE}.hubspotTrigger`,
        1,
        [0, 0],
        {
          eventsUi: { eventValues: [{ name: 'deal.propertyChange', property: 'dealstage' }] },
          additionalFields: {},
        },
        CREDENTIALS.hubspotDeveloper,
      ),
      node(
        'Get Deal',
        `${BASE}.hubspot`,
        2.1,
        [1, 0],
        {
          authentication: 'oAuth2',
          resource: 'deal',
          operation: 'get',
          dealId: fromList('={{ $json.objectId }}', 'Deal'),
          additionalFields: {},
        },
        CREDENTIALS.hubspot,
      ),
      node(
        'Closed Won?',
        `${BASE}.if`,
        2.2,
        [2, 0],
        ifParams([
          { left: '={{ $json.properties.dealstage.value }}', op: 'equals', right: 'closedwon' },
        ]),
      ),
      node(
        'Post to #wins',
        `${BASE}.slack`,
        2.2,
        [3, 0],
        {
          select: 'channel',
          channelId: fromList('C07WINS', '#wins'),
          text: '=:tada: *{{ $json.properties.dealname.value }}* just closed for ${{ Number($json.properties.amount.value).toLocaleString() }}! Congrats to the team.',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain('HubSpot Trigger', 'Get Deal', 'Closed Won?', 'Post to #wins'),
  }),

  defineTemplate({
    slug: 'webhook-leads-to-pipedrive',
    name: 'Inbound Lead Capture to Pipedrive',
    author: AUTHORS.jonas,
    description:
      'A clean front door for every lead source: landing pages, chat widgets and partners POST to ' +
      'one webhook. Emails are validated, existing people are matched instead of duplicated, and ' +
      'a Pipedrive lead is created with the source and message so sales can follow up immediately.',
    daysAgo: 197,
    document: true,
    nodes: [
      node('Lead Webhook', `${BASE}.webhook`, 2, [0, 1], {
        httpMethod: 'POST',
        path: 'leads',
        responseMode: 'responseNode',
        options: {},
      }),
      node(
        'Valid Email?',
        `${BASE}.if`,
        2.2,
        [1, 1],
        ifParams([
          { left: '={{ $json.body.email }}', op: 'regex', right: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
        ]),
      ),
      node(
        'Find Person',
        `${BASE}.pipedrive`,
        1,
        [2, 0],
        {
          resource: 'person',
          operation: 'search',
          term: '={{ $json.body.email }}',
          additionalFields: { fields: 'email', exactMatch: true },
        },
        CREDENTIALS.pipedrive,
      ),
      node(
        'Already Known?',
        `${BASE}.if`,
        2.2,
        [3, 0],
        ifParams([{ left: '={{ $json.id }}', op: 'exists', type: 'number' }]),
      ),
      node(
        'Create Person',
        `${BASE}.pipedrive`,
        1,
        [4, 1],
        {
          resource: 'person',
          name: "={{ $('Lead Webhook').item.json.body.name }}",
          additionalFields: { email: ["={{ $('Lead Webhook').item.json.body.email }}"] },
        },
        CREDENTIALS.pipedrive,
      ),
      node(
        'Create Lead',
        `${BASE}.pipedrive`,
        1,
        [5, 0],
        {
          resource: 'lead',
          title:
            "=Inbound: {{ $('Lead Webhook').item.json.body.company || $('Lead Webhook').item.json.body.name }}",
          associateWith: 'person',
          person_id: '={{ $json.id }}',
          additionalFields: {
            note: "=Source: {{ $('Lead Webhook').item.json.body.source }}\n{{ $('Lead Webhook').item.json.body.message }}",
          },
        },
        CREDENTIALS.pipedrive,
      ),
      node('Respond Created', `${BASE}.respondToWebhook`, 1.1, [6, 0], {
        respondWith: 'json',
        responseBody: '={"lead": "{{ $json.id }}"}',
        options: { responseCode: 201 },
      }),
      node('Respond Invalid', `${BASE}.respondToWebhook`, 1.1, [2, 2], {
        respondWith: 'json',
        responseBody: '={"error": "A valid email is required"}',
        options: { responseCode: 422 },
      }),
    ],
    edges: [
      ...chain(
        'Lead Webhook',
        'Valid Email?',
        'Find Person',
        'Already Known?',
        'Create Lead',
        'Respond Created',
      ),
      link('Valid Email?', 'Respond Invalid', 1),
      link('Already Known?', 'Create Person', 1),
      ...chain('Create Person', 'Create Lead'),
    ],
  }),

  defineTemplate({
    slug: 'calendly-to-salesforce',
    name: 'Calendly Bookings to Salesforce Leads and Tasks',
    author: AUTHORS.mara,
    description:
      'Every demo booked in Calendly lands in Salesforce. The invitee is matched to an existing ' +
      'lead or created with company details from Clearbit, and a task with the meeting time and ' +
      "the invitee's answers is logged for the owner, so reps walk into calls prepared.",
    daysAgo: 160,
    nodes: [
      node(
        'Calendly Trigger',
        `${BASE}.calendlyTrigger`,
        1,
        [0, 0],
        { events: ['invitee.created'], scope: 'organization' },
        CREDENTIALS.calendly,
      ),
      node(
        'Extract Invitee',
        `${BASE}.set`,
        3.4,
        [1, 0],
        setFields({
          email: '={{ $json.payload.email }}',
          name: '={{ $json.payload.name }}',
          lastName: '={{ $json.payload.name.split(" ").slice(-1)[0] }}',
          domain: '={{ $json.payload.email.split("@")[1] }}',
          startTime: '={{ $json.payload.scheduled_event.start_time }}',
          notes:
            "={{ ($json.payload.questions_and_answers || []).map(q => q.question + ': ' + q.answer).join('\\n') }}",
        }),
      ),
      node(
        'Find Lead',
        `${BASE}.salesforce`,
        1,
        [2, 0],
        {
          resource: 'lead',
          operation: 'getAll',
          options: {
            conditionsUi: {
              conditionValues: [
                { field: 'Email', operation: 'equal', value: '={{ $json.email }}' },
              ],
            },
          },
        },
        CREDENTIALS.salesforce,
      ),
      node(
        'Lead Exists?',
        `${BASE}.if`,
        2.2,
        [3, 0],
        ifParams([{ left: '={{ $json.Id }}', op: 'exists' }]),
      ),
      node(
        'Enrich Company',
        `${BASE}.clearbit`,
        1,
        [4, 1],
        {
          resource: 'company',
          domain: "={{ $('Extract Invitee').item.json.domain }}",
          additionalFields: {},
        },
        CREDENTIALS.clearbit,
      ),
      node(
        'Create Lead',
        `${BASE}.salesforce`,
        1,
        [5, 1],
        {
          resource: 'lead',
          company: '={{ $json.name }}',
          lastname: "={{ $('Extract Invitee').item.json.lastName }}",
          additionalFields: {
            email: "={{ $('Extract Invitee').item.json.email }}",
            leadSource: 'Calendly',
            numberOfEmployees: '={{ $json.metrics.employees }}',
          },
        },
        CREDENTIALS.salesforce,
      ),
      node(
        'Log Meeting Task',
        `${BASE}.salesforce`,
        1,
        [6, 0],
        {
          resource: 'task',
          status: 'Not Started',
          additionalFields: {
            subject: "=Demo with {{ $('Extract Invitee').item.json.name }}",
            activityDate: "={{ $('Extract Invitee').item.json.startTime }}",
            description: "={{ $('Extract Invitee').item.json.notes }}",
            whoId: '={{ $json.Id || $json.id }}',
          },
        },
        CREDENTIALS.salesforce,
      ),
    ],
    edges: [
      ...chain(
        'Calendly Trigger',
        'Extract Invitee',
        'Find Lead',
        'Lead Exists?',
        'Log Meeting Task',
      ),
      link('Lead Exists?', 'Enrich Company', 1),
      ...chain('Enrich Company', 'Create Lead', 'Log Meeting Task'),
    ],
  }),

  defineTemplate({
    slug: 'pipedrive-stale-deals',
    name: 'Stale Deal Reminders for Pipedrive',
    author: AUTHORS.priya,
    description:
      'Deals die quietly. Every weekday morning this workflow finds open Pipedrive deals with no ' +
      'activity for 14 days, schedules a follow-up call activity for the owner and sends a Slack ' +
      'nudge with the deal value and a direct link.',
    daysAgo: 104,
    nodes: [
      node('Weekdays at 8:30', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ field: 'cronExpression', expression: '30 8 * * 1-5' }] },
      }),
      node(
        'Get Open Deals',
        `${BASE}.pipedrive`,
        1,
        [1, 0],
        {
          resource: 'deal',
          operation: 'getAll',
          returnAll: true,
          filters: { status: 'open' },
        },
        CREDENTIALS.pipedrive,
      ),
      node(
        'Idle 14 Days',
        `${BASE}.filter`,
        2.2,
        [2, 0],
        filterParams([
          {
            left: '={{ $json.last_activity_date || $json.add_time }}',
            op: 'before',
            right: '={{ $now.minus({ days: 14 }).toISODate() }}',
            type: 'dateTime',
          },
        ]),
      ),
      node(
        'Schedule Follow-up',
        `${BASE}.pipedrive`,
        1,
        [3, 0],
        {
          resource: 'activity',
          subject: '=Follow up: {{ $json.title }}',
          done: 0,
          type: 'call',
          additionalFields: {
            deal_id: '={{ $json.id }}',
            due_date: '={{ $now.plus({ days: 1 }).toISODate() }}',
            user_id: '={{ $json.user_id.id }}',
          },
        },
        CREDENTIALS.pipedrive,
      ),
      node(
        'Nudge Owner',
        `${BASE}.slack`,
        2.2,
        [4, 0],
        {
          select: 'channel',
          channelId: fromList('C07SALES', '#sales'),
          text: "=:zzz: {{ $('Idle 14 Days').item.json.user_id.name }}, *{{ $('Idle 14 Days').item.json.title }}* ({{ $('Idle 14 Days').item.json.formatted_value }}) has been quiet for two weeks. Follow-up scheduled for tomorrow.\nhttps://example.pipedrive.com/deal/{{ $('Idle 14 Days').item.json.id }}",
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain(
      'Weekdays at 8:30',
      'Get Open Deals',
      'Idle 14 Days',
      'Schedule Follow-up',
      'Nudge Owner',
    ),
  }),

  defineTemplate({
    slug: 'csv-contacts-to-hubspot',
    name: 'Bulk Import Contacts from CSV into HubSpot',
    author: AUTHORS.team,
    description:
      'Migrating from spreadsheets or another CRM? Drop a CSV on the server and run this once. ' +
      'Rows are validated, upserted into HubSpot by email in batches of 50 with a pause between ' +
      'batches, and every imported contact is added to an "Imported" static list for review.',
    daysAgo: 226,
    nodes: [
      node('When clicking ‘Test workflow’', `${BASE}.manualTrigger`, 1, [0, 0]),
      node('Read CSV File', `${BASE}.readWriteFile`, 1, [1, 0], {
        fileSelector: '/data/imports/contacts.csv',
        options: {},
      }),
      node('Parse CSV', `${BASE}.extractFromFile`, 1, [2, 0], { options: { headerRow: true } }),
      node(
        'Rows with Email',
        `${BASE}.filter`,
        2.2,
        [3, 0],
        filterParams([{ left: '={{ $json.email }}', op: 'notEmpty' }], { looseTypes: false }),
      ),
      node('Batches of 50', `${BASE}.splitInBatches`, 3, [4, 0], { batchSize: 50, options: {} }),
      node(
        'Upsert Contact',
        `${BASE}.hubspot`,
        2.1,
        [5, 1],
        {
          authentication: 'oAuth2',
          email: '={{ $json.email }}',
          additionalFields: {
            firstName: '={{ $json.first_name }}',
            lastName: '={{ $json.last_name }}',
            companyName: '={{ $json.company }}',
            jobTitle: '={{ $json.title }}',
          },
          options: {},
        },
        CREDENTIALS.hubspot,
      ),
      node(
        'Add to Imported List',
        `${BASE}.hubspot`,
        2.1,
        [6, 1],
        {
          authentication: 'oAuth2',
          resource: 'contactList',
          listId: 128,
          by: 'email',
          email: '={{ $json.properties.email.value }}',
        },
        CREDENTIALS.hubspot,
      ),
      node('Respect Rate Limit', `${BASE}.wait`, 1.1, [7, 1], { amount: 1 }),
    ],
    edges: [
      ...chain(
        'When clicking ‘Test workflow’',
        'Read CSV File',
        'Parse CSV',
        'Rows with Email',
        'Batches of 50',
      ),
      link('Batches of 50', 'Upsert Contact', 1),
      ...chain('Upsert Contact', 'Add to Imported List', 'Respect Rate Limit', 'Batches of 50'),
    ],
  }),
];

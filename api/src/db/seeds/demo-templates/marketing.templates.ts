import { AUTHORS } from './authors';
import {
  asBoolean,
  asNumber,
  CREDENTIALS,
  filterParams,
  fromList,
  ifParams,
  setFields,
} from './parameter-helpers';
import {
  BASE,
  chain,
  defineTemplate,
  link,
  node,
  sticky,
  type DemoTemplate,
} from './workflow-builder';

/** Email marketing: list growth, campaign reporting and event sign-ups. */
export const MARKETING_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'typeform-to-mailchimp',
    name: 'Add Typeform Leads to a Mailchimp Audience',
    author: AUTHORS.aiko,
    description:
      'Grow your list straight from your lead magnet. Every Typeform response with marketing ' +
      'consent is added to your Mailchimp audience with first name and company merge fields and ' +
      'tagged with the guide they downloaded, ready for your welcome automation.',
    daysAgo: 265,
    nodes: [
      node(
        'Typeform Trigger',
        `${BASE}.typeformTrigger`,
        1.1,
        [0, 0],
        { formId: 'aBcD1234', simplifyAnswers: true },
        CREDENTIALS.typeform,
      ),
      node(
        'Map Answers',
        `${BASE}.set`,
        3.4,
        [1, 0],
        setFields({
          email: "={{ $json['What is your work email?'] }}",
          firstName: "={{ $json['What is your first name?'] }}",
          company: "={{ $json['Where do you work?'] }}",
          consent: asBoolean("={{ $json['Can we email you about similar guides?'] }}"),
        }),
      ),
      node(
        'Consented?',
        `${BASE}.if`,
        2.2,
        [2, 0],
        ifParams([{ left: '={{ $json.consent }}', op: 'true', type: 'boolean' }]),
      ),
      node(
        'Subscribe to Audience',
        `${BASE}.mailchimp`,
        1,
        [3, 0],
        {
          list: 'a1b2c3d4e5',
          email: '={{ $json.email }}',
          status: 'subscribed',
          options: {},
          mergeFieldsUi: {
            mergeFieldsValues: [
              { name: 'FNAME', value: '={{ $json.firstName }}' },
              { name: 'COMPANY', value: '={{ $json.company }}' },
            ],
          },
        },
        CREDENTIALS.mailchimp,
      ),
      node(
        'Tag Lead Magnet',
        `${BASE}.mailchimp`,
        1,
        [4, 0],
        {
          resource: 'memberTag',
          list: 'a1b2c3d4e5',
          email: "={{ $('Map Answers').item.json.email }}",
          tags: ['guide-automation-101'],
          options: {},
        },
        CREDENTIALS.mailchimp,
      ),
    ],
    edges: chain(
      'Typeform Trigger',
      'Map Answers',
      'Consented?',
      'Subscribe to Audience',
      'Tag Lead Magnet',
    ),
  }),

  defineTemplate({
    slug: 'mailchimp-weekly-report',
    name: 'Weekly Newsletter Performance Report',
    author: AUTHORS.mara,
    description:
      "Every Monday morning, pull last week's sent Mailchimp campaigns with their open, click " +
      'and unsubscribe rates, append them to a reporting sheet for trend charts, and post a short ' +
      'scoreboard in #marketing so the team sees what resonated.',
    daysAgo: 211,
    document: true,
    nodes: [
      node('Mondays at 8am', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ field: 'weeks', triggerAtDay: [1], triggerAtHour: 8 }] },
      }),
      node(
        'Get Sent Campaigns',
        `${BASE}.mailchimp`,
        1,
        [1, 0],
        {
          resource: 'campaign',
          operation: 'getAll',
          returnAll: true,
          options: { status: 'sent', sinceSendTime: '={{ $now.minus({ days: 7 }).toISO() }}' },
        },
        CREDENTIALS.mailchimp,
      ),
      node(
        'Get Campaign Report',
        `${BASE}.httpRequest`,
        4.2,
        [2, 0],
        {
          url: '=https://us21.api.mailchimp.com/3.0/reports/{{ $json.id }}',
          authentication: 'predefinedCredentialType',
          nodeCredentialType: 'mailchimpApi',
          options: {},
        },
        CREDENTIALS.mailchimp,
      ),
      node(
        'Compute Rates',
        `${BASE}.set`,
        3.4,
        [3, 0],
        setFields({
          campaign: '={{ $json.campaign_title }}',
          sent: asNumber('={{ $json.emails_sent }}'),
          openRate: '={{ ($json.opens.open_rate * 100).toFixed(1) }}',
          clickRate: '={{ ($json.clicks.click_rate * 100).toFixed(1) }}',
          unsubscribes: asNumber('={{ $json.unsubscribed }}'),
        }),
      ),
      node(
        'Append to Report Sheet',
        `${BASE}.googleSheets`,
        4.5,
        [4, 0],
        {
          operation: 'append',
          documentId: fromList('1NewsletterReportSheet', 'Newsletter KPIs'),
          sheetName: fromList('gid=0', 'Weekly'),
          columns: { mappingMode: 'autoMapInputData', value: {} },
          options: {},
        },
        CREDENTIALS.googleSheets,
      ),
      node('Build Scoreboard', `${BASE}.aggregate`, 1, [5, 0], {
        aggregate: 'aggregateAllItemData',
        destinationFieldName: 'campaigns',
        options: {},
      }),
      node(
        'Post to #marketing',
        `${BASE}.slack`,
        2.2,
        [6, 0],
        {
          select: 'channel',
          channelId: fromList('C05MARKETING', '#marketing'),
          text: "=:bar_chart: *Newsletter scoreboard, week {{ $now.weekNumber }}*\n{{ $json.campaigns.map(c => `• ${c.campaign}: ${c.openRate}% opens, ${c.clickRate}% clicks`).join('\\n') }}",
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain(
      'Mondays at 8am',
      'Get Sent Campaigns',
      'Get Campaign Report',
      'Compute Rates',
      'Append to Report Sheet',
      'Build Scoreboard',
      'Post to #marketing',
    ),
  }),

  defineTemplate({
    slug: 'webinar-signups-activecampaign',
    name: 'Webinar Registrations to ActiveCampaign with Confirmation Email',
    author: AUTHORS.lucas,
    description:
      'Host your webinar landing page anywhere and send sign-ups here. Each registrant is created ' +
      'or updated in ActiveCampaign, added to the webinar list, tagged with the session date and ' +
      'sent a confirmation email with the calendar link, while the page gets a JSON reply.',
    daysAgo: 88,
    nodes: [
      node('Registration Webhook', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'webinar-signup',
        responseMode: 'responseNode',
        options: {},
      }),
      node(
        'Normalize',
        `${BASE}.set`,
        3.4,
        [1, 0],
        setFields({
          email: '={{ $json.body.email.toLowerCase().trim() }}',
          firstName: '={{ $json.body.first_name }}',
          session: "={{ $json.body.session || '2025-06-12' }}",
        }),
      ),
      node(
        'Upsert Contact',
        `${BASE}.activeCampaign`,
        1,
        [2, 0],
        {
          email: '={{ $json.email }}',
          updateIfExists: true,
          additionalFields: { firstName: '={{ $json.firstName }}' },
        },
        CREDENTIALS.activeCampaign,
      ),
      node(
        'Add to Webinar List',
        `${BASE}.activeCampaign`,
        1,
        [3, 0],
        {
          resource: 'contactList',
          operation: 'add',
          listId: 7,
          contactId: '={{ $json.id }}',
        },
        CREDENTIALS.activeCampaign,
      ),
      node(
        'Tag Session',
        `${BASE}.activeCampaign`,
        1,
        [4, 0],
        {
          resource: 'contactTag',
          operation: 'add',
          tagId: 42,
          contactId: "={{ $('Upsert Contact').item.json.id }}",
        },
        CREDENTIALS.activeCampaign,
      ),
      node(
        'Send Confirmation',
        `${BASE}.emailSend`,
        2.1,
        [5, 0],
        {
          fromEmail: 'events@example.com',
          toEmail: "={{ $('Normalize').item.json.email }}",
          subject: "=You're in! Webinar on {{ $('Normalize').item.json.session }}",
          html: '=<p>Hi {{ $(\'Normalize\').item.json.firstName }},</p><p>Your seat is saved. <a href="https://example.com/webinar.ics">Add it to your calendar</a>.</p>',
          options: { appendAttribution: false },
        },
        CREDENTIALS.smtp,
      ),
      node('Respond', `${BASE}.respondToWebhook`, 1.1, [6, 0], {
        respondWith: 'json',
        responseBody: '={"registered": true}',
        options: {},
      }),
    ],
    edges: chain(
      'Registration Webhook',
      'Normalize',
      'Upsert Contact',
      'Add to Webinar List',
      'Tag Session',
      'Send Confirmation',
      'Respond',
    ),
  }),

  defineTemplate({
    slug: 'event-attendees-to-mailchimp',
    name: 'Bulk Import Event Attendees into Mailchimp',
    author: AUTHORS.noor,
    description:
      'Back from a trade show with a CSV of badge scans? Run this once: it reads the export, drops ' +
      'rows without consent or a valid email, removes duplicates and subscribes everyone to your ' +
      'Mailchimp audience with an event tag, in batches that respect the API limits.',
    daysAgo: 57,
    nodes: [
      node('When clicking ‘Test workflow’', `${BASE}.manualTrigger`, 1, [0, 0]),
      node('Read Attendee Export', `${BASE}.readWriteFile`, 1, [1, 0], {
        fileSelector: '/data/imports/attendees.csv',
        options: {},
      }),
      node('Parse CSV', `${BASE}.extractFromFile`, 1, [2, 0], { options: { headerRow: true } }),
      node(
        'Consent and Valid Email',
        `${BASE}.filter`,
        2.2,
        [3, 0],
        filterParams(
          [
            { left: '={{ $json.email }}', op: 'regex', right: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$' },
            { left: '={{ $json.marketing_opt_in }}', op: 'equals', right: 'yes' },
          ],
          { looseTypes: true, caseSensitive: false },
        ),
      ),
      node('Remove Duplicates', `${BASE}.removeDuplicates`, 2, [4, 0], {
        compare: 'selectedFields',
        fieldsToCompare: 'email',
        options: {},
      }),
      node('Batches of 50', `${BASE}.splitInBatches`, 3, [5, 0], { batchSize: 50, options: {} }),
      node(
        'Subscribe',
        `${BASE}.mailchimp`,
        1,
        [6, 1],
        {
          list: 'a1b2c3d4e5',
          email: '={{ $json.email }}',
          status: 'subscribed',
          options: { tags: 'expo-2025' },
          mergeFieldsUi: {
            mergeFieldsValues: [{ name: 'FNAME', value: '={{ $json.first_name }}' }],
          },
        },
        CREDENTIALS.mailchimp,
      ),
      node('Pause', `${BASE}.wait`, 1.1, [7, 1], { amount: 2 }),
      sticky(
        'Input',
        'Put the badge-scan export at `/data/imports/attendees.csv` with columns `email, first_name, marketing_opt_in`.',
        [1, -2],
        { height: 160 },
      ),
    ],
    edges: [
      ...chain(
        'When clicking ‘Test workflow’',
        'Read Attendee Export',
        'Parse CSV',
        'Consent and Valid Email',
        'Remove Duplicates',
        'Batches of 50',
      ),
      link('Batches of 50', 'Subscribe', 1),
      ...chain('Subscribe', 'Pause', 'Batches of 50'),
    ],
  }),
];

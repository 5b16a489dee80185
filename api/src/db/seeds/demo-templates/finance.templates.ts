import { AUTHORS } from './authors';
import {
  asNumber,
  CREDENTIALS,
  fromList,
  ifParams,
  setFields,
  switchParams,
} from './parameter-helpers';
import { BASE, chain, defineTemplate, link, node, type DemoTemplate } from './workflow-builder';

/** Payments, bookkeeping and receivables with Stripe, QuickBooks and Xero. */
export const FINANCE_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'stripe-to-quickbooks',
    name: 'Stripe Payments to QuickBooks Invoices',
    author: AUTHORS.priya,
    description:
      'Keep the books in step with Stripe. Every successful charge finds or creates the matching ' +
      'QuickBooks Online customer, records an invoice for the amount and applies the payment, so ' +
      'your accountant no longer reconciles CSV exports at month end.',
    daysAgo: 218,
    document: true,
    nodes: [
      node(
        'Stripe Trigger',
        `${BASE}.stripeTrigger`,
        1,
        [0, 1],
        { events: ['charge.succeeded'] },
        CREDENTIALS.stripe,
      ),
      node(
        'Get Stripe Customer',
        `${BASE}.stripe`,
        1,
        [1, 1],
        {
          resource: 'customer',
          operation: 'get',
          customerId: '={{ $json.data.object.customer }}',
        },
        CREDENTIALS.stripe,
      ),
      node(
        'Find QuickBooks Customer',
        `${BASE}.quickbooks`,
        1,
        [2, 1],
        {
          resource: 'customer',
          operation: 'getAll',
          limit: 1,
          filters: { query: "=WHERE PrimaryEmailAddr = '{{ $json.email }}'" },
        },
        CREDENTIALS.quickbooks,
      ),
      node(
        'Customer Exists?',
        `${BASE}.if`,
        2.2,
        [3, 1],
        ifParams([{ left: '={{ $json.Id }}', op: 'exists' }]),
      ),
      node(
        'Create QuickBooks Customer',
        `${BASE}.quickbooks`,
        1,
        [4, 2],
        {
          resource: 'customer',
          operation: 'create',
          displayName:
            "={{ $('Get Stripe Customer').item.json.name || $('Get Stripe Customer').item.json.email }}",
          additionalFields: { PrimaryEmailAddr: "={{ $('Get Stripe Customer').item.json.email }}" },
        },
        CREDENTIALS.quickbooks,
      ),
      node(
        'Create Invoice',
        `${BASE}.quickbooks`,
        1,
        [5, 1],
        {
          resource: 'invoice',
          operation: 'create',
          CustomerRef: '={{ $json.Id }}',
          Line: [
            {
              DetailType: 'SalesItemLineDetail',
              Amount: "={{ $('Stripe Trigger').item.json.data.object.amount / 100 }}",
              Description:
                "={{ $('Stripe Trigger').item.json.data.object.description || 'Stripe payment' }}",
              itemId: '1',
            },
          ],
          additionalFields: { DocNumber: "={{ $('Stripe Trigger').item.json.data.object.id }}" },
        },
        CREDENTIALS.quickbooks,
      ),
      node(
        'Record Payment',
        `${BASE}.quickbooks`,
        1,
        [6, 1],
        {
          resource: 'payment',
          operation: 'create',
          CustomerRef: '={{ $json.CustomerRef.value }}',
          TotalAmt: '={{ $json.TotalAmt }}',
          additionalFields: {},
        },
        CREDENTIALS.quickbooks,
      ),
    ],
    edges: [
      ...chain(
        'Stripe Trigger',
        'Get Stripe Customer',
        'Find QuickBooks Customer',
        'Customer Exists?',
        'Create Invoice',
        'Record Payment',
      ),
      link('Customer Exists?', 'Create QuickBooks Customer', 1),
      ...chain('Create QuickBooks Customer', 'Create Invoice'),
    ],
  }),

  defineTemplate({
    slug: 'xero-overdue-reminders',
    name: 'Tiered Overdue Invoice Reminders from Xero',
    author: AUTHORS.mara,
    description:
      'Chase late payments politely and consistently. Each weekday the workflow finds overdue ' +
      'Xero invoices, looks up the contact and sends a reminder whose tone matches how late it is: ' +
      'a gentle nudge at 7 days, a firm note at 30 and a final notice at 60.',
    daysAgo: 171,
    nodes: [
      node('Weekdays at 10am', `${BASE}.scheduleTrigger`, 1.2, [0, 1], {
        rule: { interval: [{ field: 'cronExpression', expression: '0 10 * * 1-5' }] },
      }),
      node(
        'Get Unpaid Invoices',
        `${BASE}.xero`,
        1,
        [1, 1],
        {
          resource: 'invoice',
          operation: 'getAll',
          organizationId: 'a1b2c3d4-0000-4000-8000-000000000001',
          returnAll: true,
          options: { statuses: ['AUTHORISED'], where: 'Type=="ACCREC"&&AmountDue>0' },
        },
        CREDENTIALS.xero,
      ),
      node(
        'Days Overdue',
        `${BASE}.set`,
        3.4,
        [2, 1],
        setFields(
          {
            daysOverdue: asNumber(
              '={{ Math.floor(($now.toMillis() - DateTime.fromISO($json.DueDateString).toMillis()) / 86400000) }}',
            ),
          },
          true,
        ),
      ),
      node(
        'Get Contact',
        `${BASE}.xero`,
        1,
        [3, 1],
        {
          resource: 'contact',
          operation: 'get',
          organizationId: 'a1b2c3d4-0000-4000-8000-000000000001',
          contactId: '={{ $json.Contact.ContactID }}',
        },
        CREDENTIALS.xero,
      ),
      node(
        'Pick Tier',
        `${BASE}.switch`,
        3.2,
        [4, 1],
        switchParams([
          {
            output: 'Final',
            check: { left: "={{ $('Days Overdue').item.json.daysOverdue }}", op: 'gte', right: 60 },
          },
          {
            output: 'Firm',
            check: { left: "={{ $('Days Overdue').item.json.daysOverdue }}", op: 'gte', right: 30 },
          },
          {
            output: 'Gentle',
            check: {
              left: "={{ $('Days Overdue').item.json.daysOverdue }}",
              op: 'equals',
              right: 7,
            },
          },
        ]),
      ),
      node(
        'Final Notice',
        `${BASE}.set`,
        3.4,
        [5, 0],
        setFields(
          {
            subject: "=Final notice: invoice {{ $('Days Overdue').item.json.InvoiceNumber }}",
            tone: 'final',
          },
          true,
        ),
      ),
      node(
        'Firm Reminder',
        `${BASE}.set`,
        3.4,
        [5, 1],
        setFields(
          {
            subject: "=Invoice {{ $('Days Overdue').item.json.InvoiceNumber }} is 30 days overdue",
            tone: 'firm',
          },
          true,
        ),
      ),
      node(
        'Gentle Nudge',
        `${BASE}.set`,
        3.4,
        [5, 2],
        setFields(
          {
            subject: "=Friendly reminder: invoice {{ $('Days Overdue').item.json.InvoiceNumber }}",
            tone: 'gentle',
          },
          true,
        ),
      ),
      node(
        'Send Reminder',
        `${BASE}.gmail`,
        2.1,
        [6, 1],
        {
          sendTo: '={{ $json.EmailAddress }}',
          subject: '={{ $json.subject }}',
          emailType: 'text',
          message:
            "=Hello {{ $json.Name }},\n\nOur records show invoice {{ $('Days Overdue').item.json.InvoiceNumber }} for {{ $('Days Overdue').item.json.CurrencyCode }} {{ $('Days Overdue').item.json.AmountDue }} was due on {{ $('Days Overdue').item.json.DueDateString.slice(0, 10) }}.\n{{ $json.tone === 'final' ? 'Please settle it within 7 days to avoid a pause in service.' : 'If you have already paid, thank you and please ignore this email.' }}\n\nAccounts team",
          options: { appendAttribution: false, bccList: 'accounts@example.com' },
        },
        CREDENTIALS.gmail,
      ),
    ],
    edges: [
      ...chain(
        'Weekdays at 10am',
        'Get Unpaid Invoices',
        'Days Overdue',
        'Get Contact',
        'Pick Tier',
      ),
      link('Pick Tier', 'Final Notice', 0),
      link('Pick Tier', 'Firm Reminder', 1),
      link('Pick Tier', 'Gentle Nudge', 2),
      ...chain('Final Notice', 'Send Reminder'),
      ...chain('Firm Reminder', 'Send Reminder'),
      ...chain('Gentle Nudge', 'Send Reminder'),
    ],
  }),

  defineTemplate({
    slug: 'stripe-payout-notifications',
    name: 'Stripe Payout Notifications in Slack',
    author: AUTHORS.jonas,
    description:
      'Know when money actually hits the bank. When Stripe marks a payout as paid, the workflow ' +
      'posts the amount, arrival date and remaining available balance to #finance.',
    daysAgo: 3,
    nodes: [
      node(
        'Stripe Trigger',
        `${BASE}.stripeTrigger`,
        1,
        [0, 0],
        { events: ['payout.paid'] },
        CREDENTIALS.stripe,
      ),
      node('Get Balance', `${BASE}.stripe`, 1, [1, 0], { resource: 'balance' }, CREDENTIALS.stripe),
      node(
        'Format Amounts',
        `${BASE}.set`,
        3.4,
        [2, 0],
        setFields({
          payout:
            "={{ ($('Stripe Trigger').item.json.data.object.amount / 100).toFixed(2) }} {{ $('Stripe Trigger').item.json.data.object.currency.toUpperCase() }}",
          arrival:
            "={{ DateTime.fromSeconds($('Stripe Trigger').item.json.data.object.arrival_date).toFormat('d LLL yyyy') }}",
          available:
            '={{ ($json.available[0].amount / 100).toFixed(2) }} {{ $json.available[0].currency.toUpperCase() }}',
        }),
      ),
      node(
        'Post to #finance',
        `${BASE}.slack`,
        2.2,
        [3, 0],
        {
          select: 'channel',
          channelId: fromList('C09FINANCE', '#finance'),
          text: '=:bank: Stripe payout of *{{ $json.payout }}* arrived on {{ $json.arrival }}. Available balance now {{ $json.available }}.',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain('Stripe Trigger', 'Get Balance', 'Format Amounts', 'Post to #finance'),
  }),
];

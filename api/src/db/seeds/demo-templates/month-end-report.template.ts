import { AUTHORS } from './authors';
import { CREDENTIALS, filterParams, fromList, setFields } from './parameter-helpers';
import {
  BASE,
  chain,
  defineTemplate,
  link,
  node,
  sticky,
  type DemoTemplate,
} from './workflow-builder';

/** Month-end figures from Stripe and QuickBooks, charted, archived and mailed. */
export const MONTH_END_REPORT_TEMPLATE: DemoTemplate = defineTemplate({
  slug: 'month-end-revenue-report',
  name: 'Month-End Revenue and Expense Report from Stripe and QuickBooks',
  author: AUTHORS.team,
  description:
    "Close the month with one email. On the 1st the workflow pulls last month's Stripe charges " +
    'and refunds plus QuickBooks invoices and expenses, computes revenue, refunds, spend and ' +
    'margin, renders a chart and an HTML summary, archives it to Google Drive, appends the ' +
    'figures to your KPI sheet and sends it to the founders with a Slack heads-up.',
  daysAgo: 254,
  document: true,
  nodes: [
    node('1st of the Month', `${BASE}.scheduleTrigger`, 1.2, [0, 2], {
      rule: { interval: [{ field: 'months', triggerAtDayOfMonth: 1, triggerAtHour: 6 }] },
    }),
    node(
      'Reporting Period',
      `${BASE}.set`,
      3.4,
      [1, 2],
      setFields({
        from: "={{ $now.minus({ months: 1 }).startOf('month').toISODate() }}",
        to: "={{ $now.minus({ months: 1 }).endOf('month').toISODate() }}",
        label: "={{ $now.minus({ months: 1 }).toFormat('LLLL yyyy') }}",
      }),
    ),
    node(
      'Stripe Charges',
      `${BASE}.stripe`,
      1,
      [2, 0],
      {
        resource: 'charge',
        operation: 'getAll',
        returnAll: true,
      },
      CREDENTIALS.stripe,
    ),
    node(
      'Stripe Balance',
      `${BASE}.stripe`,
      1,
      [2, 1],
      { resource: 'balance' },
      CREDENTIALS.stripe,
    ),
    node(
      'QuickBooks Invoices',
      `${BASE}.quickbooks`,
      1,
      [2, 3],
      {
        resource: 'invoice',
        operation: 'getAll',
        returnAll: true,
        filters: {
          query: "=WHERE TxnDate >= '{{ $json.from }}' AND TxnDate <= '{{ $json.to }}'",
        },
      },
      CREDENTIALS.quickbooks,
    ),
    node(
      'QuickBooks Expenses',
      `${BASE}.quickbooks`,
      1,
      [2, 4],
      {
        resource: 'purchase',
        operation: 'getAll',
        returnAll: true,
        filters: {
          query: "=WHERE TxnDate >= '{{ $json.from }}' AND TxnDate <= '{{ $json.to }}'",
        },
      },
      CREDENTIALS.quickbooks,
    ),
    node(
      'Charges in Period',
      `${BASE}.filter`,
      2.2,
      [3, 0],
      filterParams([
        {
          left: '={{ DateTime.fromSeconds($json.created).toISODate() }}',
          op: 'afterOrEquals',
          right: "={{ $('Reporting Period').item.json.from }}",
          type: 'dateTime',
        },
      ]),
    ),
    node('Sum Stripe', `${BASE}.summarize`, 1, [4, 0], {
      fieldsToSummarize: {
        values: [
          { aggregation: 'sum', field: 'amount' },
          { aggregation: 'sum', field: 'amount_refunded' },
        ],
      },
      options: {},
    }),
    node('Sum Invoices', `${BASE}.summarize`, 1, [3, 3], {
      fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'TotalAmt' }] },
      options: {},
    }),
    node('Sum Expenses', `${BASE}.summarize`, 1, [3, 4], {
      fieldsToSummarize: { values: [{ aggregation: 'sum', field: 'TotalAmt' }] },
      options: {},
    }),
    node('Combine Figures', `${BASE}.merge`, 3, [5, 2], { numberInputs: 4 }),
    node('Compute KPIs', `${BASE}.code`, 2, [6, 2], {
      jsCode:
        "const [stripe, balance, invoices, expenses] = $input.all().map((i) => i.json);\nconst revenue = stripe.sum_amount / 100 + invoices.sum_TotalAmt;\nconst refunds = stripe.sum_amount_refunded / 100;\nconst spend = expenses.sum_TotalAmt;\nconst margin = revenue ? ((revenue - refunds - spend) / revenue) * 100 : 0;\nreturn [{ json: { period: $('Reporting Period').first().json.label, revenue, refunds, spend, margin: Math.round(margin * 10) / 10, cash: balance.available[0].amount / 100 } }];",
    }),
    node('Revenue Chart', `${BASE}.quickChart`, 1, [7, 1], {
      chartType: 'bar',
      labelsMode: 'array',
      labelsArray: '["Revenue", "Refunds", "Spend"]',
      data: '={{ [$json.revenue, $json.refunds, $json.spend] }}',
      output: 'chart',
      chartOptions: { format: 'png', width: 800, height: 400 },
    }),
    node('HTML Summary', `${BASE}.html`, 1.2, [7, 2], {
      html: '<h2>{{ $json.period }} at a glance</h2>\n<table>\n<tr><td>Revenue</td><td>${{ $json.revenue.toFixed(2) }}</td></tr>\n<tr><td>Refunds</td><td>${{ $json.refunds.toFixed(2) }}</td></tr>\n<tr><td>Spend</td><td>${{ $json.spend.toFixed(2) }}</td></tr>\n<tr><td>Margin</td><td>{{ $json.margin }}%</td></tr>\n<tr><td>Cash in Stripe</td><td>${{ $json.cash.toFixed(2) }}</td></tr>\n</table>',
    }),
    node(
      'Archive Chart to Drive',
      `${BASE}.googleDrive`,
      3,
      [8, 1],
      {
        name: "=revenue-{{ $('Reporting Period').item.json.from.slice(0, 7) }}.png",
        driveId: fromList('My Drive', 'My Drive'),
        folderId: fromList('1FinanceReportsFolder', 'Finance reports'),
        options: {},
      },
      CREDENTIALS.googleDrive,
    ),
    node(
      'Append KPI Row',
      `${BASE}.googleSheets`,
      4.5,
      [8, 3],
      {
        operation: 'append',
        documentId: fromList('1KpiSheet', 'Company KPIs'),
        sheetName: fromList('gid=0', 'Monthly'),
        columns: { mappingMode: 'autoMapInputData', value: {} },
        options: {},
      },
      CREDENTIALS.googleSheets,
    ),
    node(
      'Email Founders',
      `${BASE}.gmail`,
      2.1,
      [8, 2],
      {
        sendTo: 'founders@example.com',
        subject: "=Month-end report: {{ $('Compute KPIs').item.json.period }}",
        message: '={{ $json.html }}',
        options: { appendAttribution: false },
      },
      CREDENTIALS.gmail,
    ),
    node(
      'Slack Heads-up',
      `${BASE}.slack`,
      2.2,
      [9, 2],
      {
        select: 'channel',
        channelId: fromList('C09FINANCE', '#finance'),
        text: "=:ledger: {{ $('Compute KPIs').item.json.period }} closed: revenue ${{ $('Compute KPIs').item.json.revenue.toFixed(0) }}, margin {{ $('Compute KPIs').item.json.margin }}%. Full report in your inbox.",
        otherOptions: {},
      },
      CREDENTIALS.slack,
    ),
    sticky(
      'Currencies',
      'Assumes Stripe and QuickBooks both report in USD. Add a conversion step before **Compute KPIs** if you sell in several currencies.',
      [5, 0],
      { height: 160 },
    ),
  ],
  edges: [
    ...chain('1st of the Month', 'Reporting Period'),
    ...chain('Reporting Period', 'Stripe Charges', 'Charges in Period', 'Sum Stripe'),
    ...chain('Reporting Period', 'Stripe Balance'),
    ...chain('Reporting Period', 'QuickBooks Invoices', 'Sum Invoices'),
    ...chain('Reporting Period', 'QuickBooks Expenses', 'Sum Expenses'),
    link('Sum Stripe', 'Combine Figures', 0, 0),
    link('Stripe Balance', 'Combine Figures', 0, 1),
    link('Sum Invoices', 'Combine Figures', 0, 2),
    link('Sum Expenses', 'Combine Figures', 0, 3),
    ...chain('Combine Figures', 'Compute KPIs'),
    ...chain('Compute KPIs', 'Revenue Chart', 'Archive Chart to Drive'),
    ...chain('Compute KPIs', 'HTML Summary', 'Email Founders', 'Slack Heads-up'),
    ...chain('Compute KPIs', 'Append KPI Row'),
  ],
});

import { AUTHORS } from './authors';
import { credential, CREDENTIALS, fromList, ifParams, setFields } from './parameter-helpers';
import { BASE, chain, defineTemplate, link, node, type DemoTemplate } from './workflow-builder';

/** A nightly ETL job with validation, quarantine, archive and audit log. */
export const NIGHTLY_ETL_TEMPLATE: DemoTemplate = defineTemplate({
  slug: 'nightly-etl-to-postgres',
  name: 'Nightly ETL from REST APIs into a Postgres Warehouse',
  author: AUTHORS.team,
  description:
    'A production-grade extract-transform-load job you can read in one screen. Orders, ' +
    'customers and products are pulled from your back-office API, joined into one fact row per ' +
    'order line and validated. Good rows are upserted into the warehouse and a materialized ' +
    'view is refreshed; bad rows are quarantined with the reason and reported in Slack. The raw ' +
    'extract is archived to S3 and every run writes an audit record.',
  daysAgo: 29,
  document: true,
  nodes: [
    node('Every Night at 3am', `${BASE}.scheduleTrigger`, 1.2, [0, 2], {
      rule: { interval: [{ triggerAtHour: 3 }] },
    }),
    node(
      'Run Window',
      `${BASE}.set`,
      3.4,
      [1, 2],
      setFields({
        since: "={{ $now.minus({ days: 1 }).startOf('day').toISO() }}",
        runId: '={{ $execution.id }}',
      }),
    ),
    node(
      'Fetch Orders',
      `${BASE}.httpRequest`,
      4.2,
      [2, 0],
      {
        url: 'https://backoffice.example.com/api/v2/orders',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        sendQuery: true,
        queryParameters: { parameters: [{ name: 'updated_since', value: '={{ $json.since }}' }] },
        options: {
          pagination: {
            pagination: {
              parameters: { parameters: [{ name: 'page', value: '={{ $pageCount + 1 }}' }] },
              paginationCompleteWhen: 'receiveSpecificStatusCodes',
              statusCodesWhenComplete: '204',
            },
          },
        },
      },
      credential('httpHeaderAuth', 'Back-office API'),
    ),
    node(
      'Fetch Customers',
      `${BASE}.httpRequest`,
      4.2,
      [2, 2],
      {
        url: 'https://backoffice.example.com/api/v2/customers',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        options: {},
      },
      credential('httpHeaderAuth', 'Back-office API'),
    ),
    node(
      'Fetch Products',
      `${BASE}.httpRequest`,
      4.2,
      [2, 4],
      {
        url: 'https://backoffice.example.com/api/v2/products',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        options: {},
      },
      credential('httpHeaderAuth', 'Back-office API'),
    ),
    node('Order Lines', `${BASE}.splitOut`, 1, [3, 0], {
      fieldToSplitOut: 'lines',
      include: 'allOtherFields',
      options: {},
    }),
    node('Customers', `${BASE}.splitOut`, 1, [3, 2], { fieldToSplitOut: 'data', options: {} }),
    node('Products', `${BASE}.splitOut`, 1, [3, 4], { fieldToSplitOut: 'data', options: {} }),
    node('Join Customers', `${BASE}.merge`, 3, [4, 1], {
      mode: 'combine',
      fieldsToMatchString: 'customer_id, id',
      joinMode: 'enrichInput1',
      options: {},
    }),
    node('Join Products', `${BASE}.merge`, 3, [5, 2], {
      mode: 'combine',
      fieldsToMatchString: 'lines.product_id, id',
      joinMode: 'enrichInput1',
      options: {},
    }),
    node('Validate Fact Rows', `${BASE}.code`, 2, [6, 2], {
      mode: 'runOnceForEachItem',
      jsCode:
        "const r = $json;\nconst reasons = [];\nif (!r.customer_id) reasons.push('no customer');\nif (!(r.lines.quantity > 0)) reasons.push('quantity <= 0');\nif (r.lines.unit_price_cents == null) reasons.push('no price');\nreturn { json: { order_id: r.id, line_no: r.lines.line_no, customer_id: r.customer_id, country: r.country, sku: r.sku, quantity: r.lines.quantity, revenue_cents: r.lines.quantity * r.lines.unit_price_cents, ordered_at: r.created_at, reasons } };",
    }),
    node(
      'Bad Row?',
      `${BASE}.if`,
      2.2,
      [7, 2],
      ifParams([{ left: '={{ $json.reasons.length }}', op: 'gt', right: 0 }]),
    ),
    node(
      'Quarantine Bad Rows',
      `${BASE}.postgres`,
      2.5,
      [8, 3],
      {
        schema: fromList('etl', 'etl'),
        table: fromList('quarantine', 'quarantine'),
        columns: {
          mappingMode: 'defineBelow',
          value: {
            run_id: "={{ $('Run Window').item.json.runId }}",
            payload: '={{ JSON.stringify($json) }}',
            reasons: "={{ $json.reasons.join(', ') }}",
          },
        },
        options: {},
      },
      CREDENTIALS.postgres,
    ),
    node(
      'Report Bad Rows',
      `${BASE}.slack`,
      2.2,
      [9, 3],
      {
        select: 'channel',
        channelId: fromList('C12DATA', '#data-quality'),
        text: "=:warning: Nightly ETL quarantined {{ $input.all().length }} rows (run {{ $('Run Window').item.json.runId }}).",
        otherOptions: {},
      },
      CREDENTIALS.slack,
    ),
    node(
      'Upsert Fact Table',
      `${BASE}.postgres`,
      2.5,
      [8, 1],
      {
        operation: 'upsert',
        schema: fromList('warehouse', 'warehouse'),
        table: fromList('fact_order_lines', 'fact_order_lines'),
        columns: {
          mappingMode: 'autoMapInputData',
          value: {},
          matchingColumns: ['order_id', 'line_no'],
        },
        options: {},
      },
      CREDENTIALS.postgres,
    ),
    node(
      'Refresh Revenue View',
      `${BASE}.postgres`,
      2.5,
      [9, 1],
      {
        operation: 'executeQuery',
        query: 'REFRESH MATERIALIZED VIEW CONCURRENTLY warehouse.daily_revenue;',
        options: {},
      },
      CREDENTIALS.postgres,
      { executeOnce: true },
    ),
    node(
      'Write Run Log',
      `${BASE}.postgres`,
      2.5,
      [10, 1],
      {
        schema: fromList('etl', 'etl'),
        table: fromList('runs', 'runs'),
        columns: {
          mappingMode: 'defineBelow',
          value: {
            run_id: "={{ $('Run Window').item.json.runId }}",
            finished_at: '={{ $now.toISO() }}',
            rows_loaded: "={{ $('Upsert Fact Table').all().length }}",
          },
        },
        options: {},
      },
      CREDENTIALS.postgres,
    ),
    node('Raw Extract as JSON', `${BASE}.convertToFile`, 1.1, [3, -1], {
      operation: 'toJson',
      options: { fileName: '=orders-{{ $now.toISODate() }}.json' },
    }),
    node(
      'Archive Raw Extract to S3',
      `${BASE}.awsS3`,
      2,
      [4, -1],
      {
        operation: 'upload',
        bucketName: 'acme-data-lake',
        fileName: '=raw/orders/{{ $now.toISODate() }}.json',
        additionalFields: { storageClass: 'standardIa' },
      },
      CREDENTIALS.aws,
    ),
  ],
  edges: [
    ...chain('Every Night at 3am', 'Run Window'),
    ...chain('Run Window', 'Fetch Orders', 'Order Lines'),
    ...chain('Run Window', 'Fetch Customers', 'Customers'),
    ...chain('Run Window', 'Fetch Products', 'Products'),
    ...chain('Fetch Orders', 'Raw Extract as JSON', 'Archive Raw Extract to S3'),
    link('Order Lines', 'Join Customers', 0, 0),
    link('Customers', 'Join Customers', 0, 1),
    link('Join Customers', 'Join Products', 0, 0),
    link('Products', 'Join Products', 0, 1),
    ...chain(
      'Join Products',
      'Validate Fact Rows',
      'Bad Row?',
      'Quarantine Bad Rows',
      'Report Bad Rows',
    ),
    link('Bad Row?', 'Upsert Fact Table', 1),
    ...chain('Upsert Fact Table', 'Refresh Revenue View', 'Write Run Log'),
  ],
});

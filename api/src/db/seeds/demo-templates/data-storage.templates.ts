import { AUTHORS } from './authors';
import { CREDENTIALS, fromList, ifParams } from './parameter-helpers';
import { BASE, chain, defineTemplate, link, node, type DemoTemplate } from './workflow-builder';

/** Moving, syncing and loading data between databases, sheets and files. */
export const DATA_STORAGE_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'postgres-report-to-sheets',
    name: 'Nightly Postgres Report to Google Sheets',
    author: AUTHORS.aiko,
    description:
      'Give the business a spreadsheet that is always fresh without giving them database access. ' +
      'Every night a SQL query of your choice runs against Postgres, the target sheet is cleared ' +
      "and refilled, and the whole team sees yesterday's numbers in the morning.",
    daysAgo: 290,
    nodes: [
      node('Every Night at 1am', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ triggerAtHour: 1 }] },
      }),
      node(
        'Run Report Query',
        `${BASE}.postgres`,
        2.5,
        [1, 0],
        {
          operation: 'executeQuery',
          query:
            "SELECT date_trunc('day', created_at)::date AS day, plan, count(*) AS signups, sum(mrr_cents) / 100.0 AS new_mrr\nFROM accounts\nWHERE created_at >= now() - interval '90 days'\nGROUP BY 1, 2\nORDER BY 1 DESC, 2;",
          options: {},
        },
        CREDENTIALS.postgres,
      ),
      node(
        'Clear Sheet',
        `${BASE}.googleSheets`,
        4.5,
        [2, 0],
        {
          operation: 'clear',
          documentId: fromList('1SignupsReportSheet', 'Signups report'),
          sheetName: fromList('gid=0', 'Last 90 days'),
          keepFirstRow: true,
        },
        CREDENTIALS.googleSheets,
        { executeOnce: true },
      ),
      node(
        'Append Rows',
        `${BASE}.googleSheets`,
        4.5,
        [3, 0],
        {
          operation: 'append',
          documentId: fromList('1SignupsReportSheet', 'Signups report'),
          sheetName: fromList('gid=0', 'Last 90 days'),
          columns: { mappingMode: 'autoMapInputData', value: {} },
          options: {},
        },
        CREDENTIALS.googleSheets,
      ),
    ],
    edges: [
      ...chain('Every Night at 1am', 'Run Report Query', 'Clear Sheet'),
      link('Run Report Query', 'Append Rows'),
    ],
  }),

  defineTemplate({
    slug: 'csv-upload-to-postgres',
    name: 'CSV Upload API into Postgres with Validation',
    author: AUTHORS.lucas,
    description:
      'A tiny import API for partners and internal tools. POST a CSV file, the rows are parsed and ' +
      'validated (required columns, numeric amounts, ISO dates), good files are inserted into ' +
      'Postgres in one go, and bad files are refused with a 422 listing every problem by line.',
    daysAgo: 152,
    document: true,
    nodes: [
      node('Upload Webhook', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'imports/transactions',
        responseMode: 'responseNode',
        options: { binaryPropertyName: 'file' },
      }),
      node('Parse CSV', `${BASE}.extractFromFile`, 1, [1, 0], {
        binaryPropertyName: 'file',
        options: { headerRow: true },
      }),
      node('Validate Rows', `${BASE}.code`, 2, [2, 0], {
        jsCode:
          "const problems = [];\nconst rows = $input.all().map((item, i) => {\n  const r = item.json;\n  if (!r.reference) problems.push(`line ${i + 2}: reference is missing`);\n  if (isNaN(Number(r.amount))) problems.push(`line ${i + 2}: amount is not a number`);\n  if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(r.date ?? '')) problems.push(`line ${i + 2}: date must be YYYY-MM-DD`);\n  return { reference: r.reference, amount: Number(r.amount), booked_on: r.date };\n});\nreturn problems.length ? [{ json: { problems } }] : rows.map((json) => ({ json }));",
      }),
      node(
        'Has Problems?',
        `${BASE}.if`,
        2.2,
        [3, 0],
        ifParams([{ left: '={{ $json.problems }}', op: 'exists', type: 'array' }]),
      ),
      node(
        'Insert Rows',
        `${BASE}.postgres`,
        2.5,
        [4, 1],
        {
          schema: fromList('public', 'public'),
          table: fromList('transactions', 'transactions'),
          columns: { mappingMode: 'autoMapInputData', value: {} },
          options: {},
        },
        CREDENTIALS.postgres,
      ),
      node('Respond Imported', `${BASE}.respondToWebhook`, 1.1, [5, 1], {
        respondWith: 'json',
        responseBody: '={"imported": {{ $input.all().length }} }',
        options: { responseCode: 201 },
      }),
      node('Respond Problems', `${BASE}.respondToWebhook`, 1.1, [4, -1], {
        respondWith: 'json',
        responseBody: '={{ { "error": "validation_failed", "problems": $json.problems } }}',
        options: { responseCode: 422 },
      }),
    ],
    edges: [
      ...chain('Upload Webhook', 'Parse CSV', 'Validate Rows', 'Has Problems?', 'Respond Problems'),
      link('Has Problems?', 'Insert Rows', 1),
      ...chain('Insert Rows', 'Respond Imported'),
    ],
  }),

  defineTemplate({
    slug: 'airtable-postgres-sync',
    name: 'Hourly Sync from Airtable to Postgres',
    author: AUTHORS.priya,
    description:
      'Let the ops team keep editing Airtable while your app reads from Postgres. Every hour both ' +
      'sides are compared by record id: new Airtable records are inserted, changed ones updated ' +
      'and records deleted in Airtable are soft-deleted in the database.',
    daysAgo: 71,
    nodes: [
      node('Every Hour', `${BASE}.scheduleTrigger`, 1.2, [0, 1], {
        rule: { interval: [{ field: 'hours' }] },
      }),
      node(
        'Get Airtable Records',
        `${BASE}.airtable`,
        2.1,
        [1, 0],
        {
          operation: 'search',
          base: fromList('appOpsBase00001', 'Operations'),
          table: fromList('tblSuppliers001', 'Suppliers'),
          returnAll: true,
          options: { fields: ['Name', 'Country', 'Contact email', 'Active'] },
        },
        CREDENTIALS.airtable,
      ),
      node(
        'Get Database Rows',
        `${BASE}.postgres`,
        2.5,
        [1, 2],
        {
          operation: 'select',
          schema: fromList('public', 'public'),
          table: fromList('suppliers', 'suppliers'),
          returnAll: true,
          where: { values: [{ column: 'deleted_at', condition: 'IS NULL' }] },
          options: {},
        },
        CREDENTIALS.postgres,
      ),
      node('Compare Datasets', `${BASE}.compareDatasets`, 2.3, [2, 1], {
        mergeByFields: { values: [{ field1: 'id', field2: 'airtable_id' }] },
        options: { skipFields: 'createdTime,updated_at' },
      }),
      node(
        'Insert New',
        `${BASE}.postgres`,
        2.5,
        [3, 0],
        {
          schema: fromList('public', 'public'),
          table: fromList('suppliers', 'suppliers'),
          columns: {
            mappingMode: 'defineBelow',
            value: {
              airtable_id: '={{ $json.id }}',
              name: '={{ $json.Name }}',
              country: '={{ $json.Country }}',
              email: "={{ $json['Contact email'] }}",
            },
          },
          options: {},
        },
        CREDENTIALS.postgres,
      ),
      node(
        'Update Changed',
        `${BASE}.postgres`,
        2.5,
        [3, 1],
        {
          operation: 'update',
          schema: fromList('public', 'public'),
          table: fromList('suppliers', 'suppliers'),
          columns: {
            mappingMode: 'defineBelow',
            value: {
              airtable_id: '={{ $json.different.id.inputA }}',
              name: '={{ $json.different.Name?.inputA }}',
              updated_at: '={{ $now.toISO() }}',
            },
            matchingColumns: ['airtable_id'],
          },
          options: {},
        },
        CREDENTIALS.postgres,
      ),
      node(
        'Soft-delete Removed',
        `${BASE}.postgres`,
        2.5,
        [3, 2],
        {
          operation: 'executeQuery',
          query: 'UPDATE suppliers SET deleted_at = now() WHERE airtable_id = $1',
          options: { queryReplacement: '={{ $json.airtable_id }}' },
        },
        CREDENTIALS.postgres,
      ),
    ],
    edges: [
      ...chain('Every Hour', 'Get Airtable Records'),
      ...chain('Every Hour', 'Get Database Rows'),
      link('Get Airtable Records', 'Compare Datasets', 0, 0),
      link('Get Database Rows', 'Compare Datasets', 0, 1),
      link('Compare Datasets', 'Insert New', 0),
      link('Compare Datasets', 'Update Changed', 2),
      link('Compare Datasets', 'Soft-delete Removed', 3),
    ],
  }),

  defineTemplate({
    slug: 'mysql-to-bigquery-migration',
    name: 'Page-by-Page Migration from MySQL to BigQuery',
    author: AUTHORS.team,
    description:
      'Move a large MySQL table into BigQuery without timeouts or memory spikes. The workflow ' +
      'counts the rows, plans pages of 5,000, and loops: read a page, stream it into BigQuery, ' +
      'repeat, so a multi-million row table migrates safely in one click.',
    daysAgo: 186,
    nodes: [
      node('When clicking ‘Test workflow’', `${BASE}.manualTrigger`, 1, [0, 0]),
      node(
        'Count Rows',
        `${BASE}.mySql`,
        2.4,
        [1, 0],
        { operation: 'executeQuery', query: 'SELECT COUNT(*) AS total FROM orders;', options: {} },
        CREDENTIALS.mySql,
      ),
      node('Plan Pages', `${BASE}.code`, 2, [2, 0], {
        jsCode:
          'const pageSize = 5000;\nconst total = $json.total;\nreturn Array.from({ length: Math.ceil(total / pageSize) }, (_, page) => ({ json: { offset: page * pageSize, limit: pageSize } }));',
      }),
      node('Loop Over Pages', `${BASE}.splitInBatches`, 3, [3, 0], { batchSize: 1, options: {} }),
      node(
        'Read Page',
        `${BASE}.mySql`,
        2.4,
        [4, 1],
        {
          operation: 'executeQuery',
          query:
            '=SELECT id, customer_id, total_cents, status, created_at FROM orders ORDER BY id LIMIT {{ $json.limit }} OFFSET {{ $json.offset }};',
          options: {},
        },
        CREDENTIALS.mySql,
      ),
      node(
        'Insert into BigQuery',
        `${BASE}.googleBigQuery`,
        2.1,
        [5, 1],
        {
          operation: 'insert',
          projectId: fromList('acme-analytics', 'acme-analytics'),
          datasetId: fromList('shop', 'shop'),
          tableId: fromList('orders', 'orders'),
          dataMode: 'autoMap',
          options: { batchSize: 500 },
        },
        CREDENTIALS.bigQuery,
      ),
      node('Migration Done', `${BASE}.noOp`, 1, [4, -1]),
    ],
    edges: [
      ...chain(
        'When clicking ‘Test workflow’',
        'Count Rows',
        'Plan Pages',
        'Loop Over Pages',
        'Migration Done',
      ),
      link('Loop Over Pages', 'Read Page', 1),
      ...chain('Read Page', 'Insert into BigQuery', 'Loop Over Pages'),
    ],
  }),
];

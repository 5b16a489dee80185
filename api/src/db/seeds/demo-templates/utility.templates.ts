import { AUTHORS } from './authors';
import {
  asBoolean,
  asNumber,
  asObject,
  filterParams,
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

/** Building blocks made only of n8n's core nodes: small APIs, helpers and sub-workflows. */
export const UTILITY_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'timezone-meeting-planner-api',
    name: 'Time Zone Meeting Planner API',
    author: AUTHORS.aiko,
    description:
      'A tiny API for distributed teams. Call it with a meeting time, its time zone and a list of ' +
      'other zones, and get back the local time in each place and whether it falls inside working ' +
      'hours, ready for a Slack bot or an internal tool.',
    daysAgo: 59,
    nodes: [
      node('Webhook', `${BASE}.webhook`, 2, [0, 0], {
        path: 'meeting-planner',
        responseMode: 'responseNode',
        options: {},
      }),
      node('Parse Query', `${BASE}.set`, 3.4, [1, 0], {
        mode: 'raw',
        jsonOutput:
          '={\n  "time": "{{ $json.query.time }}",\n  "from": "{{ $json.query.from || \'UTC\' }}",\n  "zones": {{ JSON.stringify(($json.query.zones || \'UTC\').split(\',\').map(z => z.trim())) }}\n}',
        options: {},
      }),
      node('One Item per Zone', `${BASE}.splitOut`, 1, [2, 0], {
        fieldToSplitOut: 'zones',
        include: 'allOtherFields',
        options: {},
      }),
      node('Convert Time', `${BASE}.dateTime`, 2, [3, 0], {
        operation: 'formatDate',
        date: '={{ DateTime.fromISO($json.time, { zone: $json.from }).setZone($json.zones).toISO() }}',
        format: 'custom',
        customFormat: 'yyyy-MM-dd HH:mm',
        outputFieldName: 'localTime',
        options: { timezone: '={{ $json.zones }}' },
      }),
      node(
        'Working Hours?',
        `${BASE}.set`,
        3.4,
        [4, 0],
        setFields({
          zone: '={{ $json.zones }}',
          localTime: '={{ $json.localTime }}',
          workingHours: asBoolean(
            '={{ Number($json.localTime.slice(11, 13)) >= 9 && Number($json.localTime.slice(11, 13)) < 18 }}',
          ),
        }),
      ),
      node('Collect', `${BASE}.aggregate`, 1, [5, 0], {
        aggregate: 'aggregateAllItemData',
        destinationFieldName: 'zones',
        options: {},
      }),
      node('Respond', `${BASE}.respondToWebhook`, 1.1, [6, 0], {
        respondWith: 'firstIncomingItem',
        options: {},
      }),
      sticky(
        'Example',
        'GET `/webhook/meeting-planner?time=2025-06-12T15:00&from=Europe/Berlin&zones=America/New_York,Asia/Tokyo`',
        [1, -2],
        { width: 520, height: 140 },
      ),
    ],
    edges: chain(
      'Webhook',
      'Parse Query',
      'One Item per Zone',
      'Convert Time',
      'Working Hours?',
      'Collect',
      'Respond',
    ),
  }),

  defineTemplate({
    slug: 'retry-with-backoff-subworkflow',
    name: 'Reusable HTTP Call with Retries and Exponential Backoff',
    author: AUTHORS.jonas,
    description:
      'Flaky APIs are a fact of life. Call this sub-workflow from any workflow with a URL, method, ' +
      'body and maximum attempts: it retries failed calls with exponential backoff (1 s, 2 s, 4 s ' +
      '...) and returns the response, or stops with a clear error once attempts run out.',
    daysAgo: 190,
    document: true,
    nodes: [
      node('When Called by Another Workflow', `${BASE}.executeWorkflowTrigger`, 1.1, [0, 1], {
        inputSource: 'workflowInputs',
        workflowInputs: {
          values: [
            { name: 'url' },
            { name: 'method' },
            { name: 'body', type: 'object' },
            { name: 'maxAttempts', type: 'number' },
          ],
        },
      }),
      node('Start at Attempt 1', `${BASE}.set`, 3.4, [1, 1], setFields({ attempt: 1 }, true)),
      node('Call Endpoint', `${BASE}.httpRequest`, 4.2, [2, 1], {
        method: "={{ $json.method || 'GET' }}",
        url: '={{ $json.url }}',
        sendBody: '={{ Boolean($json.body) }}',
        specifyBody: 'json',
        jsonBody: '={{ JSON.stringify($json.body || {}) }}',
        options: {
          timeout: 15000,
          response: { response: { fullResponse: true, neverError: true } },
        },
      }),
      node(
        'Succeeded?',
        `${BASE}.if`,
        2.2,
        [3, 1],
        ifParams([{ left: '={{ $json.statusCode }}', op: 'lt', right: 400 }]),
      ),
      node(
        'Return Response',
        `${BASE}.set`,
        3.4,
        [4, 0],
        setFields({
          statusCode: asNumber('={{ $json.statusCode }}'),
          body: asObject('={{ $json.body }}'),
          attempts: asNumber("={{ $('Start at Attempt 1').item.json.attempt }}"),
        }),
      ),
      node(
        'Attempts Left?',
        `${BASE}.if`,
        2.2,
        [4, 2],
        ifParams([
          {
            left: "={{ $('Increment Attempt').isExecuted ? $('Increment Attempt').item.json.attempt : 1 }}",
            op: 'lt',
            right: "={{ $('When Called by Another Workflow').item.json.maxAttempts || 3 }}",
            type: 'number',
          },
        ]),
      ),
      node('Back Off', `${BASE}.wait`, 1.1, [5, 2], {
        amount:
          "={{ 2 ** (($('Increment Attempt').isExecuted ? $('Increment Attempt').item.json.attempt : 1) - 1) }}",
      }),
      node('Increment Attempt', `${BASE}.set`, 3.4, [6, 2], {
        mode: 'raw',
        jsonOutput:
          "={{ JSON.stringify({ ...$('When Called by Another Workflow').item.json, attempt: ($('Increment Attempt').isExecuted ? $('Increment Attempt').item.json.attempt : 1) + 1 }) }}",
        options: {},
      }),
      node('Give Up', `${BASE}.stopAndError`, 1, [5, 3], {
        errorMessage:
          "=Request to {{ $('When Called by Another Workflow').item.json.url }} failed with HTTP {{ $('Call Endpoint').item.json.statusCode }} after all attempts",
      }),
    ],
    edges: [
      ...chain(
        'When Called by Another Workflow',
        'Start at Attempt 1',
        'Call Endpoint',
        'Succeeded?',
        'Return Response',
      ),
      link('Succeeded?', 'Attempts Left?', 1),
      ...chain('Attempts Left?', 'Back Off', 'Increment Attempt', 'Call Endpoint'),
      link('Attempts Left?', 'Give Up', 1),
    ],
  }),

  defineTemplate({
    slug: 'keep-alive-pinger',
    name: 'Keep Free-Tier Apps Awake',
    author: AUTHORS.lucas,
    description:
      'Hobby hosting plans put apps to sleep after a few idle minutes, so the next visitor waits ' +
      'for a cold start. This workflow pings your endpoints every 10 minutes and fails loudly when ' +
      'one stops answering, so your error workflow tells you before your users do.',
    daysAgo: 108,
    nodes: [
      node('Every 10 Minutes', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ field: 'minutes', minutesInterval: 10 }] },
      }),
      node('Endpoints', `${BASE}.set`, 3.4, [1, 0], {
        mode: 'raw',
        jsonOutput:
          '{ "url": ["https://my-side-project.onrender.com/health", "https://demo-api.fly.dev/ping"] }',
        options: {},
      }),
      node('One Item per Endpoint', `${BASE}.splitOut`, 1, [2, 0], {
        fieldToSplitOut: 'url',
        options: {},
      }),
      node('Ping', `${BASE}.httpRequest`, 4.2, [3, 0], {
        url: '={{ $json.url }}',
        options: {
          timeout: 30000,
          response: { response: { fullResponse: true, neverError: true } },
        },
      }),
      node(
        'Not Answering',
        `${BASE}.filter`,
        2.2,
        [4, 0],
        filterParams([{ left: '={{ $json.statusCode }}', op: 'gte', right: 400 }]),
      ),
      node('Fail Loudly', `${BASE}.stopAndError`, 1, [5, 0], {
        errorMessage:
          "={{ $('One Item per Endpoint').item.json.url }} answered HTTP {{ $json.statusCode }}",
      }),
    ],
    edges: chain(
      'Every 10 Minutes',
      'Endpoints',
      'One Item per Endpoint',
      'Ping',
      'Not Answering',
      'Fail Loudly',
    ),
  }),

  defineTemplate({
    slug: 'bulk-image-resizer',
    name: 'Bulk Image Resizer with Watermark and ZIP Download',
    author: AUTHORS.noor,
    description:
      'Prepare a batch of product or blog photos in one click: each image URL is downloaded, ' +
      'resized to 1200 px wide, stamped with a discreet watermark and packed into a single ZIP you ' +
      'can download from the execution.',
    daysAgo: 146,
    nodes: [
      node('When clicking ‘Test workflow’', `${BASE}.manualTrigger`, 1, [0, 0]),
      node('Image URLs', `${BASE}.set`, 3.4, [1, 0], {
        mode: 'raw',
        jsonOutput:
          '{ "url": ["https://images.example.com/photos/desk.jpg", "https://images.example.com/photos/team.jpg", "https://images.example.com/photos/office.jpg"] }',
        options: {},
      }),
      node('One Item per Image', `${BASE}.splitOut`, 1, [2, 0], {
        fieldToSplitOut: 'url',
        options: {},
      }),
      node('Download Image', `${BASE}.httpRequest`, 4.2, [3, 0], {
        url: '={{ $json.url }}',
        options: { response: { response: { responseFormat: 'file' } } },
      }),
      node('Resize to 1200px', `${BASE}.editImage`, 1, [4, 0], {
        operation: 'resize',
        width: 1200,
        height: 1200,
        resizeOption: 'onlyIfLarger',
        options: { format: 'jpeg', quality: 85 },
      }),
      node('Add Watermark', `${BASE}.editImage`, 1, [5, 0], {
        operation: 'text',
        text: '© Example Studio',
        fontSize: 28,
        fontColor: '#ffffffaa',
        positionX: 40,
        positionY: 40,
        options: {},
      }),
      node('Combine Files', `${BASE}.aggregate`, 1, [6, 0], {
        aggregate: 'aggregateAllItemData',
        options: { includeBinaries: true },
      }),
      node('Zip All', `${BASE}.compression`, 1.1, [7, 0], {
        operation: 'compress',
        binaryPropertyName: "={{ Object.keys($binary).join(',') }}",
        outputFormat: 'zip',
        fileName: "=images-{{ $now.toFormat('yyyyMMdd-HHmm') }}.zip",
      }),
    ],
    edges: chain(
      'When clicking ‘Test workflow’',
      'Image URLs',
      'One Item per Image',
      'Download Image',
      'Resize to 1200px',
      'Add Watermark',
      'Combine Files',
      'Zip All',
    ),
  }),

  defineTemplate({
    slug: 'webhook-signature-verifier',
    name: 'Verify Signed Webhooks before Processing Them',
    author: AUTHORS.team,
    description:
      'Do not trust a webhook just because it reached your URL. This gatekeeper recomputes the ' +
      'HMAC-SHA256 signature of the raw body with your signing secret, rejects mismatches with a ' +
      '401, and hands verified payloads to your processing workflow.',
    daysAgo: 45,
    nodes: [
      node('Incoming Webhook', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'verified-events',
        responseMode: 'responseNode',
        options: { rawBody: true },
      }),
      node('Compute Signature', `${BASE}.crypto`, 1, [1, 0], {
        action: 'hmac',
        type: 'SHA256',
        value: '={{ JSON.stringify($json.body) }}',
        dataPropertyName: 'expectedSignature',
        secret: '={{ $env.WEBHOOK_SIGNING_SECRET }}',
        encoding: 'hex',
      }),
      node(
        'Signature Valid?',
        `${BASE}.if`,
        2.2,
        [2, 0],
        ifParams([
          {
            left: "={{ $json.headers['x-signature-256'] }}",
            op: 'equals',
            right: '=sha256={{ $json.expectedSignature }}',
          },
        ]),
      ),
      node('Process Event', `${BASE}.executeWorkflow`, 1.2, [3, -1], {
        workflowId: {
          __rl: true,
          mode: 'list',
          value: '',
          cachedResultName: 'Handle verified event',
        },
        options: { waitForSubWorkflow: false },
      }),
      node('Respond Accepted', `${BASE}.respondToWebhook`, 1.1, [4, -1], {
        respondWith: 'noData',
        options: { responseCode: 202 },
      }),
      node('Respond Unauthorized', `${BASE}.respondToWebhook`, 1.1, [3, 1], {
        respondWith: 'json',
        responseBody: '={"error": "invalid signature"}',
        options: { responseCode: 401 },
      }),
    ],
    edges: [
      ...chain(
        'Incoming Webhook',
        'Compute Signature',
        'Signature Valid?',
        'Process Event',
        'Respond Accepted',
      ),
      link('Signature Valid?', 'Respond Unauthorized', 1),
    ],
  }),

  defineTemplate({
    slug: 'qr-code-api',
    name: 'QR Code Generator API',
    author: AUTHORS.priya,
    description:
      'Generate QR codes from anywhere with one GET request: pass the text or URL and an optional ' +
      'size and receive a PNG image back, ready for tickets, labels or printed menus.',
    daysAgo: 2,
    nodes: [
      node('Webhook', `${BASE}.webhook`, 2, [0, 0], {
        path: 'qr',
        responseMode: 'responseNode',
        options: {},
      }),
      node(
        'Has Text?',
        `${BASE}.if`,
        2.2,
        [1, 0],
        ifParams([{ left: '={{ $json.query.text }}', op: 'notEmpty' }]),
      ),
      node('Generate QR Code', `${BASE}.httpRequest`, 4.2, [2, -1], {
        url: 'https://api.qrserver.com/v1/create-qr-code/',
        sendQuery: true,
        queryParameters: {
          parameters: [
            { name: 'data', value: '={{ $json.query.text }}' },
            {
              name: 'size',
              value: "={{ ($json.query.size || '300') + 'x' + ($json.query.size || '300') }}",
            },
            { name: 'format', value: 'png' },
          ],
        },
        options: { response: { response: { responseFormat: 'file' } } },
      }),
      node('Respond with Image', `${BASE}.respondToWebhook`, 1.1, [3, -1], {
        respondWith: 'binary',
        options: {},
      }),
      node('Respond Missing Text', `${BASE}.respondToWebhook`, 1.1, [2, 1], {
        respondWith: 'json',
        responseBody: '={"error": "Pass ?text=... to encode"}',
        options: { responseCode: 400 },
      }),
    ],
    edges: [
      ...chain('Webhook', 'Has Text?', 'Generate QR Code', 'Respond with Image'),
      link('Has Text?', 'Respond Missing Text', 1),
    ],
  }),
];

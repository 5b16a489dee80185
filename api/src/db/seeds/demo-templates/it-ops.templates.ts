import { AUTHORS } from './authors';
import {
  asBoolean,
  asNumber,
  CREDENTIALS,
  fromList,
  ifParams,
  setFields,
} from './parameter-helpers';
import { BASE, chain, defineTemplate, node, type DemoTemplate } from './workflow-builder';

/** Monitoring, alerting and security response. */
export const IT_OPS_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'uptime-monitor-pagerduty',
    name: 'Website Uptime Monitor with PagerDuty and Slack Alerts',
    author: AUTHORS.jonas,
    description:
      'A lightweight uptime checker for the URLs you care about. Every five minutes each site is ' +
      'requested with a 10-second timeout; anything slow, failing or returning an error status ' +
      'opens a PagerDuty incident and posts to #ops with the status code and response time.',
    daysAgo: 258,
    nodes: [
      node('Every 5 Minutes', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ field: 'minutes', minutesInterval: 5 }] },
      }),
      node('Sites to Check', `${BASE}.set`, 3.4, [1, 0], {
        mode: 'raw',
        jsonOutput:
          '{ "sites": ["https://www.example.com", "https://app.example.com/healthz", "https://api.example.com/status"] }',
        options: {},
      }),
      node('One Item per Site', `${BASE}.splitOut`, 1, [2, 0], {
        fieldToSplitOut: 'sites',
        options: {},
      }),
      node('Check URL', `${BASE}.httpRequest`, 4.2, [3, 0], {
        url: '={{ $json.sites }}',
        options: {
          timeout: 10000,
          response: { response: { fullResponse: true, neverError: true } },
        },
      }),
      node(
        'Down?',
        `${BASE}.if`,
        2.2,
        [4, 0],
        ifParams([{ left: '={{ $json.statusCode }}', op: 'gte', right: 400 }]),
      ),
      node(
        'Open PagerDuty Incident',
        `${BASE}.pagerDuty`,
        1,
        [5, -1],
        {
          resource: 'incident',
          operation: 'create',
          title:
            "=DOWN: {{ $('One Item per Site').item.json.sites }} returned {{ $json.statusCode }}",
          serviceId: 'PSERVICE1',
          email: 'oncall@example.com',
          additionalFields: { urgency: 'high' },
          conferenceBridgeUi: {},
        },
        CREDENTIALS.pagerDuty,
      ),
      node(
        'Alert #ops',
        `${BASE}.slack`,
        2.2,
        [5, 1],
        {
          select: 'channel',
          channelId: fromList('C11OPS', '#ops'),
          text: "=:red_circle: {{ $('One Item per Site').item.json.sites }} is failing with HTTP {{ $('Down?').item.json.statusCode }}. PagerDuty incident opened.",
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: [
      ...chain(
        'Every 5 Minutes',
        'Sites to Check',
        'One Item per Site',
        'Check URL',
        'Down?',
        'Open PagerDuty Incident',
      ),
      ...chain('Down?', 'Alert #ops'),
    ],
  }),

  defineTemplate({
    slug: 'central-error-alerts',
    name: 'Central Error Alerts for All Your Workflows',
    author: AUTHORS.team,
    description:
      'Set this as the error workflow of your other workflows and never miss a failed run again. ' +
      'Each failure is summarised with the workflow name, failing node, error message and a link ' +
      'to the execution, posted to Slack, and production workflows also page the on-call engineer.',
    daysAgo: 0,
    document: true,
    nodes: [
      node('Error Trigger', `${BASE}.errorTrigger`, 1, [0, 0]),
      node(
        'Summarise Failure',
        `${BASE}.set`,
        3.4,
        [1, 0],
        setFields({
          workflow: '={{ $json.workflow.name }}',
          node: '={{ $json.execution.lastNodeExecuted }}',
          message: '={{ $json.execution.error.message }}',
          url: '={{ $json.execution.url }}',
          production: asBoolean("={{ $json.workflow.name.startsWith('[prod]') }}"),
        }),
      ),
      node(
        'Post to #automation-alerts',
        `${BASE}.slack`,
        2.2,
        [2, 0],
        {
          select: 'channel',
          channelId: fromList('C11AUTOALERT', '#automation-alerts'),
          text: '=:x: *{{ $json.workflow }}* failed at *{{ $json.node }}*\n>{{ $json.message }}\n<{{ $json.url }}|Open execution>',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
      node(
        'Production?',
        `${BASE}.if`,
        2.2,
        [3, 0],
        ifParams([
          {
            left: "={{ $('Summarise Failure').item.json.production }}",
            op: 'true',
            type: 'boolean',
          },
        ]),
      ),
      node(
        'Page On-call',
        `${BASE}.pagerDuty`,
        1,
        [4, 0],
        {
          resource: 'incident',
          operation: 'create',
          title: "=n8n workflow failed: {{ $('Summarise Failure').item.json.workflow }}",
          serviceId: 'PAUTOMATION',
          email: 'oncall@example.com',
          additionalFields: {
            urgency: 'low',
            incidentDetails: "={{ $('Summarise Failure').item.json.message }}",
          },
          conferenceBridgeUi: {},
        },
        CREDENTIALS.pagerDuty,
      ),
    ],
    edges: chain(
      'Error Trigger',
      'Summarise Failure',
      'Post to #automation-alerts',
      'Production?',
      'Page On-call',
    ),
  }),

  defineTemplate({
    slug: 'ssl-certificate-expiry',
    name: 'SSL Certificate Expiry Checker with ServiceNow Incidents',
    author: AUTHORS.priya,
    description:
      'Expired certificates cause the most avoidable outages. Each morning the workflow reads the ' +
      'certificate of every domain on your list with openssl, and when one expires within 21 days ' +
      'it opens a ServiceNow incident for the platform team and warns #ops in Slack.',
    daysAgo: 113,
    nodes: [
      node('Daily at 6am', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ triggerAtHour: 6 }] },
      }),
      node('Domains', `${BASE}.set`, 3.4, [1, 0], {
        mode: 'raw',
        jsonOutput:
          '{ "domain": ["example.com", "app.example.com", "api.example.com", "status.example.com"] }',
        options: {},
      }),
      node('One Item per Domain', `${BASE}.splitOut`, 1, [2, 0], {
        fieldToSplitOut: 'domain',
        options: {},
      }),
      node('Read Certificate', `${BASE}.executeCommand`, 1, [3, 0], {
        command:
          '=echo | openssl s_client -servername {{ $json.domain }} -connect {{ $json.domain }}:443 2>/dev/null | openssl x509 -noout -enddate',
      }),
      node(
        'Days Left',
        `${BASE}.set`,
        3.4,
        [4, 0],
        setFields({
          domain: "={{ $('One Item per Domain').item.json.domain }}",
          expires: "={{ $json.stdout.replace('notAfter=', '').trim() }}",
          daysLeft: asNumber(
            "={{ Math.floor((new Date($json.stdout.replace('notAfter=', '')).getTime() - Date.now()) / 86400000) }}",
          ),
        }),
      ),
      node(
        'Expiring Soon?',
        `${BASE}.if`,
        2.2,
        [5, 0],
        ifParams([{ left: '={{ $json.daysLeft }}', op: 'lt', right: 21 }]),
      ),
      node(
        'Open ServiceNow Incident',
        `${BASE}.serviceNow`,
        1,
        [6, 0],
        {
          authentication: 'oAuth2',
          resource: 'incident',
          operation: 'create',
          short_description:
            '=TLS certificate for {{ $json.domain }} expires in {{ $json.daysLeft }} days',
          additionalFields: { urgency: 2, impact: 2, assignment_group: 'Platform' },
        },
        CREDENTIALS.serviceNow,
      ),
      node(
        'Warn #ops',
        `${BASE}.slack`,
        2.2,
        [7, 0],
        {
          select: 'channel',
          channelId: fromList('C11OPS', '#ops'),
          text: "=:lock: Certificate for *{{ $('Expiring Soon?').item.json.domain }}* expires on {{ $('Expiring Soon?').item.json.expires }} ({{ $('Expiring Soon?').item.json.daysLeft }} days). Incident {{ $json.number }} opened.",
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain(
      'Daily at 6am',
      'Domains',
      'One Item per Domain',
      'Read Certificate',
      'Days Left',
      'Expiring Soon?',
      'Open ServiceNow Incident',
      'Warn #ops',
    ),
  }),
];

import { AUTHORS } from './authors';
import {
  credential,
  CREDENTIALS,
  fromList,
  ifParams,
  setFields,
  switchParams,
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

/** A SOAR-style playbook: enrich, score and route SIEM alerts. */
export const SECURITY_TRIAGE_TEMPLATE: DemoTemplate = defineTemplate({
  slug: 'security-alert-triage',
  name: 'Security Alert Triage and Incident Response',
  author: AUTHORS.team,
  description:
    'A SOAR-style playbook for small security teams. Alerts from your SIEM arrive by webhook ' +
    'and are enriched with AbuseIPDB and VirusTotal reputation. Known false positives are ' +
    'closed automatically; the rest are scored and routed: critical alerts open a TheHive case, ' +
    'block the IP at the edge and page on-call; high ones become Jira tickets; low ones are ' +
    'indexed in Elasticsearch for hunting.',
  daysAgo: 23,
  document: true,
  nodes: [
    node('SIEM Alert Webhook', `${BASE}.webhook`, 2, [0, 2], {
      httpMethod: 'POST',
      path: 'security/alerts',
      responseMode: 'responseNode',
      options: {},
    }),
    node('Accept Alert', `${BASE}.respondToWebhook`, 1.1, [1, 2], {
      respondWith: 'json',
      responseBody: '={"accepted": true}',
      options: { responseCode: 202 },
    }),
    node(
      'Normalize Alert',
      `${BASE}.set`,
      3.4,
      [2, 2],
      setFields({
        alertId: '={{ $json.body.id }}',
        rule: '={{ $json.body.rule.name }}',
        sourceIp: '={{ $json.body.source.ip }}',
        fileHash: "={{ $json.body.file?.sha256 || '' }}",
        host: '={{ $json.body.host.name }}',
      }),
    ),
    node(
      'Known False Positive?',
      `${BASE}.if`,
      2.2,
      [3, 2],
      ifParams([
        {
          left: '={{ $json.rule }}',
          op: 'regex',
          right: '^(Vulnerability scanner|Backup agent) ',
        },
      ]),
    ),
    node('Close as False Positive', `${BASE}.noOp`, 1, [4, 4]),
    node(
      'AbuseIPDB Reputation',
      `${BASE}.httpRequest`,
      4.2,
      [4, 1],
      {
        url: 'https://api.abuseipdb.com/api/v2/check',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        sendQuery: true,
        queryParameters: {
          parameters: [
            { name: 'ipAddress', value: '={{ $json.sourceIp }}' },
            { name: 'maxAgeInDays', value: '90' },
          ],
        },
        options: {},
      },
      credential('httpHeaderAuth', 'AbuseIPDB key'),
    ),
    node(
      'VirusTotal Lookup',
      `${BASE}.httpRequest`,
      4.2,
      [4, 3],
      {
        url: '=https://www.virustotal.com/api/v3/ip_addresses/{{ $json.sourceIp }}',
        authentication: 'genericCredentialType',
        genericAuthType: 'httpHeaderAuth',
        options: {},
      },
      credential('httpHeaderAuth', 'VirusTotal key'),
    ),
    node('Combine Intel', `${BASE}.merge`, 3, [5, 2], {
      mode: 'combine',
      combineBy: 'combineByPosition',
      options: {},
    }),
    node('Score Severity', `${BASE}.code`, 2, [6, 2], {
      mode: 'runOnceForEachItem',
      jsCode:
        "const abuse = $json.data?.abuseConfidenceScore ?? 0;\nconst vt = $json.data?.attributes?.last_analysis_stats?.malicious ?? 0;\nconst score = abuse + vt * 10;\nconst severity = score >= 90 ? 'critical' : score >= 40 ? 'high' : 'low';\nreturn { json: { ...$('Normalize Alert').item.json, abuse, vt, score, severity } };",
    }),
    node(
      'Route by Severity',
      `${BASE}.switch`,
      3.2,
      [7, 2],
      switchParams(
        ['critical', 'high', 'low'].map((severity) => ({
          output: severity,
          check: { left: '={{ $json.severity }}', op: 'equals', right: severity },
        })),
      ),
    ),
    node(
      'Open TheHive Case',
      `${BASE}.theHive`,
      1,
      [8, 0],
      {
        resource: 'case',
        operation: 'create',
        title: '=[{{ $json.severity }}] {{ $json.rule }} from {{ $json.sourceIp }}',
        description:
          '=Host {{ $json.host }}. AbuseIPDB {{ $json.abuse }}%, VirusTotal malicious {{ $json.vt }}.',
        severity: 3,
        startDate: '={{ $now.toISO() }}',
        owner: 'soc',
        flag: true,
        tlp: 2,
        tags: 'siem,auto-triage',
        options: {},
      },
      CREDENTIALS.theHive,
    ),
    node(
      'Block IP at Edge',
      `${BASE}.httpRequest`,
      4.2,
      [9, 0],
      {
        method: 'POST',
        url: 'https://api.cloudflare.com/client/v4/accounts/ACCOUNT_ID/firewall/access_rules/rules',
        authentication: 'predefinedCredentialType',
        nodeCredentialType: 'cloudflareApi',
        sendBody: true,
        specifyBody: 'json',
        jsonBody:
          '={ "mode": "block", "configuration": { "target": "ip", "value": "{{ $(\'Score Severity\').item.json.sourceIp }}" }, "notes": "Auto-blocked by n8n: {{ $(\'Score Severity\').item.json.rule }}" }',
        options: {},
      },
      CREDENTIALS.cloudflare,
    ),
    node(
      'Page On-call',
      `${BASE}.pagerDuty`,
      1,
      [10, 0],
      {
        resource: 'incident',
        operation: 'create',
        title: "=Critical security alert: {{ $('Score Severity').item.json.rule }}",
        serviceId: 'PSECURITY',
        email: 'secops@example.com',
        additionalFields: { urgency: 'high' },
        conferenceBridgeUi: {},
      },
      CREDENTIALS.pagerDuty,
    ),
    node(
      'Post to #security',
      `${BASE}.slack`,
      2.2,
      [11, 0],
      {
        select: 'channel',
        channelId: fromList('C11SECURITY', '#security'),
        text: "=:rotating_light: Critical: {{ $('Score Severity').item.json.rule }} on {{ $('Score Severity').item.json.host }} from {{ $('Score Severity').item.json.sourceIp }}. IP blocked, case opened, on-call paged.",
        otherOptions: {},
      },
      CREDENTIALS.slack,
    ),
    node(
      'Create Jira Ticket',
      `${BASE}.jira`,
      1,
      [8, 2],
      {
        project: '10200',
        issueType: '10002',
        summary: '=Investigate: {{ $json.rule }} from {{ $json.sourceIp }}',
        additionalFields: {
          description: '=Score {{ $json.score }} on host {{ $json.host }}',
          labels: ['security', 'auto-triage'],
        },
      },
      CREDENTIALS.jira,
    ),
    node(
      'Index for Hunting',
      `${BASE}.elasticsearch`,
      1,
      [8, 4],
      {
        operation: 'create',
        indexId: 'security-low-alerts',
        dataToSend: 'autoMapInputData',
        additionalFields: {},
      },
      CREDENTIALS.elasticsearch,
    ),
    sticky(
      'Tuning',
      'Adjust the score thresholds in **Score Severity** and the false-positive rule list in **Known False Positive?** to your environment before going live.',
      [5, 0],
      { height: 160 },
    ),
  ],
  edges: [
    ...chain(
      'SIEM Alert Webhook',
      'Accept Alert',
      'Normalize Alert',
      'Known False Positive?',
      'Close as False Positive',
    ),
    link('Known False Positive?', 'AbuseIPDB Reputation', 1),
    link('Known False Positive?', 'VirusTotal Lookup', 1),
    link('AbuseIPDB Reputation', 'Combine Intel', 0, 0),
    link('VirusTotal Lookup', 'Combine Intel', 0, 1),
    ...chain(
      'Combine Intel',
      'Score Severity',
      'Route by Severity',
      'Open TheHive Case',
      'Block IP at Edge',
      'Page On-call',
      'Post to #security',
    ),
    link('Route by Severity', 'Create Jira Ticket', 1),
    link('Route by Severity', 'Index for Hunting', 2),
  ],
});

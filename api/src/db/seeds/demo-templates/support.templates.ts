import { AUTHORS } from './authors';
import { CREDENTIALS, fromList, ifParams, setFields } from './parameter-helpers';
import { BASE, chain, defineTemplate, node, sticky, type DemoTemplate } from './workflow-builder';

/** Help-desk automation: escalation, intake, triage and SLAs. */
export const SUPPORT_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'zendesk-urgent-escalation',
    name: 'Escalate Urgent Zendesk Tickets to Slack',
    author: AUTHORS.priya,
    description:
      'Urgent tickets should not wait in a queue. Every 15 minutes this workflow finds new urgent ' +
      'Zendesk tickets, posts them to #support-escalations with a direct link, and tags them as ' +
      'escalated so nobody gets pinged twice.',
    daysAgo: 233,
    nodes: [
      node('Every 15 Minutes', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ field: 'minutes', minutesInterval: 15 }] },
      }),
      node(
        'Get New Urgent Tickets',
        `${BASE}.zendesk`,
        1,
        [1, 0],
        {
          operation: 'getAll',
          returnAll: true,
          options: {
            query: 'priority:urgent status:new -tags:escalated',
            sortBy: 'created_at',
            sortOrder: 'asc',
          },
        },
        CREDENTIALS.zendesk,
      ),
      node(
        'Post Escalation',
        `${BASE}.slack`,
        2.2,
        [2, 0],
        {
          select: 'channel',
          channelId: fromList('C04ESCALATE', '#support-escalations'),
          text: '=:fire: Urgent ticket #{{ $json.id }}: *{{ $json.subject }}*\nhttps://example.zendesk.com/agent/tickets/{{ $json.id }}',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
      node(
        'Tag as Escalated',
        `${BASE}.zendesk`,
        1,
        [3, 0],
        {
          operation: 'update',
          id: "={{ $('Get New Urgent Tickets').item.json.id }}",
          updateFields: { tags: ['escalated'] },
        },
        CREDENTIALS.zendesk,
      ),
    ],
    edges: chain(
      'Every 15 Minutes',
      'Get New Urgent Tickets',
      'Post Escalation',
      'Tag as Escalated',
    ),
  }),

  defineTemplate({
    slug: 'contact-form-freshdesk',
    name: 'Website Contact Form to Freshdesk Ticket',
    author: AUTHORS.lucas,
    description:
      'Point your website contact form at this webhook and every submission becomes a Freshdesk ' +
      'ticket with the right requester, subject and priority. The visitor gets an instant JSON ' +
      'confirmation with their ticket number.',
    daysAgo: 181,
    nodes: [
      node('Contact Form Webhook', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'contact',
        responseMode: 'responseNode',
        options: {},
      }),
      node(
        'Clean Input',
        `${BASE}.set`,
        3.4,
        [1, 0],
        setFields({
          email: '={{ $json.body.email.trim().toLowerCase() }}',
          name: '={{ $json.body.name.trim() }}',
          subject: "={{ $json.body.subject || 'Website enquiry' }}",
          message: '={{ $json.body.message }}',
        }),
      ),
      node(
        'Create Ticket',
        `${BASE}.freshdesk`,
        1,
        [2, 0],
        {
          requester: 'email',
          requesterIdentificationValue: '={{ $json.email }}',
          status: 'open',
          priority: 'medium',
          source: 'portal',
          options: {
            subject: '={{ $json.subject }}',
            description: '=From {{ $json.name }}:\n\n{{ $json.message }}',
            tags: 'website-form',
          },
        },
        CREDENTIALS.freshdesk,
      ),
      node('Confirm to Visitor', `${BASE}.respondToWebhook`, 1.1, [3, 0], {
        respondWith: 'json',
        responseBody: '={"ok": true, "ticket": {{ $json.id }}}',
        options: {},
      }),
    ],
    edges: chain('Contact Form Webhook', 'Clean Input', 'Create Ticket', 'Confirm to Visitor'),
  }),

  defineTemplate({
    slug: 'support-sla-breach-monitor',
    name: 'Support SLA Breach Monitor',
    author: AUTHORS.mara,
    description:
      'Keep your first-response promise. Every hour the workflow checks open Zendesk tickets ' +
      'against your SLA targets by priority, raises the priority of tickets about to breach and ' +
      'pings the assignee in Slack with how many minutes are left.',
    daysAgo: 142,
    nodes: [
      node('Every Hour', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ field: 'hours' }] },
      }),
      node(
        'Get Open Tickets',
        `${BASE}.zendesk`,
        1,
        [1, 0],
        {
          operation: 'getAll',
          returnAll: true,
          options: { status: 'open', sortBy: 'created_at', sortOrder: 'asc' },
        },
        CREDENTIALS.zendesk,
      ),
      node('Minutes to SLA', `${BASE}.code`, 2, [2, 0], {
        mode: 'runOnceForEachItem',
        jsCode:
          "const targets = { urgent: 60, high: 240, normal: 480, low: 1440 };\nconst target = targets[$json.priority ?? 'normal'];\nconst age = (Date.now() - new Date($json.created_at).getTime()) / 60000;\nreturn { json: { ...$json, minutesLeft: Math.round(target - age) } };",
      }),
      node(
        'About to Breach?',
        `${BASE}.if`,
        2.2,
        [3, 0],
        ifParams([{ left: '={{ $json.minutesLeft }}', op: 'lt', right: 30 }]),
      ),
      node(
        'Raise Priority',
        `${BASE}.zendesk`,
        1,
        [4, 0],
        {
          operation: 'update',
          id: '={{ $json.id }}',
          updateFields: { priority: 'high', tags: ['sla-risk'] },
        },
        CREDENTIALS.zendesk,
      ),
      node(
        'Ping Assignee',
        `${BASE}.slack`,
        2.2,
        [5, 0],
        {
          select: 'channel',
          channelId: fromList('C04SUPPORT', '#support'),
          text: "=:hourglass: Ticket #{{ $('Minutes to SLA').item.json.id }} breaches SLA in {{ $('Minutes to SLA').item.json.minutesLeft }} min: {{ $('Minutes to SLA').item.json.subject }}",
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
      sticky(
        'SLA targets',
        'Edit the `targets` map in **Minutes to SLA** to match your plan (minutes to first response by priority).',
        [2, -2],
        { height: 160 },
      ),
    ],
    edges: chain(
      'Every Hour',
      'Get Open Tickets',
      'Minutes to SLA',
      'About to Breach?',
      'Raise Priority',
      'Ping Assignee',
    ),
  }),
];

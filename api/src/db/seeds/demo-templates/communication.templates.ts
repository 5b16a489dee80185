import { AUTHORS } from './authors';
import {
  byId,
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

/** Team messaging: stand-ups, alerts, broadcasts and chat commands. */
export const COMMUNICATION_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'slack-daily-standup',
    name: 'Daily Stand-up Prompt in Slack',
    author: AUTHORS.jonas,
    description:
      'Replace the 15-minute stand-up call with a thread. Every weekday at 9:30 the workflow posts ' +
      'a friendly prompt in your team channel asking what you did yesterday, what is next and ' +
      'what is blocking you, so everyone answers asynchronously in one place.',
    daysAgo: 287,
    nodes: [
      node('Weekdays at 9:30', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ field: 'cronExpression', expression: '30 9 * * 1-5' }] },
      }),
      node(
        'Compose Prompt',
        `${BASE}.set`,
        3.4,
        [1, 0],
        setFields({
          text: "=:sunrise: *Stand-up for {{ $now.toFormat('cccc d LLL') }}*\nReply in this thread with:\n1. What you finished yesterday\n2. What you are on today\n3. Anything blocking you",
        }),
      ),
      node(
        'Post to #team',
        `${BASE}.slack`,
        2.2,
        [2, 0],
        {
          select: 'channel',
          channelId: fromList('C01TEAMCHAN', '#team'),
          text: '={{ $json.text }}',
          otherOptions: { includeLinkToWorkflow: false },
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain('Weekdays at 9:30', 'Compose Prompt', 'Post to #team'),
  }),

  defineTemplate({
    slug: 'gmail-vip-alerts-telegram',
    name: 'VIP Email Alerts to Telegram',
    author: AUTHORS.noor,
    description:
      'Never miss the emails that matter while you are away from your desk. When a message from ' +
      'your VIP list (clients, your boss, your bank) lands in Gmail you get an instant Telegram ' +
      'notification with the sender, subject and a preview, and the email is labelled for follow-up.',
    daysAgo: 204,
    nodes: [
      node(
        'Gmail Trigger',
        `${BASE}.gmailTrigger`,
        1.2,
        [0, 0],
        {
          pollTimes: { item: [{ mode: 'everyMinute' }] },
          simple: false,
          filters: { labelIds: ['INBOX'], readStatus: 'unread' },
          options: {},
        },
        CREDENTIALS.gmail,
      ),
      node(
        'From a VIP?',
        `${BASE}.if`,
        2.2,
        [1, 0],
        ifParams([
          {
            left: '={{ $json.from.value[0].address }}',
            op: 'regex',
            right: '(@bigclient\\.com|ceo@example\\.com|@mybank\\.com)$',
          },
        ]),
      ),
      node(
        'Alert on Telegram',
        `${BASE}.telegram`,
        1.2,
        [2, 0],
        {
          chatId: '123456789',
          text: '=📬 *{{ $json.from.value[0].name || $json.from.value[0].address }}*\n_{{ $json.subject }}_\n\n{{ $json.text.slice(0, 300) }}',
          additionalFields: { appendAttribution: false, parse_mode: 'Markdown' },
        },
        CREDENTIALS.telegram,
      ),
      node(
        'Label for Follow-up',
        `${BASE}.gmail`,
        2.1,
        [3, 0],
        {
          operation: 'addLabels',
          messageId: "={{ $('Gmail Trigger').item.json.id }}",
          labelIds: ['Label_VIP_FOLLOW_UP'],
        },
        CREDENTIALS.gmail,
      ),
    ],
    edges: chain('Gmail Trigger', 'From a VIP?', 'Alert on Telegram', 'Label for Follow-up'),
  }),

  defineTemplate({
    slug: 'broadcast-slack-teams-discord',
    name: 'Broadcast Announcements to Slack, Microsoft Teams and Discord',
    author: AUTHORS.team,
    description:
      'One webhook, every channel. POST an announcement with a title and message and it is posted ' +
      'to Slack, a Microsoft Teams channel and your Discord community at once, with consistent ' +
      'formatting. Invalid payloads are refused with a clear 400 so your tooling knows.',
    daysAgo: 118,
    document: true,
    nodes: [
      node('Webhook', `${BASE}.webhook`, 2, [0, 1], {
        httpMethod: 'POST',
        path: 'broadcast',
        responseMode: 'responseNode',
        options: {},
      }),
      node(
        'Has Message?',
        `${BASE}.if`,
        2.2,
        [1, 1],
        ifParams([
          { left: '={{ $json.body.title }}', op: 'notEmpty' },
          { left: '={{ $json.body.message }}', op: 'notEmpty' },
        ]),
      ),
      node(
        'Normalize',
        `${BASE}.set`,
        3.4,
        [2, 0],
        setFields({
          title: '={{ $json.body.title.trim() }}',
          message: '={{ $json.body.message.trim() }}',
          link: "={{ $json.body.link || '' }}",
        }),
      ),
      node(
        'Post to Slack',
        `${BASE}.slack`,
        2.2,
        [3, -1],
        {
          select: 'channel',
          channelId: fromList('C02ANNOUNCE', '#announcements'),
          text: '=:mega: *{{ $json.title }}*\n{{ $json.message }}\n{{ $json.link }}',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
      node(
        'Post to Teams',
        `${BASE}.microsoftTeams`,
        2,
        [3, 0],
        {
          resource: 'channelMessage',
          teamId: byId('b5a6c2f1-4d3e-4f8a-9b7c-1e2d3f4a5b6c'),
          channelId: byId('19:announcements@thread.tacv2'),
          contentType: 'html',
          message: '=<strong>{{ $json.title }}</strong><br>{{ $json.message }}<br>{{ $json.link }}',
          options: {},
        },
        CREDENTIALS.microsoftTeams,
      ),
      node(
        'Post to Discord',
        `${BASE}.discord`,
        2,
        [3, 1],
        {
          authentication: 'webhook',
          content: '=**{{ $json.title }}**\n{{ $json.message }}\n{{ $json.link }}',
          options: {},
        },
        CREDENTIALS.discord,
      ),
      node('Respond Accepted', `${BASE}.respondToWebhook`, 1.1, [4, 0], {
        respondWith: 'json',
        responseBody: '={"status": "sent", "channels": 3}',
        options: { responseCode: 202 },
      }),
      node('Respond Invalid', `${BASE}.respondToWebhook`, 1.1, [2, 2], {
        respondWith: 'json',
        responseBody: '={"error": "title and message are required"}',
        options: { responseCode: 400 },
      }),
    ],
    edges: [
      ...chain('Webhook', 'Has Message?', 'Normalize'),
      link('Has Message?', 'Respond Invalid', 1),
      ...chain('Normalize', 'Post to Slack'),
      ...chain('Normalize', 'Post to Teams'),
      ...chain('Normalize', 'Post to Discord'),
      ...chain('Post to Teams', 'Respond Accepted'),
    ],
  }),

  defineTemplate({
    slug: 'slack-poll-slash-command',
    name: 'Slack /poll Slash Command',
    author: AUTHORS.lucas,
    description:
      'Add a /poll command to your Slack workspace without installing another app. Type ' +
      '`/poll "Lunch?" "Pizza" "Sushi" "Tacos"` and the workflow posts a numbered poll with emoji ' +
      'voting to the channel. Malformed commands get a private usage hint instead.',
    daysAgo: 76,
    nodes: [
      node('Slash Command', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'slack/poll',
        responseMode: 'responseNode',
        options: {},
      }),
      node('Parse Command', `${BASE}.code`, 2, [1, 0], {
        mode: 'runOnceForEachItem',
        jsCode:
          'const text = $json.body.text || \'\';\nconst parts = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);\nconst [question, ...options] = parts;\nreturn { json: { question, options: options.slice(0, 9), channel: $json.body.channel_id, user: $json.body.user_name } };',
      }),
      node(
        'Valid Poll?',
        `${BASE}.if`,
        2.2,
        [2, 0],
        ifParams([
          { left: '={{ $json.question }}', op: 'notEmpty' },
          { left: '={{ $json.options.length }}', op: 'gte', right: 2 },
        ]),
      ),
      node(
        'Post Poll',
        `${BASE}.slack`,
        2.2,
        [3, -1],
        {
          select: 'channel',
          channelId: byId('={{ $json.channel }}'),
          text: "=:bar_chart: *{{ $json.question }}* (asked by @{{ $json.user }})\n{{ $json.options.map((o, i) => `${i + 1}. ${o}`).join('\\n') }}\nVote with the number emoji!",
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
      node('Acknowledge', `${BASE}.respondToWebhook`, 1.1, [4, -1], {
        respondWith: 'json',
        responseBody: '={"response_type": "ephemeral", "text": "Poll posted :white_check_mark:"}',
        options: {},
      }),
      node('Usage Hint', `${BASE}.respondToWebhook`, 1.1, [3, 1], {
        respondWith: 'json',
        responseBody:
          '={"response_type": "ephemeral", "text": "Usage: /poll \\"Question\\" \\"Option 1\\" \\"Option 2\\""}',
        options: {},
      }),
      sticky(
        'Slack app',
        "Create a Slack app, add a slash command `/poll` and point its Request URL at this webhook's production URL.",
        [0, -2],
        { height: 160 },
      ),
    ],
    edges: [
      ...chain('Slash Command', 'Parse Command', 'Valid Poll?', 'Post Poll', 'Acknowledge'),
      link('Valid Poll?', 'Usage Hint', 1),
    ],
  }),

  defineTemplate({
    slug: 'shared-inbox-slack-triage',
    name: 'Shared Inbox Triage into Slack Channels',
    author: AUTHORS.aiko,
    description:
      'Turn a shared IMAP mailbox (info@, hello@) into organised Slack conversations. New emails ' +
      'are routed by subject: billing questions to #billing, outage reports to #ops, everything ' +
      'else to #inbox, so the right people see them first.',
    daysAgo: 33,
    nodes: [
      node(
        'Email Trigger (IMAP)',
        `${BASE}.emailReadImap`,
        2,
        [0, 0],
        {
          mailbox: 'INBOX',
          postProcessAction: 'read',
          options: { customEmailConfig: '["UNSEEN"]' },
        },
        CREDENTIALS.imap,
      ),
      node(
        'Route by Subject',
        `${BASE}.switch`,
        3.2,
        [1, 0],
        switchParams(
          [
            {
              output: 'Billing',
              check: {
                left: '={{ $json.subject.toLowerCase() }}',
                op: 'regex',
                right: 'invoice|refund|payment|billing',
              },
            },
            {
              output: 'Outage',
              check: {
                left: '={{ $json.subject.toLowerCase() }}',
                op: 'regex',
                right: 'down|outage|error|not working',
              },
            },
          ],
          true,
        ),
      ),
      node(
        'Post to #billing',
        `${BASE}.slack`,
        2.2,
        [2, -1],
        {
          select: 'channel',
          channelId: fromList('C03BILLING', '#billing'),
          text: '=:moneybag: *{{ $json.subject }}* from {{ $json.from }}\n>{{ $json.textPlain.slice(0, 500) }}',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
      node(
        'Post to #ops',
        `${BASE}.slack`,
        2.2,
        [2, 0],
        {
          select: 'channel',
          channelId: fromList('C03OPS', '#ops'),
          text: '=:rotating_light: *{{ $json.subject }}* from {{ $json.from }}\n>{{ $json.textPlain.slice(0, 500) }}',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
      node(
        'Post to #inbox',
        `${BASE}.slack`,
        2.2,
        [2, 1],
        {
          select: 'channel',
          channelId: fromList('C03INBOX', '#inbox'),
          text: '=:email: *{{ $json.subject }}* from {{ $json.from }}\n>{{ $json.textPlain.slice(0, 500) }}',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: [
      link('Email Trigger (IMAP)', 'Route by Subject'),
      link('Route by Subject', 'Post to #billing', 0),
      link('Route by Subject', 'Post to #ops', 1),
      link('Route by Subject', 'Post to #inbox', 2),
    ],
  }),
];

import { AUTHORS } from './authors';
import { CREDENTIALS, filterParams, fromList, switchParams } from './parameter-helpers';
import { BASE, chain, defineTemplate, link, node, type DemoTemplate } from './workflow-builder';

const NOTION_DB = {
  __rl: true,
  mode: 'list',
  value: '8f1c2d3e4a5b6c7d8e9f0a1b2c3d4e5f',
  cachedResultName: 'Meeting notes',
};

/** Calendars, tasks and notes: the personal and team organisation layer. */
export const PRODUCTIVITY_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'calendar-meeting-notes-notion',
    name: 'Prepare Notion Meeting Notes from Google Calendar',
    author: AUTHORS.mara,
    description:
      "Walk into every meeting with a notes page ready. Each morning the workflow reads today's " +
      'Google Calendar events with other attendees and creates a Notion page per meeting with the ' +
      'title, time, attendees and an agenda template, linked back to the event.',
    daysAgo: 222,
    document: true,
    nodes: [
      node('Weekdays at 7am', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ field: 'cronExpression', expression: '0 7 * * 1-5' }] },
      }),
      node(
        "Get Today's Meetings",
        `${BASE}.googleCalendar`,
        1.3,
        [1, 0],
        {
          operation: 'getAll',
          calendar: fromList('primary', 'Primary'),
          returnAll: true,
          timeMin: '={{ $today }}',
          timeMax: '={{ $today.plus({ days: 1 }) }}',
          options: { singleEvents: true, orderBy: 'startTime' },
        },
        CREDENTIALS.googleCalendar,
      ),
      node(
        'With Other People',
        `${BASE}.filter`,
        2.2,
        [2, 0],
        filterParams([{ left: '={{ ($json.attendees || []).length }}', op: 'gt', right: 1 }]),
      ),
      node(
        'Create Notes Page',
        `${BASE}.notion`,
        2.2,
        [3, 0],
        {
          resource: 'databasePage',
          databaseId: NOTION_DB,
          title: '={{ $json.summary }}',
          propertiesUi: {
            propertyValues: [
              { key: 'Date|date', date: '={{ $json.start.dateTime }}' },
              {
                key: 'Attendees|rich_text',
                textContent: "={{ $json.attendees.map(a => a.displayName || a.email).join(', ') }}",
              },
              { key: 'Event|url', urlValue: '={{ $json.htmlLink }}' },
            ],
          },
          blockUi: {
            blockValues: [
              { type: 'heading_2', textContent: 'Agenda' },
              { type: 'to_do', textContent: 'Goal of the meeting' },
              { type: 'heading_2', textContent: 'Notes' },
              { type: 'heading_2', textContent: 'Action items' },
            ],
          },
          options: {},
        },
        CREDENTIALS.notion,
      ),
    ],
    edges: chain(
      'Weekdays at 7am',
      "Get Today's Meetings",
      'With Other People',
      'Create Notes Page',
    ),
  }),

  defineTemplate({
    slug: 'morning-briefing-todoist-calendar',
    name: 'Morning Briefing: Todoist Tasks and Calendar on Telegram',
    author: AUTHORS.aiko,
    description:
      "One message to plan your day. At 7:30 the workflow gathers today's and overdue Todoist " +
      "tasks and today's calendar events, merges them into a short briefing ordered by time and " +
      'priority, and sends it to you on Telegram.',
    daysAgo: 36,
    nodes: [
      node('Every Day at 7:30', `${BASE}.scheduleTrigger`, 1.2, [0, 1], {
        rule: { interval: [{ triggerAtHour: 7, triggerAtMinute: 30 }] },
      }),
      node(
        "Today's Tasks",
        `${BASE}.todoist`,
        2.1,
        [1, 0],
        {
          operation: 'getAll',
          returnAll: true,
          filters: { filter: 'today | overdue' },
        },
        CREDENTIALS.todoist,
      ),
      node(
        "Today's Events",
        `${BASE}.googleCalendar`,
        1.3,
        [1, 2],
        {
          operation: 'getAll',
          calendar: fromList('primary', 'Primary'),
          returnAll: true,
          timeMin: '={{ $today }}',
          timeMax: '={{ $today.plus({ days: 1 }) }}',
          options: { singleEvents: true, orderBy: 'startTime' },
        },
        CREDENTIALS.googleCalendar,
      ),
      node('Merge', `${BASE}.merge`, 3, [2, 1], {}),
      node('Format Briefing', `${BASE}.code`, 2, [3, 1], {
        jsCode:
          "const items = $input.all().map((i) => i.json);\nconst events = items.filter((i) => i.start).map((e) => `🗓 ${DateTime.fromISO(e.start.dateTime || e.start.date).toFormat('HH:mm')} ${e.summary}`);\nconst tasks = items.filter((i) => i.content).sort((a, b) => b.priority - a.priority).map((t) => `${t.priority === 4 ? '🔴' : '▫️'} ${t.content}`);\nreturn [{ json: { text: `*Good morning!*\\n\\n*Calendar*\\n${events.join('\\n') || 'No meetings 🎉'}\\n\\n*Tasks*\\n${tasks.join('\\n') || 'Nothing due'}` } }];",
      }),
      node(
        'Send on Telegram',
        `${BASE}.telegram`,
        1.2,
        [4, 1],
        {
          chatId: '123456789',
          text: '={{ $json.text }}',
          additionalFields: { appendAttribution: false, parse_mode: 'Markdown' },
        },
        CREDENTIALS.telegram,
      ),
    ],
    edges: [
      ...chain('Every Day at 7:30', "Today's Tasks"),
      ...chain('Every Day at 7:30', "Today's Events"),
      link("Today's Tasks", 'Merge', 0, 0),
      link("Today's Events", 'Merge', 0, 1),
      ...chain('Merge', 'Format Briefing', 'Send on Telegram'),
    ],
  }),

  defineTemplate({
    slug: 'request-form-to-asana',
    name: 'Team Request Intake Form to Asana Tasks',
    author: AUTHORS.noor,
    description:
      'Stop collecting requests in DMs. Share one n8n form for design, content and engineering ' +
      "requests; each submission becomes an Asana task in the right team's project with the " +
      'requester, due date and details, and the requester sees a confirmation page.',
    daysAgo: 99,
    nodes: [
      node('Request Form', `${BASE}.formTrigger`, 2.2, [0, 1], {
        formTitle: 'Request help from another team',
        formFields: {
          values: [
            { fieldLabel: 'Your email', fieldType: 'email', requiredField: true },
            {
              fieldLabel: 'Team',
              fieldType: 'dropdown',
              requiredField: true,
              fieldOptions: {
                values: [{ option: 'Design' }, { option: 'Content' }, { option: 'Engineering' }],
              },
            },
            { fieldLabel: 'What do you need?', requiredField: true },
            { fieldLabel: 'Details', fieldType: 'textarea' },
            { fieldLabel: 'Needed by', fieldType: 'date' },
          ],
        },
        options: {
          respondWithOptions: {
            values: { formSubmittedText: 'Thanks, your request is in the queue.' },
          },
        },
      }),
      node(
        'Route to Team',
        `${BASE}.switch`,
        3.2,
        [1, 1],
        switchParams(
          ['Design', 'Content', 'Engineering'].map((team) => ({
            output: team,
            check: { left: '={{ $json.Team }}', op: 'equals', right: team },
          })),
        ),
      ),
      ...(['Design', 'Content', 'Engineering'] as const).map((team, row) =>
        node(
          `Create ${team} Task`,
          `${BASE}.asana`,
          1,
          [2, row],
          {
            authentication: 'oAuth2',
            workspace: '1200000000000001',
            name: "={{ $json['What do you need?'] }}",
            otherProperties: {
              projects: [`12000000000001${row}0`],
              notes: "=Requested by {{ $json['Your email'] }}\n\n{{ $json.Details }}",
              due_on: "={{ $json['Needed by'] }}",
            },
          },
          CREDENTIALS.asana,
        ),
      ),
    ],
    edges: [
      link('Request Form', 'Route to Team'),
      link('Route to Team', 'Create Design Task', 0),
      link('Route to Team', 'Create Content Task', 1),
      link('Route to Team', 'Create Engineering Task', 2),
    ],
  }),

  defineTemplate({
    slug: 'reading-list-to-notion',
    name: 'Save Links to a Notion Reading List',
    author: AUTHORS.lucas,
    description:
      'A read-later service you own. Send a URL to this webhook from a bookmarklet, an iOS ' +
      'Shortcut or Slack, and the page title and description are fetched and saved to a Notion ' +
      'reading-list database, tagged "To read".',
    daysAgo: 14,
    nodes: [
      node('Save Link Webhook', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'reading-list',
        responseMode: 'responseNode',
        options: {},
      }),
      node('Fetch Page', `${BASE}.httpRequest`, 4.2, [1, 0], {
        url: '={{ $json.body.url }}',
        options: { redirect: { redirect: {} }, timeout: 8000 },
      }),
      node('Extract Title', `${BASE}.html`, 1.2, [2, 0], {
        operation: 'extractHtmlContent',
        dataPropertyName: 'data',
        extractionValues: {
          values: [
            { key: 'title', cssSelector: 'title' },
            {
              key: 'description',
              cssSelector: 'meta[name="description"]',
              returnValue: 'attribute',
              attribute: 'content',
            },
          ],
        },
        options: { trimValues: true },
      }),
      node(
        'Add to Reading List',
        `${BASE}.notion`,
        2.2,
        [3, 0],
        {
          resource: 'databasePage',
          databaseId: {
            __rl: true,
            mode: 'list',
            value: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d',
            cachedResultName: 'Reading list',
          },
          title: "={{ $json.title || $('Save Link Webhook').item.json.body.url }}",
          propertiesUi: {
            propertyValues: [
              { key: 'URL|url', urlValue: "={{ $('Save Link Webhook').item.json.body.url }}" },
              { key: 'Summary|rich_text', textContent: "={{ $json.description || '' }}" },
              { key: 'Status|select', selectValue: 'To read' },
            ],
          },
          options: {},
        },
        CREDENTIALS.notion,
      ),
      node('Respond Saved', `${BASE}.respondToWebhook`, 1.1, [4, 0], {
        respondWith: 'json',
        responseBody: '={"saved": true, "page": "{{ $json.url }}"}',
        options: {},
      }),
    ],
    edges: chain(
      'Save Link Webhook',
      'Fetch Page',
      'Extract Title',
      'Add to Reading List',
      'Respond Saved',
    ),
  }),
];

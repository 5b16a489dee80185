import { AUTHORS } from './authors';
import { CREDENTIALS, fromList, ifParams, setFields } from './parameter-helpers';
import { BASE, chain, defineTemplate, link, node, type DemoTemplate } from './workflow-builder';

/** People operations: hiring, onboarding, celebrations, leave and offboarding. */
export const HR_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'workable-candidates-to-slack',
    name: 'New Workable Candidates to Slack and a Hiring Tracker',
    author: AUTHORS.noor,
    description:
      'Keep hiring managers in the loop without giving everyone an ATS seat. Each new candidate in ' +
      "Workable is posted to the role's hiring channel with their headline and profile link and " +
      'appended to a Google Sheets tracker for the weekly hiring review.',
    daysAgo: 166,
    nodes: [
      node(
        'Workable Trigger',
        `${BASE}.workableTrigger`,
        1,
        [0, 0],
        { triggerOn: 'candidateCreated', filters: {} },
        CREDENTIALS.workable,
      ),
      node(
        'Map Candidate',
        `${BASE}.set`,
        3.4,
        [1, 0],
        setFields({
          name: '={{ $json.data.name }}',
          role: '={{ $json.data.job.title }}',
          headline: "={{ $json.data.headline || '' }}",
          profile: '={{ $json.data.profile_url }}',
          source: '={{ $json.data.sourced ? "Sourced" : "Applied" }}',
        }),
      ),
      node(
        'Post to #hiring',
        `${BASE}.slack`,
        2.2,
        [2, 0],
        {
          select: 'channel',
          channelId: fromList('C13HIRING', '#hiring'),
          text: '=:wave: New candidate for *{{ $json.role }}*: {{ $json.name }} ({{ $json.source }})\n{{ $json.headline }}\n{{ $json.profile }}',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
      node(
        'Append to Tracker',
        `${BASE}.googleSheets`,
        4.5,
        [3, 0],
        {
          operation: 'append',
          documentId: fromList('1HiringTrackerSheet', 'Hiring tracker'),
          sheetName: fromList('gid=0', 'Candidates'),
          columns: {
            mappingMode: 'defineBelow',
            value: {
              Name: "={{ $('Map Candidate').item.json.name }}",
              Role: "={{ $('Map Candidate').item.json.role }}",
              Source: "={{ $('Map Candidate').item.json.source }}",
              Date: '={{ $now.toISODate() }}',
            },
          },
          options: {},
        },
        CREDENTIALS.googleSheets,
      ),
    ],
    edges: chain('Workable Trigger', 'Map Candidate', 'Post to #hiring', 'Append to Tracker'),
  }),

  defineTemplate({
    slug: 'bamboohr-birthdays-anniversaries',
    name: 'Birthday and Work Anniversary Shout-outs from BambooHR',
    author: AUTHORS.mara,
    description:
      'Small gestures, big culture. Every morning the workflow reads the BambooHR directory, finds ' +
      "today's birthdays and work anniversaries and posts a warm shout-out in #general, counting " +
      'the years for anniversaries.',
    daysAgo: 125,
    nodes: [
      node('Every Day at 9am', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ triggerAtHour: 9 }] },
      }),
      node(
        'Get Employees',
        `${BASE}.bambooHr`,
        1,
        [1, 0],
        {
          resource: 'employee',
          operation: 'getAll',
          returnAll: true,
          filters: {},
        },
        CREDENTIALS.bambooHr,
      ),
      node(
        'Get Dates Report',
        `${BASE}.bambooHr`,
        1,
        [2, 0],
        {
          resource: 'companyReport',
          operation: 'get',
          reportId: '42',
          format: 'JSON',
          options: {},
        },
        CREDENTIALS.bambooHr,
      ),
      node("Find Today's Celebrations", `${BASE}.code`, 2, [3, 0], {
        jsCode:
          "const today = DateTime.now().toFormat('MM-dd');\nconst out = [];\nfor (const e of $json.employees) {\n  if (e.birthday?.slice(5) === today) out.push(`:birthday: Happy birthday, ${e.displayName}!`);\n  if (e.hireDate?.slice(5) === today) {\n    const years = DateTime.now().year - Number(e.hireDate.slice(0, 4));\n    if (years > 0) out.push(`:tada: ${e.displayName} celebrates ${years} year${years > 1 ? 's' : ''} with us today!`);\n  }\n}\nreturn [{ json: { lines: out } }];",
      }),
      node(
        'Anything to Celebrate?',
        `${BASE}.if`,
        2.2,
        [4, 0],
        ifParams([{ left: '={{ $json.lines.length }}', op: 'gt', right: 0 }]),
      ),
      node(
        'Compose Post',
        `${BASE}.set`,
        3.4,
        [5, 0],
        setFields({ text: "={{ $json.lines.join('\\n') }}" }),
      ),
      node(
        'Post to #general',
        `${BASE}.slack`,
        2.2,
        [6, 0],
        {
          select: 'channel',
          channelId: fromList('C13GENERAL', '#general'),
          text: '={{ $json.text }}',
          otherOptions: {},
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain(
      'Every Day at 9am',
      'Get Employees',
      'Get Dates Report',
      "Find Today's Celebrations",
      'Anything to Celebrate?',
      'Compose Post',
      'Post to #general',
    ),
  }),

  defineTemplate({
    slug: 'leave-request-approval',
    name: 'Leave Request Approval by Email',
    author: AUTHORS.priya,
    description:
      'A leave process without spreadsheets. The intranet posts a leave request here; the ' +
      'employee and their manager are looked up in BambooHR and the manager gets an email with ' +
      'Approve and Decline buttons. Approved leave lands on the team calendar and the employee is ' +
      'told either way.',
    daysAgo: 80,
    document: true,
    nodes: [
      node('Leave Request Webhook', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'leave-request',
        options: {},
      }),
      node(
        'Get Employee',
        `${BASE}.bambooHr`,
        1,
        [1, 0],
        {
          resource: 'employee',
          operation: 'get',
          employeeId: '={{ $json.body.employeeId }}',
          fields: ['displayName', 'workEmail', 'supervisorEId'],
        },
        CREDENTIALS.bambooHr,
      ),
      node(
        'Get Manager',
        `${BASE}.bambooHr`,
        1,
        [2, 0],
        {
          resource: 'employee',
          operation: 'get',
          employeeId: '={{ $json.supervisorEId }}',
          fields: ['displayName', 'workEmail'],
        },
        CREDENTIALS.bambooHr,
      ),
      node(
        'Ask Manager',
        `${BASE}.gmail`,
        2.1,
        [3, 0],
        {
          operation: 'sendAndWait',
          sendTo: '={{ $json.workEmail }}',
          subject: "=Leave request from {{ $('Get Employee').item.json.displayName }}",
          message:
            "={{ $('Get Employee').item.json.displayName }} asks for leave from {{ $('Leave Request Webhook').item.json.body.from }} to {{ $('Leave Request Webhook').item.json.body.to }}.\nReason: {{ $('Leave Request Webhook').item.json.body.reason }}",
          approvalOptions: {
            values: { approvalType: 'double', approveLabel: 'Approve', disapproveLabel: 'Decline' },
          },
          options: { limitWaitTime: { values: { resumeAmount: 3, resumeUnit: 'days' } } },
        },
        CREDENTIALS.gmail,
      ),
      node(
        'Approved?',
        `${BASE}.if`,
        2.2,
        [4, 0],
        ifParams([{ left: '={{ $json.data.approved }}', op: 'true', type: 'boolean' }]),
      ),
      node(
        'Add to Team Calendar',
        `${BASE}.googleCalendar`,
        1.3,
        [5, -1],
        {
          calendar: fromList('team-leave@group.calendar.google.com', 'Team leave'),
          start: "={{ $('Leave Request Webhook').item.json.body.from }}",
          end: "={{ $('Leave Request Webhook').item.json.body.to }}",
          additionalFields: {
            allday: 'yes',
            summary: "=🌴 {{ $('Get Employee').item.json.displayName }}",
            showMeAs: 'transparent',
          },
        },
        CREDENTIALS.googleCalendar,
      ),
      node(
        'Tell Employee: Approved',
        `${BASE}.gmail`,
        2.1,
        [6, -1],
        {
          sendTo: "={{ $('Get Employee').item.json.workEmail }}",
          subject: 'Your leave request was approved 🎉',
          emailType: 'text',
          message:
            "=Enjoy your time off from {{ $('Leave Request Webhook').item.json.body.from }} to {{ $('Leave Request Webhook').item.json.body.to }}!",
          options: { appendAttribution: false },
        },
        CREDENTIALS.gmail,
      ),
      node(
        'Tell Employee: Declined',
        `${BASE}.gmail`,
        2.1,
        [5, 1],
        {
          sendTo: "={{ $('Get Employee').item.json.workEmail }}",
          subject: 'About your leave request',
          emailType: 'text',
          message:
            "=Your manager {{ $('Get Manager').item.json.displayName }} could not approve these dates. Please talk to them to find an alternative.",
          options: { appendAttribution: false },
        },
        CREDENTIALS.gmail,
      ),
    ],
    edges: [
      ...chain(
        'Leave Request Webhook',
        'Get Employee',
        'Get Manager',
        'Ask Manager',
        'Approved?',
        'Add to Team Calendar',
        'Tell Employee: Approved',
      ),
      link('Approved?', 'Tell Employee: Declined', 1),
    ],
  }),

  defineTemplate({
    slug: 'employee-offboarding',
    name: 'Employee Offboarding Checklist',
    author: AUTHORS.team,
    description:
      "Offboard consistently and securely. Enter the leaver's email and last day, run it once, " +
      'and the workflow looks them up in BambooHR, suspends their Google Workspace account, opens ' +
      'an IT ticket to collect equipment and revoke remaining access, and emails their manager a ' +
      'summary with the handover checklist.',
    daysAgo: 208,
    nodes: [
      node('When clicking ‘Test workflow’', `${BASE}.manualTrigger`, 1, [0, 0]),
      node(
        'Offboarding Details',
        `${BASE}.set`,
        3.4,
        [1, 0],
        setFields({
          employeeId: '4711',
          email: 'leaver@example.com',
          lastDay: '2025-07-31',
        }),
      ),
      node(
        'Get Employee',
        `${BASE}.bambooHr`,
        1,
        [2, 0],
        {
          resource: 'employee',
          operation: 'get',
          employeeId: '={{ $json.employeeId }}',
          fields: ['displayName', 'department', 'supervisorEmail', 'jobTitle'],
        },
        CREDENTIALS.bambooHr,
      ),
      node(
        'Suspend Google Account',
        `${BASE}.gSuiteAdmin`,
        1,
        [3, 0],
        {
          operation: 'update',
          userId: "={{ $('Offboarding Details').item.json.email }}",
          updateFields: { suspended: true },
        },
        CREDENTIALS.gSuiteAdmin,
      ),
      node(
        'Open IT Ticket',
        `${BASE}.jira`,
        1,
        [4, 0],
        {
          project: '10300',
          issueType: '10005',
          summary:
            "=Offboard {{ $('Get Employee').item.json.displayName }} (last day {{ $('Offboarding Details').item.json.lastDay }})",
          additionalFields: {
            description:
              '=- Collect laptop and badge\n- Revoke SaaS seats (Slack, GitHub, Figma, 1Password)\n- Transfer Google Drive ownership to the manager',
            labels: ['offboarding'],
          },
        },
        CREDENTIALS.jira,
      ),
      node(
        'Email Manager',
        `${BASE}.gmail`,
        2.1,
        [5, 0],
        {
          sendTo: "={{ $('Get Employee').item.json.supervisorEmail }}",
          subject: "=Offboarding started for {{ $('Get Employee').item.json.displayName }}",
          emailType: 'text',
          message:
            "=Hi,\n\nThe Google account has been suspended and IT ticket {{ $json.key }} tracks equipment and access. Please plan the handover of open work before {{ $('Offboarding Details').item.json.lastDay }}.\n\nPeople team",
          options: { appendAttribution: false },
        },
        CREDENTIALS.gmail,
      ),
    ],
    edges: chain(
      'When clicking ‘Test workflow’',
      'Offboarding Details',
      'Get Employee',
      'Suspend Google Account',
      'Open IT Ticket',
      'Email Manager',
    ),
  }),
];

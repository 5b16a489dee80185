import { AUTHORS } from './authors';
import { CREDENTIALS, fromList, ifParams, setFields } from './parameter-helpers';
import { BASE, chain, defineTemplate, link, node, type DemoTemplate } from './workflow-builder';

/** New-hire onboarding across HR, IT, calendar and chat tools. */
export const ONBOARDING_TEMPLATE: DemoTemplate = defineTemplate({
  slug: 'new-hire-onboarding',
  name: 'New Hire Onboarding: Accounts, Equipment and First-Week Plan',
  author: AUTHORS.team,
  description:
    'The moment a candidate is moved to Hired in Workable, onboarding runs itself. The ' +
    'employee record is created in BambooHR, a Google Workspace account and group membership ' +
    'are set up, engineers are invited to GitHub, IT gets a laptop ticket, a Notion checklist ' +
    'and calendar invites for the welcome meeting and 30-day check-in are created, the team is ' +
    'introduced in Slack, and a first-day email goes out on the start date.',
  daysAgo: 5,
  document: true,
  nodes: [
    node(
      'Workable Trigger',
      `${BASE}.workableTrigger`,
      1,
      [0, 1],
      { triggerOn: 'candidateMoved', filters: {} },
      CREDENTIALS.workable,
    ),
    node(
      'Moved to Hired?',
      `${BASE}.if`,
      2.2,
      [1, 1],
      ifParams([{ left: '={{ $json.data.stage }}', op: 'equals', right: 'hired' }]),
    ),
    node(
      'New Hire Details',
      `${BASE}.set`,
      3.4,
      [2, 1],
      setFields({
        firstName: '={{ $json.data.firstname }}',
        lastName: '={{ $json.data.lastname }}',
        personalEmail: '={{ $json.data.email }}',
        workEmail:
          "={{ ($json.data.firstname + '.' + $json.data.lastname).toLowerCase() }}@example.com",
        role: '={{ $json.data.job.title }}',
        department: '={{ $json.data.job.department }}',
        startDate: '={{ $json.data.start_date || $now.plus({ weeks: 2 }).toISODate() }}',
        managerEmail: "={{ $json.data.hiring_manager?.email || 'people@example.com' }}",
        tempPassword:
          "={{ Math.random().toString(36).slice(2, 10) + Math.random().toString(36).slice(2, 10).toUpperCase() + '!' }}",
      }),
    ),
    node(
      'Create BambooHR Employee',
      `${BASE}.bambooHr`,
      1,
      [3, 1],
      {
        resource: 'employee',
        operation: 'create',
        firstName: '={{ $json.firstName }}',
        lastName: '={{ $json.lastName }}',
        additionalFields: {
          hireDate: '={{ $json.startDate }}',
          department: '={{ $json.department }}',
          jobTitle: '={{ $json.role }}',
          workEmail: '={{ $json.workEmail }}',
        },
      },
      CREDENTIALS.bambooHr,
    ),
    node(
      'Create Google Account',
      `${BASE}.gSuiteAdmin`,
      1,
      [4, 1],
      {
        firstName: "={{ $('New Hire Details').item.json.firstName }}",
        lastName: "={{ $('New Hire Details').item.json.lastName }}",
        password: "={{ $('New Hire Details').item.json.tempPassword }}",
        username: "={{ $('New Hire Details').item.json.workEmail.split('@')[0] }}",
        domain: 'example.com',
        additionalFields: { changePasswordAtNextLogin: true },
      },
      CREDENTIALS.gSuiteAdmin,
    ),
    node(
      'Add to Department Group',
      `${BASE}.httpRequest`,
      4.2,
      [5, 1],
      {
        method: 'POST',
        url: "=https://admin.googleapis.com/admin/directory/v1/groups/{{ $('New Hire Details').item.json.department.toLowerCase() }}@example.com/members",
        authentication: 'predefinedCredentialType',
        nodeCredentialType: 'gSuiteAdminOAuth2Api',
        sendBody: true,
        bodyParameters: {
          parameters: [
            { name: 'email', value: "={{ $('New Hire Details').item.json.workEmail }}" },
            { name: 'role', value: 'MEMBER' },
          ],
        },
        options: {},
      },
      CREDENTIALS.gSuiteAdmin,
    ),
    node(
      'Engineer?',
      `${BASE}.if`,
      2.2,
      [6, 1],
      ifParams([
        {
          left: "={{ $('New Hire Details').item.json.department }}",
          op: 'equals',
          right: 'Engineering',
        },
      ]),
    ),
    node(
      'Invite to GitHub Org',
      `${BASE}.httpRequest`,
      4.2,
      [7, 0],
      {
        method: 'POST',
        url: 'https://api.github.com/orgs/acme/invitations',
        authentication: 'predefinedCredentialType',
        nodeCredentialType: 'githubApi',
        sendBody: true,
        bodyParameters: {
          parameters: [
            { name: 'email', value: "={{ $('New Hire Details').item.json.workEmail }}" },
            { name: 'role', value: 'direct_member' },
          ],
        },
        options: {},
      },
      CREDENTIALS.github,
    ),
    node(
      'Create Onboarding Checklist',
      `${BASE}.notion`,
      2.2,
      [8, 1],
      {
        resource: 'databasePage',
        databaseId: {
          __rl: true,
          mode: 'list',
          value: '5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b',
          cachedResultName: 'Onboarding',
        },
        title:
          "=Onboarding: {{ $('New Hire Details').item.json.firstName }} {{ $('New Hire Details').item.json.lastName }}",
        propertiesUi: {
          propertyValues: [
            { key: 'Start date|date', date: "={{ $('New Hire Details').item.json.startDate }}" },
            { key: 'Role|rich_text', textContent: "={{ $('New Hire Details').item.json.role }}" },
            { key: 'Status|status', statusValue: 'Not started' },
          ],
        },
        options: {},
      },
      CREDENTIALS.notion,
    ),
    node(
      'Order Laptop',
      `${BASE}.jira`,
      1,
      [9, 1],
      {
        project: '10300',
        issueType: '10005',
        summary:
          "=Laptop and accounts for {{ $('New Hire Details').item.json.firstName }} {{ $('New Hire Details').item.json.lastName }}, starting {{ $('New Hire Details').item.json.startDate }}",
        additionalFields: { labels: ['onboarding'] },
      },
      CREDENTIALS.jira,
    ),
    node(
      'Schedule Welcome Meeting',
      `${BASE}.googleCalendar`,
      1.3,
      [10, 1],
      {
        calendar: fromList('primary', 'Primary'),
        start: "={{ $('New Hire Details').item.json.startDate }}T09:30:00",
        end: "={{ $('New Hire Details').item.json.startDate }}T10:15:00",
        additionalFields: {
          summary: "=Welcome {{ $('New Hire Details').item.json.firstName }}!",
          attendees: [
            "={{ $('New Hire Details').item.json.workEmail }}",
            "={{ $('New Hire Details').item.json.managerEmail }}",
          ],
        },
      },
      CREDENTIALS.googleCalendar,
    ),
    node(
      'Schedule 30-day Check-in',
      `${BASE}.googleCalendar`,
      1.3,
      [11, 1],
      {
        calendar: fromList('primary', 'Primary'),
        start:
          "={{ DateTime.fromISO($('New Hire Details').item.json.startDate).plus({ days: 30 }).toISODate() }}T14:00:00",
        end: "={{ DateTime.fromISO($('New Hire Details').item.json.startDate).plus({ days: 30 }).toISODate() }}T14:30:00",
        additionalFields: {
          summary: "=30-day check-in: {{ $('New Hire Details').item.json.firstName }}",
          attendees: [
            "={{ $('New Hire Details').item.json.workEmail }}",
            "={{ $('New Hire Details').item.json.managerEmail }}",
          ],
        },
      },
      CREDENTIALS.googleCalendar,
    ),
    node(
      'Welcome Email',
      `${BASE}.gmail`,
      2.1,
      [12, 1],
      {
        sendTo: "={{ $('New Hire Details').item.json.personalEmail }}",
        subject: 'Welcome aboard! Here is what happens next',
        emailType: 'text',
        message:
          "=Hi {{ $('New Hire Details').item.json.firstName }},\n\nWe are thrilled you are joining as {{ $('New Hire Details').item.json.role }} on {{ $('New Hire Details').item.json.startDate }}. Your work account is {{ $('New Hire Details').item.json.workEmail }}; sign-in details follow separately.\n\nSee you soon!",
        options: { appendAttribution: false },
      },
      CREDENTIALS.gmail,
    ),
    node(
      'Introduce to Team',
      `${BASE}.slack`,
      2.2,
      [13, 1],
      {
        select: 'channel',
        channelId: fromList('C13GENERAL', '#general'),
        text: "=:wave: Please welcome *{{ $('New Hire Details').item.json.firstName }} {{ $('New Hire Details').item.json.lastName }}*, joining {{ $('New Hire Details').item.json.department }} as {{ $('New Hire Details').item.json.role }} on {{ $('New Hire Details').item.json.startDate }}!",
        otherOptions: {},
      },
      CREDENTIALS.slack,
    ),
    node('Wait Until Start Date', `${BASE}.wait`, 1.1, [14, 1], {
      resume: 'specificTime',
      dateTime: "={{ $('New Hire Details').item.json.startDate }}T08:00:00",
    }),
    node(
      'First-Day Email',
      `${BASE}.gmail`,
      2.1,
      [15, 1],
      {
        sendTo: "={{ $('New Hire Details').item.json.workEmail }}",
        subject: 'Your first day 🎉',
        emailType: 'text',
        message:
          '=Good morning and welcome! Your onboarding checklist is in Notion and your welcome meeting starts at 9:30.',
        options: { appendAttribution: false },
      },
      CREDENTIALS.gmail,
    ),
    node(
      'Remind Manager',
      `${BASE}.slack`,
      2.2,
      [16, 1],
      {
        select: 'channel',
        channelId: fromList('C13PEOPLE', '#people-ops'),
        text: "=:calendar: {{ $('New Hire Details').item.json.firstName }} starts today. Manager: {{ $('New Hire Details').item.json.managerEmail }}, please check in before lunch.",
        otherOptions: {},
      },
      CREDENTIALS.slack,
    ),
  ],
  edges: [
    ...chain(
      'Workable Trigger',
      'Moved to Hired?',
      'New Hire Details',
      'Create BambooHR Employee',
      'Create Google Account',
      'Add to Department Group',
      'Engineer?',
      'Invite to GitHub Org',
      'Create Onboarding Checklist',
    ),
    link('Engineer?', 'Create Onboarding Checklist', 1),
    ...chain(
      'Create Onboarding Checklist',
      'Order Laptop',
      'Schedule Welcome Meeting',
      'Schedule 30-day Check-in',
      'Welcome Email',
      'Introduce to Team',
      'Wait Until Start Date',
      'First-Day Email',
      'Remind Manager',
    ),
  ],
});

import { AUTHORS } from './authors';
import { CREDENTIALS, fromList, ifParams, setFields } from './parameter-helpers';
import {
  BASE,
  chain,
  defineTemplate,
  link,
  node,
  sticky,
  type DemoTemplate,
} from './workflow-builder';

const REPO = { owner: fromList('acme', 'acme'), repository: fromList('webapp', 'webapp') };

/** Engineering workflows around GitHub, Jira and n8n itself. */
export const DEVELOPER_TOOLS_TEMPLATES: DemoTemplate[] = [
  defineTemplate({
    slug: 'github-pr-review-requests',
    name: 'Label New Pull Requests and Ask for Review in Slack',
    author: AUTHORS.jonas,
    description:
      'Make sure no pull request sits unreviewed. When a PR is opened the workflow adds a ' +
      '"needs-review" label on GitHub and posts the title, author, size and link in ' +
      '#code-review so a reviewer can pick it up.',
    daysAgo: 269,
    nodes: [
      node(
        'GitHub Trigger',
        `${BASE}.githubTrigger`,
        1,
        [0, 0],
        { ...REPO, events: ['pull_request'] },
        CREDENTIALS.github,
      ),
      node(
        'Opened?',
        `${BASE}.if`,
        2.2,
        [1, 0],
        ifParams([
          { left: '={{ $json.body.action }}', op: 'equals', right: 'opened' },
          { left: '={{ $json.body.pull_request.draft }}', op: 'false', type: 'boolean' },
        ]),
      ),
      node(
        'Add needs-review Label',
        `${BASE}.github`,
        1.1,
        [2, 0],
        {
          ...REPO,
          operation: 'edit',
          issueNumber: '={{ $json.body.number }}',
          editFields: { labels: [{ label: 'needs-review' }] },
        },
        CREDENTIALS.github,
      ),
      node(
        'Compose Message',
        `${BASE}.set`,
        3.4,
        [3, 0],
        setFields({
          text: "=:eyes: *{{ $('GitHub Trigger').item.json.body.pull_request.title }}* by {{ $('GitHub Trigger').item.json.body.pull_request.user.login }} (+{{ $('GitHub Trigger').item.json.body.pull_request.additions }} / -{{ $('GitHub Trigger').item.json.body.pull_request.deletions }})\n{{ $('GitHub Trigger').item.json.body.pull_request.html_url }}",
        }),
      ),
      node(
        'Post to #code-review',
        `${BASE}.slack`,
        2.2,
        [4, 0],
        {
          select: 'channel',
          channelId: fromList('C10CODEREVIEW', '#code-review'),
          text: '={{ $json.text }}',
          otherOptions: { unfurl_links: false },
        },
        CREDENTIALS.slack,
      ),
    ],
    edges: chain(
      'GitHub Trigger',
      'Opened?',
      'Add needs-review Label',
      'Compose Message',
      'Post to #code-review',
    ),
  }),

  defineTemplate({
    slug: 'n8n-backup-to-github',
    name: 'Nightly Backup of All n8n Workflows to GitHub',
    author: AUTHORS.team,
    description:
      'Version control for your automations. Every night the workflow exports each workflow from ' +
      'your n8n instance through its API and commits it as JSON to a GitHub repository: new ' +
      'workflows are created, changed ones updated, so you get history and easy restores.',
    daysAgo: 297,
    document: true,
    nodes: [
      node('Every Night at 2am', `${BASE}.scheduleTrigger`, 1.2, [0, 0], {
        rule: { interval: [{ triggerAtHour: 2 }] },
      }),
      node(
        'Get All Workflows',
        `${BASE}.n8n`,
        1,
        [1, 0],
        { filters: {}, requestOptions: {} },
        CREDENTIALS.n8n,
      ),
      node('Loop Over Workflows', `${BASE}.splitInBatches`, 3, [2, 0], { options: {} }),
      node(
        'Get Existing File',
        `${BASE}.github`,
        1.1,
        [3, 1],
        {
          ...REPO,
          repository: fromList('n8n-backups', 'n8n-backups'),
          resource: 'file',
          operation: 'get',
          filePath: '=workflows/{{ $json.id }}.json',
          asBinaryProperty: false,
          additionalParameters: {},
        },
        CREDENTIALS.github,
        { alwaysOutputData: true, onError: 'continueRegularOutput' },
      ),
      node(
        'File Exists?',
        `${BASE}.if`,
        2.2,
        [4, 1],
        ifParams([{ left: '={{ $json.sha }}', op: 'exists' }]),
      ),
      node(
        'Update File',
        `${BASE}.github`,
        1.1,
        [5, 0],
        {
          ...REPO,
          repository: fromList('n8n-backups', 'n8n-backups'),
          resource: 'file',
          operation: 'edit',
          filePath: "=workflows/{{ $('Loop Over Workflows').item.json.id }}.json",
          fileContent: "={{ JSON.stringify($('Loop Over Workflows').item.json, null, 2) }}",
          commitMessage: "=backup: {{ $('Loop Over Workflows').item.json.name }}",
        },
        CREDENTIALS.github,
      ),
      node(
        'Create File',
        `${BASE}.github`,
        1.1,
        [5, 2],
        {
          ...REPO,
          repository: fromList('n8n-backups', 'n8n-backups'),
          resource: 'file',
          filePath: "=workflows/{{ $('Loop Over Workflows').item.json.id }}.json",
          fileContent: "={{ JSON.stringify($('Loop Over Workflows').item.json, null, 2) }}",
          commitMessage: "=backup: add {{ $('Loop Over Workflows').item.json.name }}",
        },
        CREDENTIALS.github,
      ),
      node('Next Workflow', `${BASE}.noOp`, 1, [6, 1]),
      sticky(
        'Note',
        '**Get Existing File** continues on error on purpose: a 404 means the workflow has not been backed up yet, so it is created instead.',
        [3, -1],
        { height: 160 },
      ),
    ],
    edges: [
      ...chain('Every Night at 2am', 'Get All Workflows', 'Loop Over Workflows'),
      link('Loop Over Workflows', 'Get Existing File', 1),
      ...chain(
        'Get Existing File',
        'File Exists?',
        'Update File',
        'Next Workflow',
        'Loop Over Workflows',
      ),
      link('File Exists?', 'Create File', 1),
      ...chain('Create File', 'Next Workflow'),
    ],
  }),

  defineTemplate({
    slug: 'github-issues-to-jira',
    name: 'Mirror New GitHub Issues into Jira',
    author: AUTHORS.aiko,
    description:
      'Let the community file issues on GitHub while your team plans in Jira. New GitHub issues ' +
      'become Jira tickets with the right issue type from their labels, and the issue gets a ' +
      'comment with the Jira key plus a "tracked" label so contributors know it was seen.',
    daysAgo: 83,
    nodes: [
      node(
        'GitHub Trigger',
        `${BASE}.githubTrigger`,
        1,
        [0, 0],
        { ...REPO, events: ['issues'] },
        CREDENTIALS.github,
      ),
      node(
        'Newly Opened?',
        `${BASE}.if`,
        2.2,
        [1, 0],
        ifParams([{ left: '={{ $json.body.action }}', op: 'equals', right: 'opened' }]),
      ),
      node(
        'Map Issue Type',
        `${BASE}.set`,
        3.4,
        [2, 0],
        setFields({
          issueType:
            "={{ $json.body.issue.labels.some(l => l.name === 'bug') ? '10004' : '10001' }}",
          summary: '={{ $json.body.issue.title }}',
          description: '={{ $json.body.issue.body }}\n\nGitHub: {{ $json.body.issue.html_url }}',
          number: '={{ $json.body.issue.number }}',
        }),
      ),
      node(
        'Create Jira Issue',
        `${BASE}.jira`,
        1,
        [3, 0],
        {
          project: '10000',
          issueType: '={{ $json.issueType }}',
          summary: '={{ $json.summary }}',
          additionalFields: { description: '={{ $json.description }}', labels: ['github'] },
        },
        CREDENTIALS.jira,
      ),
      node(
        'Comment on GitHub',
        `${BASE}.github`,
        1.1,
        [4, 0],
        {
          ...REPO,
          operation: 'createComment',
          issueNumber: "={{ $('Map Issue Type').item.json.number }}",
          body: '=Thanks for the report! This is now tracked internally as **{{ $json.key }}**.',
        },
        CREDENTIALS.github,
      ),
      node(
        'Add tracked Label',
        `${BASE}.github`,
        1.1,
        [5, 0],
        {
          ...REPO,
          operation: 'edit',
          issueNumber: "={{ $('Map Issue Type').item.json.number }}",
          editFields: { labels: [{ label: 'tracked' }] },
        },
        CREDENTIALS.github,
      ),
    ],
    edges: chain(
      'GitHub Trigger',
      'Newly Opened?',
      'Map Issue Type',
      'Create Jira Issue',
      'Comment on GitHub',
      'Add tracked Label',
    ),
  }),

  defineTemplate({
    slug: 'jira-backlog-from-spec',
    name: 'Create a Jira Epic and Stories from a Backlog Spec',
    author: AUTHORS.lucas,
    description:
      'Plan in a text editor, not in forms. Describe an epic and its stories in the Code node and ' +
      'run the workflow once: it creates the epic, then every story linked to it with estimates ' +
      'and labels, and prints a summary of the new issue keys.',
    daysAgo: 137,
    nodes: [
      node('When clicking ‘Test workflow’', `${BASE}.manualTrigger`, 1, [0, 0]),
      node('Backlog Spec', `${BASE}.code`, 2, [1, 0], {
        jsCode:
          "return [{ json: {\n  epic: 'Self-serve onboarding',\n  stories: [\n    { summary: 'Sign-up with Google', points: 3 },\n    { summary: 'Guided product tour', points: 5 },\n    { summary: 'Invite teammates from the dashboard', points: 3 },\n    { summary: 'Onboarding checklist with progress', points: 8 },\n  ],\n} }];",
      }),
      node(
        'Create Epic',
        `${BASE}.jira`,
        1,
        [2, 0],
        {
          project: '10000',
          issueType: '10000',
          summary: '={{ $json.epic }}',
          additionalFields: { labels: ['planning'] },
        },
        CREDENTIALS.jira,
      ),
      node('One Item per Story', `${BASE}.splitOut`, 1, [3, 0], {
        fieldToSplitOut: "={{ $('Backlog Spec').item.json.stories }}",
        options: {},
      }),
      node(
        'Create Story',
        `${BASE}.jira`,
        1,
        [4, 0],
        {
          project: '10000',
          issueType: '10001',
          summary: '={{ $json.summary }}',
          additionalFields: {
            parentIssueKey: "={{ $('Create Epic').item.json.key }}",
            labels: ['planning'],
            customFieldsUi: {
              customFieldsValues: [
                { fieldId: 'customfield_10016', fieldValue: '={{ $json.points }}' },
              ],
            },
          },
        },
        CREDENTIALS.jira,
      ),
      node('Summary', `${BASE}.aggregate`, 1, [5, 0], {
        fieldsToAggregate: {
          fieldToAggregate: [
            { fieldToAggregate: 'key', renameField: true, outputFieldName: 'createdStories' },
          ],
        },
        options: {},
      }),
    ],
    edges: chain(
      'When clicking ‘Test workflow’',
      'Backlog Spec',
      'Create Epic',
      'One Item per Story',
      'Create Story',
      'Summary',
    ),
  }),

  defineTemplate({
    slug: 'github-release-notes',
    name: 'Automatic Release Notes from Conventional Commits',
    author: AUTHORS.noor,
    description:
      'Publish a GitHub release and get proper notes for free. The release webhook triggers a ' +
      'comparison with the previous tag; commits are grouped into Features, Fixes and Other by ' +
      'their conventional-commit prefix and the release body is updated with the formatted list.',
    daysAgo: 47,
    document: true,
    nodes: [
      node('Release Webhook', `${BASE}.webhook`, 2, [0, 0], {
        httpMethod: 'POST',
        path: 'github/release',
        options: {},
      }),
      node(
        'Published?',
        `${BASE}.if`,
        2.2,
        [1, 0],
        ifParams([{ left: '={{ $json.body.action }}', op: 'equals', right: 'published' }]),
      ),
      node(
        'Get Previous Release',
        `${BASE}.github`,
        1.1,
        [2, 0],
        {
          ...REPO,
          resource: 'release',
          operation: 'getAll',
          limit: 2,
        },
        CREDENTIALS.github,
      ),
      node(
        'Compare Tags',
        `${BASE}.httpRequest`,
        4.2,
        [3, 0],
        {
          url: "=https://api.github.com/repos/acme/webapp/compare/{{ $input.all()[1].json.tag_name }}...{{ $('Release Webhook').item.json.body.release.tag_name }}",
          authentication: 'predefinedCredentialType',
          nodeCredentialType: 'githubApi',
          options: {},
        },
        CREDENTIALS.github,
      ),
      node('Group Commits', `${BASE}.code`, 2, [4, 0], {
        jsCode:
          "const groups = { Features: [], Fixes: [], Other: [] };\nfor (const c of $json.commits) {\n  const line = c.commit.message.split('\\n')[0];\n  const target = /^feat/.test(line) ? 'Features' : /^fix/.test(line) ? 'Fixes' : 'Other';\n  groups[target].push(`- ${line} (${c.sha.slice(0, 7)})`);\n}\nconst body = Object.entries(groups).filter(([, l]) => l.length).map(([t, l]) => `## ${t}\\n${l.join('\\n')}`).join('\\n\\n');\nreturn [{ json: { body } }];",
      }),
      node(
        'Update Release Notes',
        `${BASE}.github`,
        1.1,
        [5, 0],
        {
          ...REPO,
          resource: 'release',
          operation: 'update',
          release_id: "={{ $('Release Webhook').item.json.body.release.id }}",
          additionalFields: { body: '={{ $json.body }}' },
        },
        CREDENTIALS.github,
      ),
    ],
    edges: chain(
      'Release Webhook',
      'Published?',
      'Get Previous Release',
      'Compare Tags',
      'Group Commits',
      'Update Release Notes',
    ),
  }),
];

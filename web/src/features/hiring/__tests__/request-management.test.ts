import type { HireApplicationStatus, HireRequestStatus } from '../../../gql/graphql';
import {
  canCancel,
  canComplete,
  canDecide,
  hireRequestTotals,
  needsFeedback,
  projectTiles,
  shareSummary,
  type ManagedRequest,
} from '../request-management';
import { requestedTemplateIds } from '../requested-templates';

const STATUSES: HireRequestStatus[] = [
  'pending',
  'in_selection',
  'active',
  'completed',
  'cancelled',
];

function request(
  status: HireRequestStatus,
  pending = 0,
  applications: ManagedRequest['applications'] = [],
): ManagedRequest {
  return { status, applicationCounts: { total: pending, pending }, applications };
}

describe('the project management tiles', () => {
  it.each([
    ['pending', 0, ['monitoring', 'requirements', 'chat', 'status']],
    ['pending', 2, ['monitoring', 'requirements', 'chat', 'selectExpert', 'status']],
    ['in_selection', 0, ['monitoring', 'requirements', 'chat', 'payment', 'status']],
    ['in_selection', 1, ['monitoring', 'requirements', 'chat', 'payment', 'status']],
    ['active', 0, ['monitoring', 'requirements', 'chat', 'status']],
    ['completed', 0, ['monitoring', 'requirements', 'chat', 'status']],
    ['cancelled', 3, ['monitoring', 'requirements', 'chat', 'status']],
  ] as const)('of a %s request with %i pending applications', (status, pending, tiles) => {
    expect(projectTiles(request(status, pending))).toEqual(tiles);
  });

  it('leave Select Expert out when the counts are not known', () => {
    expect(
      projectTiles({ status: 'pending', applicationCounts: null, applications: [] }),
    ).not.toContain('selectExpert');
  });
});

describe('what the client may do with a request', () => {
  it.each(STATUSES)('%s: cancel until it is paid for, complete only while active', (status) => {
    expect(canCancel({ status })).toBe(status === 'pending' || status === 'in_selection');
    expect(canComplete({ status })).toBe(status === 'active');
  });

  it('asks for feedback once a completed project has an accepted expert without any', () => {
    const accepted = [{ status: 'accepted' as const, feedback: null }];
    expect(needsFeedback(request('completed', 0, accepted))).toBe(true);
    expect(needsFeedback(request('active', 0, accepted))).toBe(false);
    expect(
      needsFeedback(request('completed', 0, [{ status: 'accepted', feedback: { rating: 5 } }])),
    ).toBe(false);
    expect(needsFeedback(request('completed', 0, [{ status: 'rejected' }]))).toBe(false);
  });
});

describe('Accept and Reject on an application', () => {
  const APPLICATIONS: HireApplicationStatus[] = ['pending', 'accepted', 'rejected', 'withdrawn'];

  it.each(STATUSES.flatMap((status) => APPLICATIONS.map((application) => [status, application])))(
    'a %s request, a %s application',
    (status, application) => {
      const offered = status === 'pending' && application === 'pending';
      expect(
        canDecide(
          { status: application as HireApplicationStatus },
          { status: status as HireRequestStatus },
        ),
      ).toBe(offered);
    },
  );
});

describe('the Share text', () => {
  it('sums the request up in plain lines, without the client', () => {
    const text = shareSummary({
      templateName: 'Send daily weather updates',
      status: 'in_selection',
      urgency: 'urgent',
      timeline: '2 weeks',
      budget: { currency: 'USD', min: 500, max: 2000 },
      businessProblem: 'Answering weather questions by hand.',
      requirements: 'Slack at 7am.',
      industry: 'Logistics',
      companySize: '11-50',
      applicationCounts: { total: 3 },
    });
    expect(text).toBe(
      [
        'Hire request: Send daily weather updates',
        'Status: In Selection',
        'Urgency: Urgent',
        'Timeline: 2 weeks',
        'Budget: $500 - $2,000',
        'Industry: Logistics',
        'Company size: 11-50',
        'Applications: 3 applications',
        '',
        'Business problem:',
        'Answering weather questions by hand.',
        '',
        'Requirements:',
        'Slack at 7am.',
      ].join('\n'),
    );
  });

  it('says when no budget was given and no one applied', () => {
    const text = shareSummary({
      templateName: 'T',
      status: 'pending',
      urgency: 'low',
      timeline: 'soon',
      budget: null,
      businessProblem: 'p',
      requirements: 'r',
      industry: 'i',
      companySize: 's',
      applicationCounts: null,
    });
    expect(text).toContain('Budget: Not specified');
    expect(text).toContain('Applications: 0 applications');
  });
});

describe('the templates a grid shows as requested', () => {
  it('are those with a pending, in-selection or active request', () => {
    const ids = requestedTemplateIds([
      { templateId: 'a', status: 'pending' },
      { templateId: 'b', status: 'in_selection' },
      { templateId: 'c', status: 'active' },
      { templateId: 'd', status: 'completed' },
      { templateId: 'e', status: 'cancelled' },
      { templateId: null, status: 'pending' },
    ]);
    expect([...ids].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('the Hire Requests header', () => {
  it('counts requests, completed ones and every application', () => {
    expect(
      hireRequestTotals([
        { status: 'completed', applicationCounts: { total: 4 } },
        { status: 'pending', applicationCounts: { total: 2 } },
        { status: 'completed', applicationCounts: null },
      ]),
    ).toEqual({ requests: 3, completed: 2, applications: 6 });
  });
});

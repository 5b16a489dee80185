import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HireRequestsSectionDocument } from '../../../gql/graphql';
import { reportNotificationArrived } from '../../../app/notification-events';
import { setUpAppTests, timesSent } from '../../accounts/__tests__/session-fixture';
import { HIRE_PAYMENT_RETURN } from '../hire-messages';
import { buildHireRequest, sectionMock } from './hire-fixture';
import { findRequestCard, renderHireRequests } from './render-hire-requests';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

describe("the client's Hire Requests", () => {
  setUpAppTests();

  it('shows placeholder cards while loading, then each request with every field', async () => {
    const request = buildHireRequest({
      createdAt: hoursAgo(3),
      counts: { pending: 2, rejected: 1 },
    });
    const probe = renderHireRequests([sectionMock([request])], undefined, {
      hold: ['HireRequestsSection'],
    });

    expect(await screen.findByRole('status', { name: 'Loading hire requests' })).toBeVisible();
    probe.release('HireRequestsSection');
    const card = await findRequestCard('Send daily weather updates');
    expect(within(card).getByText('Pending')).toBeVisible();
    expect(within(card).getByText('High')).toBeVisible();
    expect(card).toHaveTextContent('3h ago');
    expect(card).toHaveTextContent('3 applications');
    expect(card).toHaveTextContent(request.businessProblem);
    expect(card).toHaveTextContent(request.requirements);
    for (const [label, value] of [
      ['Timeline', '2 weeks'],
      ['Budget', '$500 - $2,000'],
      ['Company size', '11-50'],
      ['Industry', 'Logistics'],
      ['Nodes', '6 nodes'],
      ['Category', 'Communication'],
    ]) {
      expect(within(card).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(card).getByRole('button', { name: 'View Applications (3)' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'View Details' })).toBeVisible();
  });

  it('counts requests, completed ones and applications in the header', async () => {
    renderHireRequests([
      sectionMock([
        buildHireRequest({ id: 'r1', status: 'completed', counts: { accepted: 1, rejected: 2 } }),
        buildHireRequest({ id: 'r2', counts: { pending: 1 } }),
        buildHireRequest({ id: 'r3', status: 'cancelled' }),
      ]),
    ]);
    await screen.findAllByRole('article');
    const figure = (label: string) => screen.getByText(label).nextElementSibling;
    expect(figure('Total requests')).toHaveTextContent('3');
    expect(figure('Completed requests')).toHaveTextContent('1');
    expect(figure('Applications')).toHaveTextContent('4');
  });

  it('counts a new application as soon as its notification arrives, and ignores other news', async () => {
    const probe = renderHireRequests([
      sectionMock([buildHireRequest()]),
      sectionMock([buildHireRequest({ counts: { pending: 1 } })]),
    ]);
    const card = await findRequestCard('Send daily weather updates');
    expect(card).toHaveTextContent('0 applications');

    act(() => reportNotificationArrived('chat_message'));
    act(() => reportNotificationArrived('plan_period_ending'));
    expect(timesSent(probe, 'HireRequestsSection')).toBe(1);

    act(() => reportNotificationArrived('expert_applied'));
    const updated = await findRequestCard('Send daily weather updates');
    expect(
      await within(updated).findByRole('button', { name: 'View Applications (1)' }),
    ).toBeVisible();
    expect(timesSent(probe, 'HireRequestsSection')).toBe(2);
  });

  it('offers View Applications only on a request with applications', async () => {
    renderHireRequests([sectionMock([buildHireRequest({ createdAt: hoursAgo(0.5) })])]);
    const card = await findRequestCard('Send daily weather updates');
    expect(card).toHaveTextContent('Just now');
    expect(card).toHaveTextContent('0 applications');
    expect(
      within(card).queryByRole('button', { name: /View Applications/ }),
    ).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Details' })).toBeVisible();
  });

  it('shows the age in days, no budget and a template that was taken down', async () => {
    renderHireRequests([
      sectionMock([
        buildHireRequest({ createdAt: hoursAgo(50), budget: null, templateRemoved: true }),
      ]),
    ]);
    const card = await findRequestCard('Send daily weather updates');
    expect(card).toHaveTextContent('2d ago');
    expect(within(card).getByText('Budget').nextElementSibling).toHaveTextContent('Not specified');
    expect(within(card).getByText('Category').nextElementSibling).toHaveTextContent(
      'Template removed',
    );
  });

  it('shows the default node count for a template whose nodes were never counted', async () => {
    const user = userEvent.setup();
    renderHireRequests([sectionMock([buildHireRequest({ nodeCount: null })])]);
    const card = await findRequestCard('Send daily weather updates');
    expect(within(card).getByText('Nodes').nextElementSibling).toHaveTextContent('25 nodes');
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send daily weather updates' });
    expect(within(dialog).getByText('Nodes').nextElementSibling).toHaveTextContent('25 nodes');
  });

  it('without any request, points to the templates', async () => {
    renderHireRequests([sectionMock([])]);
    expect(await screen.findByRole('heading', { name: 'No hire requests yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute('href', '/');
  });

  it('says when the list failed to load, and Try Again loads it', async () => {
    const user = userEvent.setup();
    renderHireRequests([
      { request: { query: HireRequestsSectionDocument }, error: new Error('offline') },
      sectionMock([buildHireRequest()]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load hire requests');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await findRequestCard('Send daily weather updates')).toBeVisible();
  });

  it('back from a checkout, says so and asks for the requests again after 2 s', async () => {
    jest.useFakeTimers();
    const probe = renderHireRequests(
      [
        sectionMock([buildHireRequest({ status: 'in_selection' })]),
        sectionMock([buildHireRequest({ status: 'active' })]),
      ],
      '/dashboard?section=hire-requests&payment=success',
    );
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(screen.getByText(HIRE_PAYMENT_RETURN.success)).toBeVisible();
    const card = screen.getByRole('article', { name: 'Send daily weather updates' });
    expect(within(card).getByText('In Selection')).toBeVisible();
    expect(timesSent(probe, 'HireRequestsSection')).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(1600));
    expect(timesSent(probe, 'HireRequestsSection')).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(within(card).getByText('Active')).toBeVisible();
  });

  it('says a cancelled checkout left the request waiting for payment', async () => {
    renderHireRequests(
      [sectionMock([buildHireRequest({ status: 'in_selection' })])],
      '/dashboard?section=hire-requests&payment=cancelled',
    );
    expect(await screen.findByText(HIRE_PAYMENT_RETURN.cancelled)).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpAppTests } from '../../accounts/__tests__/session-fixture';
import { applicationsMock, buildApplication, buildHireRequest, sectionMock } from './hire-fixture';
import { renderHireRequests } from './render-hire-requests';

const NAME = 'Send daily weather updates';
const GRACE = buildApplication();
const ALAN = buildApplication({ id: 'application-2', name: 'Alan Newcomer' });
const REQUEST = buildHireRequest({
  counts: { pending: 2 },
  applications: [GRACE, ALAN].map(({ id, status }) => ({ id, status })),
});
const LINK = `/dashboard?section=hire-requests&request=${REQUEST.id}&application=${ALAN.id}`;

describe("a notification's link to an application on Hire Requests", () => {
  setUpAppTests();

  it('opens the request’s applications with that application marked and focused', async () => {
    renderHireRequests([sectionMock([REQUEST]), applicationsMock(REQUEST, [GRACE, ALAN])], LINK);
    const dialog = await screen.findByRole('dialog', { name: `Applications: ${NAME}` });
    const linked = await within(dialog).findByRole('article', { name: 'Alan Newcomer' });
    expect(linked).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(linked).toHaveFocus());
    expect(within(dialog).getByRole('article', { name: GRACE.expert.name })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('forgets the link on closing, so the section stays closed', async () => {
    const user = userEvent.setup();
    const probe = renderHireRequests(
      [sectionMock([REQUEST]), applicationsMock(REQUEST, [GRACE, ALAN])],
      LINK,
    );
    const dialog = await screen.findByRole('dialog', { name: `Applications: ${NAME}` });
    await within(dialog).findByRole('article', { name: 'Alan Newcomer' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(probe.search).toBe('?section=hire-requests');
  });
});

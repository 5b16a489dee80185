import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePageSavedStateDocument, SessionUserDocument } from '../../../gql-home/graphql';
import {
  sessionUserMock,
  setUpAppTests,
  timesSent,
  type AppProbe,
} from '../../accounts/__tests__/session-fixture';
import {
  LIMIT_MESSAGE,
  limitReachedMock,
  loginMock,
  renderBrowse,
  saveMock,
  sessionWithSaves,
  signInThroughHeader,
  unsaveMock,
} from './saved-fixture';

function card(name: string) {
  return screen.getByRole('article', { name });
}

async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

function savesUsed(probe: AppProbe) {
  return probe.client.readQuery({ query: SessionUserDocument })?.me?.subscription.templateSavesUsed;
}

describe('the save toggle on template cards', () => {
  setUpAppTests();

  it('saves a template with a spinner, then shows it saved with its Diagram and counts the save', async () => {
    const user = userEvent.setup();
    const probe = renderBrowse([sessionWithSaves(2), saveMock('workflow-3', 3)], {
      token: 'token-ada',
      hold: ['SaveTemplate'],
    });
    await screen.findByRole('button', { name: 'Sign out' });
    const third = await findCard('Workflow 3');
    expect(within(third).queryByRole('button', { name: 'Diagram' })).not.toBeInTheDocument();

    await user.click(within(third).getByRole('button', { name: 'Save' }));
    const busy = within(third).getByRole('button', { name: 'Save' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    probe.release('SaveTemplate');

    const saved = await within(third).findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toBeEnabled();
    expect(within(third).getByRole('button', { name: 'Diagram' })).toBeInTheDocument();
    expect(savesUsed(probe)).toBe(3);
    // The cache was updated in place: neither the list nor the account was asked again.
    expect(timesSent(probe, 'HomePageTemplates')).toBe(1);
    expect(timesSent(probe, 'SessionUser')).toBe(1);
  });

  it('unsaves a saved template with a spinner and gives the save back', async () => {
    const user = userEvent.setup();
    const probe = renderBrowse([sessionWithSaves(3), unsaveMock('workflow-1', 2)], {
      token: 'token-ada',
      savedIds: ['workflow-1'],
      hold: ['UnsaveTemplate'],
    });
    await screen.findByRole('button', { name: 'Sign out' });
    const first = await findCard('Workflow 1');
    expect(within(first).getByRole('button', { name: 'Diagram' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Saved' }));
    expect(within(first).getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    probe.release('UnsaveTemplate');

    const save = await within(first).findByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(within(first).queryByRole('button', { name: 'Diagram' })).not.toBeInTheDocument();
    expect(savesUsed(probe)).toBe(2);
  });

  it('asks a visitor to sign in instead of saving', async () => {
    const user = userEvent.setup();
    const probe = renderBrowse([]);
    await user.click(within(await findCard('Workflow 1')).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent('Sign in to save templates.');
    expect(timesSent(probe, 'SaveTemplate')).toBe(0);
  });

  it('opens the upgrade dialog with the usage when the 6th save is refused', async () => {
    const user = userEvent.setup();
    renderBrowse([sessionWithSaves(5), limitReachedMock('workflow-6')], { token: 'token-ada' });
    await screen.findByRole('button', { name: 'Sign out' });
    const sixth = await findCard('Workflow 6');
    await user.click(within(sixth).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(dialog).toHaveTextContent(LIMIT_MESSAGE);
    expect(dialog).toHaveTextContent('5 of 5 saves used');
    expect(dialog).toHaveTextContent('Free plan');
    expect(within(dialog).getByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/dashboard?section=subscription',
    );
    expect(within(sixth).getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes View Plans to the subscription section of the dashboard', async () => {
    const user = userEvent.setup();
    const probe = renderBrowse([sessionWithSaves(5), limitReachedMock('workflow-6')], {
      token: 'token-ada',
    });
    await screen.findByRole('button', { name: 'Sign out' });
    await user.click(within(await findCard('Workflow 6')).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    await user.click(within(dialog).getByRole('link', { name: 'View Plans' }));
    expect(probe.pathname).toBe('/dashboard');
    expect(probe.search).toBe('?section=subscription');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('only logs any other failure to save', async () => {
    const user = userEvent.setup();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { ...saveMock('workflow-2', 1), result: undefined, error: new Error('down') };
    renderBrowse([sessionWithSaves(0), failing], { token: 'token-ada' });
    await screen.findByRole('button', { name: 'Sign out' });
    const second = await findCard('Workflow 2');
    await user.click(within(second).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Could not save the template', expect.any(Error)),
    );
    expect(within(second).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks which of the cards shown are saved after someone signs in, keeping the list', async () => {
    const user = userEvent.setup();
    const savedState = {
      request: {
        query: HomePageSavedStateDocument,
        variables: { filter: null, page: 1, limit: 20 },
      },
      result: {
        data: {
          templates: {
            __typename: 'TemplatePage',
            templates: Array.from({ length: 20 }, (_, index) => ({
              __typename: 'Template',
              id: `workflow-${index + 1}`,
              isSaved: index === 1,
            })),
          },
        },
      },
    };
    const probe = renderBrowse([loginMock(), sessionUserMock(), savedState]);
    expect(await findCard('Workflow 2')).toBeInTheDocument();
    await signInThroughHeader(user);

    expect(await within(card('Workflow 2')).findByRole('button', { name: 'Saved' })).toBeVisible();
    expect(within(card('Workflow 2')).getByRole('button', { name: 'Diagram' })).toBeVisible();
    expect(within(card('Workflow 1')).getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(timesSent(probe, 'HomePageTemplates')).toBe(1);
  });

  it('shows nothing saved once the user signed out', async () => {
    const user = userEvent.setup();
    renderBrowse([sessionWithSaves(1)], { token: 'token-ada', savedIds: ['workflow-1'] });
    await screen.findByRole('button', { name: 'Sign out' });
    expect(
      await within(await findCard('Workflow 1')).findByRole('button', { name: 'Saved' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await within(card('Workflow 1')).findByRole('button', { name: 'Save' })).toBeVisible();
    expect(within(card('Workflow 1')).queryByRole('button', { name: 'Diagram' })).toBeNull();
  });
});

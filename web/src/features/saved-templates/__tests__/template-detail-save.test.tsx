import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavedTemplateStateDocument } from '../../../gql-home/graphql';
import {
  renderApp,
  sessionUserMock,
  setUpAppTests,
} from '../../accounts/__tests__/session-fixture';
import { templateMock } from '../../template-detail/__tests__/render-detail-page';
import { buildTemplate } from '../../template-detail/__tests__/template-fixture';
import TemplateDetailPage from '../../template-detail/pages/template-detail-page';
import {
  diagramMock,
  loginMock,
  saveMock,
  sessionWithSaves,
  signInThroughHeader,
  unsaveMock,
} from './saved-fixture';

/** The detail page of a template, saved or not, for the given session. */
async function renderDetail(saved: boolean, mocks: MockLink.MockedResponse[], token?: string) {
  const template = buildTemplate({ isSaved: saved });
  renderApp(`/template/${template.id}`, [templateMock(template), ...mocks], {
    token,
    routes: { 'template/:id': <TemplateDetailPage /> },
  });
  await screen.findByRole('heading', { level: 1, name: template.name });
  if (token) await screen.findByRole('button', { name: 'Sign out' });
  return template;
}

describe('saving on the template detail page', () => {
  setUpAppTests();
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  afterEach(() => {
    // Unmounted first: closing the diagram revokes its URL.
    cleanup();
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('hides Generate Diagram while the template is not saved', async () => {
    await renderDetail(false, [sessionWithSaves(0)], 'token-ada');
    expect(screen.getByRole('button', { name: 'Save Template' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Generate Diagram' })).not.toBeInTheDocument();
  });

  it('saves with a spinner, then offers Generate Diagram, which opens the diagram', async () => {
    const user = userEvent.setup();
    const template = buildTemplate();
    await renderDetail(
      false,
      [sessionWithSaves(0), saveMock(template.id, 1), diagramMock(template.id)],
      'token-ada',
    );
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(screen.getByRole('button', { name: 'Save Template' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/diagram');
    URL.revokeObjectURL = jest.fn();
    await user.click(screen.getByRole('button', { name: 'Generate Diagram' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Workflow diagram: ${template.name}`,
    });
    const picture = await within(dialog).findByRole('img');
    expect(picture.querySelector('image')).toHaveAttribute('href', 'blob:http://localhost/diagram');
    expect(within(dialog).getByRole('button', { name: 'Download SVG' })).toBeVisible();
  });

  it('unsaves a saved template, and Generate Diagram goes', async () => {
    const user = userEvent.setup();
    const template = buildTemplate();
    await renderDetail(true, [sessionWithSaves(1), unsaveMock(template.id, 0)], 'token-ada');
    expect(screen.getByRole('button', { name: 'Generate Diagram' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save Template' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Generate Diagram' })).not.toBeInTheDocument();
  });

  it('asks whether the template is saved once a visitor signs in', async () => {
    const template = buildTemplate();
    const savedState = {
      request: { query: SavedTemplateStateDocument, variables: { templateId: template.id } },
      result: { data: { isTemplateSaved: true } },
    };
    await renderDetail(false, [loginMock(), sessionUserMock(), savedState]);
    expect(screen.queryByRole('button', { name: 'Generate Diagram' })).not.toBeInTheDocument();

    await signInThroughHeader(userEvent.setup());
    expect(await screen.findByRole('button', { name: 'Generate Diagram' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });
});

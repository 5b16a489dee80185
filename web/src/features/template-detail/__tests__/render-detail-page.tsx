import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TemplateDetailPageDocument } from '../../../gql/graphql';
import { SessionProvider } from '../../accounts/components/session-provider';
import { SignInPromptProvider } from '../../accounts/components/sign-in-prompt-provider';
import { UpgradePromptProvider } from '../../saved-templates/components/upgrade-prompt-provider';
import TemplateDetailPage from '../pages/template-detail-page';
import type { TemplateDetail } from '../template-detail.types';
import { buildTemplate } from './template-fixture';

/** Renders the detail page at `/template/{id}` over the given GraphQL mocks. */
export function renderDetailPage(id: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[`/template/${id}`]}>
        <SessionProvider>
          <SignInPromptProvider>
            <UpgradePromptProvider>
              <Routes>
                <Route path="/template/:id" element={<TemplateDetailPage />} />
                <Route path="/" element={<p>Home page</p>} />
              </Routes>
            </UpgradePromptProvider>
          </SignInPromptProvider>
        </SessionProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The mock answering the detail query for this template. */
export function templateMock(template: TemplateDetail) {
  return {
    request: { query: TemplateDetailPageDocument, variables: { id: template.id } },
    result: { data: { template } },
  };
}

/** Renders the page for a template and waits until it has loaded. */
export async function renderLoaded(template = buildTemplate()) {
  renderDetailPage(template.id, [templateMock(template)]);
  await screen.findByRole('heading', { level: 1, name: template.name });
  return template;
}

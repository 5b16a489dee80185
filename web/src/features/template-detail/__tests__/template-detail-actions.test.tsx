import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordTemplateDownloadDocument } from '../../../gql/graphql';
import { renderDetailPage, renderLoaded, templateMock } from './render-detail-page';
import { buildTemplate } from './template-fixture';

describe('template detail page actions', () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;

  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    jest.restoreAllMocks();
  });

  it('downloads the JSON locally and records the download in the background', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:template');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const template = buildTemplate();
    const recorded = jest.fn(() => ({
      data: {
        recordTemplateDownload: {
          __typename: 'RecordTemplateDownloadPayload',
          template: { __typename: 'Template', id: template.id, downloads: 1 },
        },
      },
    }));
    renderDetailPage(template.id, [
      templateMock(template),
      {
        request: {
          query: RecordTemplateDownloadDocument,
          variables: { input: { id: template.id } },
        },
        result: recorded,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Download JSON' }));
    expect(saved).toEqual(['send_daily_weather_updates.json']);
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['Save Template', 'save templates'],
    ['Hire an Expert', 'hire an expert'],
    ['Import', 'import templates into n8n'],
  ])('%s opens the app-wide sign-in prompt', async (action, reason) => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: action }));
    const dialog = screen.getByRole('dialog', { name: 'Accounts are coming soon' });
    expect(dialog).toHaveTextContent(`Signing in to ${reason} is not available yet`);
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not offer Generate Diagram to a visitor', async () => {
    await renderLoaded();
    expect(screen.queryByRole('button', { name: /Generate Diagram/ })).not.toBeInTheDocument();
  });

  it('offers donations of 5, 10 and 20 USD as external links in a new tab', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    const links = within(screen.getByRole('dialog')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [5, 10, 20].map((n) => `https://www.paypal.com/donate?amount=${n}&currency_code=USD`),
    );
    links.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('promotes the hosting offer and the community', async () => {
    await renderLoaded();
    expect(screen.getByText(/up to 67% off/)).toHaveTextContent(
      'up to 67% off, from 5.99 USD per month on a 12-month plan',
    );
    expect(screen.getByRole('link', { name: /Join the n8n community/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

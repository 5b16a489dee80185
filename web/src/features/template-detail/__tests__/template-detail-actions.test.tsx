import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonateDialogDocument, RecordTemplateDownloadDocument } from '../../../gql/graphql';
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
  ])('%s asks a visitor to sign in, saying why', async (action, reason) => {
    const user = userEvent.setup();
    await renderLoaded();
    await user.click(screen.getByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent(`Sign in to ${reason}.`);
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not offer Generate Diagram to a visitor', async () => {
    await renderLoaded();
    expect(screen.queryByRole('button', { name: /Generate Diagram/ })).not.toBeInTheDocument();
  });

  it('without a payment method, offers donations of 5, 10 and 20 USD as external links', async () => {
    const user = userEvent.setup();
    const template = buildTemplate();
    const noGateways = {
      request: { query: DonateDialogDocument },
      result: { data: { paymentGateways: [] } },
    };
    renderDetailPage(template.id, [templateMock(template), noGateways]);
    await screen.findByRole('heading', { level: 1, name: template.name });
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    const links = await within(screen.getByRole('dialog')).findAllByRole('link');
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

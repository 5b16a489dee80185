import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TemplateCard, type TemplateCardProps } from '../components/template-card';
import { cardTemplateRef } from './template-fixture';

function renderCard(props: Partial<TemplateCardProps> = {}) {
  const handlers = { onToggleSave: jest.fn(), onHireExpert: jest.fn(), onDiagram: jest.fn() };
  render(
    <MemoryRouter>
      <TemplateCard template={cardTemplateRef()} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return { ...handlers, card: screen.getByRole('article', { name: 'Telegram AI assistant' }) };
}

describe('the template card', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the first 2 tags and "+N more" for the rest', () => {
    const { card } = renderCard();
    const tags = within(card).getByRole('list', { name: 'Category and tags' });
    expect(within(tags).getByText('telegram')).toBeInTheDocument();
    expect(within(tags).getByText('openai')).toBeInTheDocument();
    expect(within(tags).queryByText('agent')).not.toBeInTheDocument();
    expect(within(tags).getByText('+2 more')).toBeInTheDocument();
  });

  it("reads 'Today' for a template updated today", () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 4, 15, 0), doNotFake: ['queueMicrotask'] });
    render(
      <MemoryRouter>
        <TemplateCard
          template={cardTemplateRef({ updatedAt: new Date(2026, 2, 4, 9, 0).toISOString() })}
          onToggleSave={jest.fn()}
          onHireExpert={jest.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it('shows complexity, trigger type, node count, author and the category in lowercase', () => {
    const { card } = renderCard();
    expect(within(card).getByText('Medium')).toBeInTheDocument();
    expect(within(card).getByText('Triggered')).toBeInTheDocument();
    expect(within(card).getByText('8 nodes')).toBeInTheDocument();
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByText('ai')).toBeInTheDocument();
  });

  it('shows "Imports cleanly into n8n 1.x" on a template that does', () => {
    const { card } = renderCard();
    expect(within(card).getByText('Imports cleanly into n8n 1.x')).toBeInTheDocument();
  });

  it('names what stands in the way of importing instead, and how much more there is', () => {
    renderCard({
      template: cardTemplateRef({
        n8nCompatibility: 'Blocked',
        n8nObstacles: [
          'Uses a community node: n8n-nodes-foo.bar',
          'Uses a node type n8n 1.x does not have: n8n-nodes-base.nope',
        ],
      }),
    });
    expect(screen.getByText('Uses a community node: n8n-nodes-foo.bar (+1 more)')).toBeVisible();
    expect(screen.queryByText(/Imports cleanly/)).not.toBeInTheDocument();
  });

  it('says nothing about n8n for a template not checked yet', () => {
    renderCard({ template: cardTemplateRef({ n8nCompatibility: null }) });
    expect(screen.queryByText(/Imports cleanly|Uses a/)).not.toBeInTheDocument();
  });

  it('strips long hex tokens from the description', () => {
    render(
      <MemoryRouter>
        <TemplateCard
          template={cardTemplateRef({
            description: 'Syncs page 3f2a9c0d8e7b6a5f4e3d2c1b0a9f8e7d into Notion.',
          })}
          onToggleSave={jest.fn()}
          onHireExpert={jest.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Syncs page into Notion.')).toBeInTheDocument();
  });

  it('links View Details to the template page', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/template/7b0c4f3e-2f7a-4c55-9d55-0c8a3e9f1a01',
    );
  });

  it('hands Save and Hire an Expert to the page with the template id', async () => {
    const user = userEvent.setup();
    const { card, onToggleSave, onHireExpert } = renderCard();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await user.click(within(card).getByRole('button', { name: 'Hire an Expert' }));
    expect(onToggleSave).toHaveBeenCalledWith('7b0c4f3e-2f7a-4c55-9d55-0c8a3e9f1a01');
    expect(onHireExpert).toHaveBeenCalledWith('7b0c4f3e-2f7a-4c55-9d55-0c8a3e9f1a01');
  });

  it('shows a spinner on the save toggle and disables it while saving', () => {
    const { card } = renderCard({ saving: true, signedIn: true });
    const toggle = within(card).getByRole('button', { name: 'Save' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
  });

  it('hides Diagram unless the template is saved and the visitor signed in', () => {
    const { card } = renderCard({ saved: true, signedIn: false });
    expect(within(card).queryByRole('button', { name: 'Diagram' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('hides Diagram for a signed-in visitor who has not saved the template', () => {
    const { card } = renderCard({ saved: false, signedIn: true });
    expect(within(card).queryByRole('button', { name: 'Diagram' })).not.toBeInTheDocument();
  });

  it('offers Diagram once the template is saved and the visitor signed in', () => {
    const { card } = renderCard({ saved: true, signedIn: true });
    expect(within(card).getByRole('button', { name: 'Diagram' })).toBeInTheDocument();
  });
});

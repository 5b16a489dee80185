import { render, screen } from '@testing-library/react';
import { SectionState } from '../section-state';

describe("a section's state", () => {
  it('announces a failure to load as an alert, with its way on', () => {
    render(
      <SectionState
        tone="error"
        icon="alertTriangle"
        title="Failed to load hire requests"
        action={<button type="button">Try Again</button>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load hire requests');
    expect(screen.getByRole('heading', { name: 'Failed to load hire requests' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('shows an empty list quietly, with its sentence', () => {
    render(
      <SectionState icon="send" title="No applications yet">
        Apply to client projects on the expert board.
      </SectionState>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Apply to client projects on the expert board.')).toBeVisible();
  });
});

import { render, screen } from '@testing-library/react';
import { TextAreaField } from '../text-area-field';

describe('a multi-line field', () => {
  it('is described by its hint, its count and its problem, in that order', () => {
    render(
      <TextAreaField
        label="Requirements"
        value="  Connect Shopify  "
        hint="Systems to connect."
        counterMax={4000}
        error="Requirements must be at least 20 characters"
        onChange={() => undefined}
      />,
    );
    const field = screen.getByLabelText('Requirements');
    expect(field).toHaveAccessibleDescription(
      'Systems to connect. 15/4000 characters Requirements must be at least 20 characters',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts an emoji as one character and marks a count over the limit', () => {
    render(<TextAreaField label="Message" value={'👍'.repeat(3)} counterMax={2} readOnly />);
    const count = screen.getByText('3/2 characters');
    expect(count).toHaveClass('text-area-field__count--over');
  });
});

import { act, render, screen } from '@testing-library/react';
import { CapabilityAnalysisPanel } from '../components/capability-analysis-panel';

describe('the AI Capability Analysis panel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('analyses for 2 seconds, then shows the sample scores and the recommendation', () => {
    render(<CapabilityAnalysisPanel />);
    expect(screen.getByRole('status', { name: 'Analysing the application' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status', { name: 'Analysing the application' })).toBeInTheDocument();
    expect(screen.queryByText('Skill match')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const score = (label: string) => screen.getByText(label).nextElementSibling;
    expect(score('Skill match')).toHaveTextContent('76/100');
    expect(score('Experience')).toHaveTextContent('82/100');
    expect(score('Budget fit')).toHaveTextContent('50/100');
    expect(score('Overall')).toHaveTextContent('76/100');
    expect(screen.getByText('Recommendation:')).toHaveTextContent('Recommendation: Recommended');
    expect(
      screen.getByRole('heading', { name: 'Strengths' }).nextElementSibling?.children.length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { name: 'Concerns' }).nextElementSibling?.children.length,
    ).toBeGreaterThan(0);
  });

  it('stops the simulation when it is closed before the 2 seconds', () => {
    const { unmount } = render(<CapabilityAnalysisPanel />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

import { render, screen } from '@testing-library/react';
import { TaskSummary } from '../components/task-summary';

describe('a task summary', () => {
  it('shows the title, priority, status, description, estimate and completion date', () => {
    render(
      <TaskSummary
        task={{
          title: 'Connect Slack',
          priority: 'high',
          status: 'completed',
          description: 'Post each new lead to #sales.',
          estimatedTime: '2 hours',
          completedAt: '2026-03-12T10:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Connect Slack' })).toBeVisible();
    expect(screen.getByText('High priority')).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    expect(screen.getByText('Post each new lead to #sales.')).toBeVisible();
    expect(screen.getByText('Estimated 2 hours · Completed March 12, 2026')).toBeVisible();
  });

  it('leaves the completion date out of a task not done', () => {
    render(
      <TaskSummary
        task={{
          title: 'Map fields',
          priority: 'low',
          status: 'pending',
          description: 'Which field goes where.',
          estimatedTime: '30 minutes',
          completedAt: null,
        }}
      />,
    );
    expect(screen.getByText('Estimated 30 minutes')).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
  });
});

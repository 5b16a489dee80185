import { feedbackProblems } from '../feedback-rules';

describe('the feedback form rules', () => {
  it('take a rating from 1 to 5 and a message of up to 2,000 characters', () => {
    expect(feedbackProblems({ rating: 5, message: 'Great work.' })).toEqual({});
    expect(feedbackProblems({ rating: 0, message: '  ' })).toEqual({
      rating: 'Choose a rating from 1 to 5',
      message: 'Message is required',
    });
  });

  it('count an emoji as one character, as the API does', () => {
    expect(feedbackProblems({ rating: 4, message: '👍'.repeat(2000) })).toEqual({});
    expect(feedbackProblems({ rating: 4, message: '👍'.repeat(2001) })).toEqual({
      message: 'Message must be at most 2,000 characters',
    });
  });
});

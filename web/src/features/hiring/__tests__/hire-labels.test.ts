import { REQUEST_STATUS, URGENCY_OPTIONS, ratingText, reputationText } from '../hire-labels';

describe("an expert's rating as clients read it", () => {
  it('gives the average with its number of ratings once the API has one', () => {
    expect(ratingText({ completedProjects: 7, ratingCount: 5, averageRating: 4.7 })).toBe(
      '4.7 ★ from 5 ratings',
    );
    expect(ratingText({ completedProjects: 3, ratingCount: 3, averageRating: 4 })).toBe(
      '4.0 ★ from 3 ratings',
    );
  });

  it('calls someone without any project or rating a new expert', () => {
    expect(ratingText({ completedProjects: 0, ratingCount: 0, averageRating: null })).toBe(
      'New expert',
    );
  });

  it('counts the ratings so far while there are too few for an average', () => {
    expect(ratingText({ completedProjects: 2, ratingCount: 1, averageRating: null })).toBe(
      '1 rating so far',
    );
    expect(ratingText({ completedProjects: 2, ratingCount: 2, averageRating: null })).toBe(
      '2 ratings so far',
    );
    expect(ratingText({ completedProjects: 2, ratingCount: 0, averageRating: null })).toBe(
      'No ratings yet',
    );
  });
});

describe("an expert's record in one line", () => {
  it('reads the same for the client and the expert: projects, then the rating', () => {
    expect(reputationText({ completedProjects: 1, ratingCount: 3, averageRating: 4.7 })).toBe(
      '1 completed project · 4.7 ★ from 3 ratings',
    );
    expect(reputationText({ completedProjects: 0, ratingCount: 0, averageRating: null })).toBe(
      '0 completed projects · New expert',
    );
  });
});

describe('the labels', () => {
  it('write a status and an urgency one way on every page', () => {
    expect(REQUEST_STATUS.in_selection.label).toBe('In Selection');
    expect(URGENCY_OPTIONS.map((option) => option.label)).toEqual([
      'Low',
      'Medium',
      'High',
      'Urgent',
    ]);
  });
});

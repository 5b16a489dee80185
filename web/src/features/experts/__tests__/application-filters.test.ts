import { filterFromQuery, filterTabs } from '../application-filters';

describe('the application filter tabs', () => {
  it('count All, Pending, Accepted and Rejected from the payload counts', () => {
    const tabs = filterTabs({ total: 9, pending: 4, accepted: 2, rejected: 1 });
    expect(tabs.map((tab) => [tab.label, tab.count])).toEqual([
      ['All', 9],
      ['Pending', 4],
      ['Accepted', 2],
      ['Rejected', 1],
    ]);
  });

  it('ask the API for a status, and for none under All', () => {
    expect(
      filterTabs({ total: 0, pending: 0, accepted: 0, rejected: 0 }).map((tab) => tab.status),
    ).toEqual([undefined, 'pending', 'accepted', 'rejected']);
  });

  it('read the filter from the URL, All when missing or unknown', () => {
    expect(filterFromQuery('accepted').id).toBe('accepted');
    expect(filterFromQuery(null).id).toBe('all');
    expect(filterFromQuery('withdrawn').id).toBe('all');
  });
});

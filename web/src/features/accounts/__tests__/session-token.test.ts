import { onRefusedToken, reportRefusedToken } from '../session-token';

describe('refused tokens', () => {
  it('hands a refusal reported before anyone listened to the first listener, once', () => {
    reportRefusedToken('revoked-early');
    const first: string[] = [];
    const stopFirst = onRefusedToken((token) => first.push(token));
    expect(first).toEqual(['revoked-early']);
    stopFirst();

    const second: string[] = [];
    const stopSecond = onRefusedToken((token) => second.push(token));
    expect(second).toEqual([]);
    reportRefusedToken('revoked-later');
    expect(second).toEqual(['revoked-later']);
    stopSecond();
  });
});

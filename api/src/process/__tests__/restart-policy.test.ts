import { RestartPolicy } from '../restart-policy';

describe('restarting an API process that died', () => {
  let now: number;
  const policy = () =>
    new RestartPolicy({
      firstDelayMs: 1000,
      maxDelayMs: 8000,
      maxCrashes: 5,
      windowMs: 60_000,
      now: () => now,
    });
  beforeEach(() => (now = 1_000_000));

  it('waits longer after each crash in the window, up to the longest wait', () => {
    const restarts = policy();
    const delays = [1, 2, 3, 4, 5].map(() => {
      now += 1000;
      return restarts.crashed();
    });
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('gives up on a crash loop: more crashes in the window than allowed', () => {
    const restarts = policy();
    for (let i = 0; i < 5; i++) expect(restarts.crashed()).toEqual(expect.any(Number));
    expect(restarts.crashed()).toBeUndefined();
  });

  it('starts again from the first wait once earlier crashes are out of the window', () => {
    const restarts = policy();
    for (let i = 0; i < 4; i++) restarts.crashed();
    now += 60_000;
    expect(restarts.crashed()).toBe(1000);
  });
});

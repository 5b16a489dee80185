import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../hooks/use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('tele', 500));
    expect(result.current).toBe('tele');
  });

  it('applies a new value only after it stayed unchanged for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: '' },
    });
    rerender({ value: 'telegram' });
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('telegram');
  });

  it('restarts the wait on every change, so fast typing applies only the last text', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: '' },
    });
    rerender({ value: 't' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: 'te' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: 'tel' });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('tel');
  });
});

import { act, renderHook } from '@testing-library/react';
import { COPIED_FOR_MS, useCopyText } from '../hooks/use-copy-text';

describe('copying the Share text', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    jest.useRealTimers();
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });

  function withClipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  }

  it('writes the text and says Copied! for exactly 2 s', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn(() => Promise.resolve());
    withClipboard(writeText);
    const { result } = renderHook(() => useCopyText());

    await act(() => result.current.copy('Hire request: X'));
    expect(writeText).toHaveBeenCalledWith('Hire request: X');
    expect(result.current.state).toBe('copied');
    act(() => jest.advanceTimersByTime(COPIED_FOR_MS - 1));
    expect(result.current.state).toBe('copied');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
  });

  it('starts the 2 s again on a second copy', async () => {
    jest.useFakeTimers();
    withClipboard(() => Promise.resolve());
    const { result } = renderHook(() => useCopyText());
    await act(() => result.current.copy('a'));
    act(() => jest.advanceTimersByTime(1500));
    await act(() => result.current.copy('b'));
    act(() => jest.advanceTimersByTime(1500));
    expect(result.current.state).toBe('copied');
  });

  it('says it failed when the browser refuses', async () => {
    withClipboard(() => Promise.reject(new Error('denied')));
    const { result } = renderHook(() => useCopyText());
    await act(() => result.current.copy('a'));
    expect(result.current.state).toBe('failed');
  });
});

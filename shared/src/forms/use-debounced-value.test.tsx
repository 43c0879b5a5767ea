import { act, renderHook } from '@testing-library/react';
import { SEARCH_DELAY_MS, useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue (a search waits for the user to pause)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers the value once it stayed the same for the delay; each change restarts the wait', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: '' } });
    rerender({ value: 'an' });
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current).toBe('');
    rerender({ value: 'ana' });
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    // 'an' never settled: the next key came first
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('ana');
  });

  it('starts with the value it is given, and takes another delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 50), { initialProps: { value: 'Sala' } });
    expect(result.current).toBe('Sala');
    rerender({ value: 'Salas' });
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe('Salas');
  });
});

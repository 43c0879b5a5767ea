import { renderHook, waitFor } from '@testing-library/react';
import { useAntdLocale } from './antd-locale.ts';

describe("antd's texts in the page's language", () => {
  it('Portuguese at once; Spanish and English once fetched, Portuguese meanwhile; back to Portuguese at once', async () => {
    const { result, rerender } = renderHook(({ language }) => useAntdLocale(language), { initialProps: { language: 'pt' } });
    expect(result.current.locale).toBe('pt-br');

    rerender({ language: 'es' });
    await waitFor(() => expect(result.current.locale).toBe('es'));
    rerender({ language: 'en' });
    expect(result.current.locale).toBe('pt-br');
    await waitFor(() => expect(result.current.locale).toBe('en'));
    rerender({ language: 'pt' });
    expect(result.current.locale).toBe('pt-br');
  });
});

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@clinica/shared/antd';
import './messages.ts';

/** spec 02 §2.10, §2.14: a document's text is shown 100 px tall, up to 500 px when opened. */
export const ALTURA_FECHADO = 100;
export const ALTURA_ABERTO = 500;

/**
 * A saved document's HTML (sanitised by the api when saved) in a box 100 px tall, with 'Ver mais' /
 * 'Ver menos' when the text is taller than that; opened it grows up to 500 px and scrolls past it.
 */
export function VerMais({ html, testId }: { html: string; testId?: string }): ReactNode {
  const { t } = useTranslation();
  const caixa = useRef<HTMLDivElement>(null);
  const [aberto, setAberto] = useState(false);
  const [alto, setAlto] = useState(false);
  useLayoutEffect(() => {
    const el = caixa.current;
    if (!el) return;
    const medir = () => setAlto(el.scrollHeight > ALTURA_FECHADO);
    medir();
    // images in the text load later and grow it
    const observador = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(medir);
    if (el.firstElementChild) observador?.observe(el.firstElementChild);
    return () => observador?.disconnect();
  }, [html]);
  return (
    <div>
      <div
        ref={caixa}
        data-testid={testId}
        style={{ maxHeight: aberto ? ALTURA_ABERTO : ALTURA_FECHADO, overflow: aberto ? 'auto' : 'hidden', transition: 'max-height 0.2s' }}
      >
        <div className="documento-texto" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      {alto && (
        <Button type="link" style={{ paddingInline: 0 }} onClick={() => setAberto((a) => !a)} aria-expanded={aberto}>
          {aberto ? t('documentoEditor.verMenos') : t('documentoEditor.verMais')}
        </Button>
      )}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { Form } from '@clinica/shared/antd/inputs';
import { Input } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { lerGs1, type LeituraGs1 } from './gs1.ts';

export interface CodigoBarrasFieldProps {
  id: string;
  value: string;
  onChange: (texto: string) => void;
  /**
   * A code read: fills the form and answers what it could not place (a GTIN no product carries), or
   * nothing when all of it went to its fields.
   */
  onLido: (leitura: LeituraGs1) => string | undefined | Promise<string | undefined>;
}

/**
 * 'Código de barras': a keyboard-wedge scanner types the box's GS1 DataMatrix here and ends with
 * Enter; the code is read then (or when the field is left), never while it is still arriving (a lot
 * half typed would fill the form). Not a rule of the form: what it reads goes to the other fields.
 */
export function CodigoBarrasField({ id, value, onChange, onLido }: CodigoBarrasFieldProps): ReactNode {
  const { t } = useTranslation();
  const [resultado, setResultado] = useState<{ texto: string; erro?: string; lido?: string }>();

  const ler = async (): Promise<void> => {
    const texto = value.trim();
    if (!texto || resultado?.texto === texto) return;
    const leitura = lerGs1(texto);
    if (!leitura) {
      setResultado({ texto, erro: t('estoque.movimentacao.codigo.naoReconhecido') });
      return;
    }
    setResultado({ texto });
    const aviso = await onLido(leitura);
    const partes = [
      leitura.gtin && t('estoque.movimentacao.codigo.gtin', { gtin: leitura.gtin }),
      leitura.lote && t('estoque.movimentacao.codigo.lote', { lote: leitura.lote }),
      leitura.validade && t('estoque.movimentacao.codigo.validade', { validade: leitura.validade.split('-').reverse().join('/') }),
    ].filter(Boolean);
    setResultado({ texto, erro: aviso, lido: t('estoque.movimentacao.codigo.lido', { partes: partes.join(', ') }) });
  };

  const shown = resultado && resultado.texto === value.trim() ? resultado : undefined;
  return (
    <Form.Item
      label={t('estoque.movimentacao.campos.codigoBarras')}
      htmlFor={id}
      validateStatus={shown?.erro ? 'warning' : undefined}
      help={shown ? [shown.lido, shown.erro].filter(Boolean).join(' ') : t('estoque.movimentacao.codigo.dica')}
    >
      <Input
        id={id}
        data-testid={id}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => void ler()}
        onPressEnter={(event) => {
          // the scanner's Enter reads the code; it does not save the form
          event.preventDefault();
          void ler();
        }}
      />
    </Form.Item>
  );
}

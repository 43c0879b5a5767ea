import { forwardRef, type ReactNode } from 'react';
import { Input, type InputProps, type InputRef } from '@clinica/shared/antd';
import { formatBRL } from '../format/format.ts';

export interface MoneyInputProps extends Omit<InputProps, 'onChange' | 'value'> {
  /** integer centavos; null while empty */
  value?: number | null;
  onChange?: (centavos: number | null) => void;
}

/** Up to R$ 99.999.999,99: far above any price, inside a safe integer and the api's numeric(12, 2). */
const MAX_DIGITS = 10;

/** The digits typed, as centavos: '3', '35', '350' read 0,03, 0,35, 3,50 (the till's way, no comma to type). */
export function centavosOf(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits === '' ? null : Number(digits);
}

/**
 * Money field (spec 01 §5, money mask: 'R$ ', dot thousands, comma decimals, 2 decimals, never
 * negative) holding integer centavos: digits fill from the right, so the text is always a valid
 * amount and the caret never has to jump the comma.
 */
export const MoneyInput = forwardRef<InputRef, MoneyInputProps>(function MoneyInput({ value, onChange, ...rest }, ref): ReactNode {
  return (
    <Input
      inputMode="numeric"
      placeholder="R$ 0,00"
      {...rest}
      ref={ref}
      value={value === null || value === undefined ? '' : formatBRL(value / 100)}
      onChange={(event) => onChange?.(centavosOf(event.target.value))}
    />
  );
});

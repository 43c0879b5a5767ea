import { forwardRef, type ReactNode } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { createMask, type FactoryArg } from 'imask';

export interface MaskedInputProps extends Omit<InputProps, 'onChange' | 'value'> {
  /** imask definition (see MASKS); undefined leaves the text as typed */
  mask?: FactoryArg;
  value?: string | null;
  onChange?: (value: string) => void;
}

const masked = (mask: FactoryArg | undefined, text: string): string => {
  if (!mask) return text;
  const instance = createMask(mask);
  instance.resolve(text);
  return instance.value;
};

/** antd Input whose typed text is formatted by imask on every change (CPF, CEP, phones, dates). */
export const MaskedInput = forwardRef<InputRef, MaskedInputProps>(function MaskedInput({ mask, value, onChange, ...rest }, ref): ReactNode {
  return <Input {...rest} ref={ref} value={value ?? ''} onChange={(event) => onChange?.(masked(mask, event.target.value))} />;
});

/**
 * The doctor's reminder setting (spec 01 sections 4 and 5, Doctor notification toggle): a switch and
 * the minutes before each appointment, 1 to 59. Turning it on starts at 1; off clears the minutes.
 */
export interface LembreteState {
  ativo: boolean;
  /** as typed: '' or one or two digits */
  minutos: string;
}

export const lembreteFrom = (minutosParaOAlerta: string | null | undefined): LembreteState =>
  minutosParaOAlerta ? { ativo: true, minutos: String(Number(minutosParaOAlerta)) } : { ativo: false, minutos: '' };

export const toggle = (ativo: boolean): LembreteState => (ativo ? { ativo: true, minutos: '1' } : { ativo: false, minutos: '' });

/** Minutes to send: null when off; undefined when on but not 1–59 (Save stays disabled). */
export function horarioGatilho(state: LembreteState): string | null | undefined {
  if (!state.ativo) return null;
  const minutos = Number(state.minutos);
  return state.minutos !== '' && Number.isInteger(minutos) && minutos >= 1 && minutos <= 59 ? String(minutos) : undefined;
}

/** 'Não salvo': what would be sent differs from the saved baseline. */
export const naoSalvo = (state: LembreteState, salvo: LembreteState): boolean => horarioGatilho(state) !== horarioGatilho(salvo) || state.ativo !== salvo.ativo;

import { useState, type ReactNode } from 'react';
import { Spin, Typography } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { lookupCep, type CepAddress } from './cep.ts';
import { onlyDigits } from './documents.ts';

type Estado = 'livre' | 'buscando' | 'naoEncontrado' | 'falhou';

/**
 * The postal-code lookup as address forms use it: `buscar` answers the address (or nothing, and the
 * user types it) and `hint` is what to show under the CEP: a spinner while asking, then why nothing
 * was filled (an unknown CEP, or the service that did not answer).
 */
export function useCepLookup(): { buscar: (cep: string) => Promise<CepAddress | undefined>; hint: ReactNode } {
  const { t } = useTranslation();
  const [estado, setEstado] = useState<Estado>('livre');
  const buscar = async (cep: string): Promise<CepAddress | undefined> => {
    if (onlyDigits(cep).length !== 8) {
      setEstado('livre');
      return undefined;
    }
    setEstado('buscando');
    const result = await lookupCep(cep);
    setEstado(result.status === 'encontrado' ? 'livre' : result.status);
    return result.status === 'encontrado' ? result.address : undefined;
  };
  const hint =
    estado === 'buscando' ? (
      <Spin size="small" />
    ) : estado === 'livre' ? undefined : (
      <Typography.Text type="warning" role="status" data-testid="cep-aviso">
        {t(`cep.${estado}`)}
      </Typography.Text>
    );
  return { buscar, hint };
}

import { useMemo, type ReactNode } from 'react';
import { Typography } from '@clinica/shared/antd';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { FormField, ItemFormDialog } from '@clinica/shared/forms';
import { useDevolucaoMutation, type Movimentacao } from './movimentacao.resource.ts';
import { devolucaoErrors, type DevolucaoFormValues } from './saida-form.ts';

const ID = 'devolucao-form';

/** Returning part of an exit to its lot: never more than went out minus what came back already (the api checks it again). */
export function DevolucaoDialog({ saida, onClose }: { saida: Movimentacao; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const devolver = useDevolucaoMutation();
  const restante = saida.quantidade - saida.devolvido;
  const values = useMemo((): DevolucaoFormValues => ({ quantidadeDevolucao: restante }), [restante]);
  const errorsOf = useMemo(() => devolucaoErrors(restante), [restante]);
  const labels = { quantidadeDevolucao: t('estoque.movimentacao.campos.quantidadeDevolucao') };
  return (
    <ItemFormDialog<DevolucaoFormValues>
      open
      title={t('estoque.movimentacao.devolverTitulo', { produto: saida.nomeProduto })}
      testId={ID}
      values={values}
      errorsOf={errorsOf}
      labels={labels}
      saving={devolver.isPending}
      saved={t('estoque.movimentacao.devolvidoComSucesso')}
      onSave={(form) => devolver.mutateAsync({ idSaida: saida.id, quantidade: form.quantidadeDevolucao! })}
      onClose={onClose}
      fields={(control) => (
        <>
          <Typography.Paragraph>
            {t('estoque.movimentacao.devolverResumo', {
              quantidade: saida.quantidade,
              unidade: saida.unidade,
              lote: saida.lote,
              devolvido: saida.devolvido,
            })}
          </Typography.Paragraph>
          <FormField
            control={control}
            name="quantidadeDevolucao"
            id={`${ID}-quantidadeDevolucao`}
            label={labels.quantidadeDevolucao}
            required
            hint={t('estoque.movimentacao.restam', { count: restante })}
          >
            {(field) => (
              <InputNumber<number>
                id={`${ID}-quantidadeDevolucao`}
                ref={field.ref}
                value={field.value}
                min={1}
                max={restante}
                precision={0}
                style={{ width: 160 }}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
        </>
      )}
    />
  );
}

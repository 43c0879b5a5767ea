import { useMemo, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { InputNumber } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '@clinica/shared';
import { FormField, ItemFormDialog } from '@clinica/shared/forms';
import { useAjusteMutation, type Ajuste, type LoteInventario, type ProdutoInventario } from './inventario.resource.ts';
import { contagemErrors, contagemInicial, contagemPayload, type ContagemValues } from './contagem-form.ts';
import { formatDate } from '@clinica/shared';

export interface ContagemDialogProps {
  produto: ProdutoInventario;
  lotes: readonly LoteInventario[];
  onClose: () => void;
  /** the adjustments the api made (none when every count matched) */
  onDone: (ajustes: Ajuste[]) => void;
}

const TEST_ID = 'contagem';

/** The stocktake of one product (EDITAR_ESTOQUE): the counted quantity of each lot and the required reason. */
export default function ContagemDialog({ produto, lotes, onClose, onDone }: ContagemDialogProps): ReactNode {
  const { t } = useTranslation();
  const ajustar = useAjusteMutation();
  const inicial = useMemo(() => contagemInicial(lotes), [lotes]);
  const loteDe = (path: string): string | undefined => {
    const i = /^contagens\.(\d+)\.quantidadeContada$/.exec(path)?.[1];
    const contagem = i === undefined ? undefined : inicial.contagens[Number(i)];
    return contagem && t('estoque.inventario.contadoLote', { lote: contagem.lote });
  };
  return (
    <ItemFormDialog<ContagemValues>
      open
      title={t('estoque.inventario.contarProduto', { nome: produto.nomeProduto })}
      testId={TEST_ID}
      values={inicial}
      errorsOf={contagemErrors}
      labels={{ motivo: t('estoque.inventario.motivo'), contagens: t('estoque.inventario.contado') }}
      labelOf={loteDe}
      saving={ajustar.isPending}
      onClose={onClose}
      onSave={async (values) => onDone((await ajustar.mutateAsync(contagemPayload(values))).ajustes)}
      fields={(control) => (
        <>
          {inicial.contagens.map((c, i) => {
            const lote = lotes[i]!;
            return (
              <FormField
                key={c.loteId}
                control={control}
                name={`contagens.${i}.quantidadeContada`}
                id={`${TEST_ID}-contagens.${i}.quantidadeContada`}
                label={`${t('estoque.inventario.contadoLote', { lote: c.lote })} · ${formatDate(`${lote.validade}T12:00:00`)} · ${t('estoque.inventario.saldo')} ${lote.saldo} ${produto.unidade}`}
                required
                errorsAfterChange
              >
                {(field) => (
                  <InputNumber
                    id={`${TEST_ID}-contagens.${i}.quantidadeContada`}
                    min={0}
                    max={1_000_000}
                    precision={0}
                    style={{ width: 200 }}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? null)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              </FormField>
            );
          })}
          <FormField
            control={control}
            name="motivo"
            id={`${TEST_ID}-motivo`}
            label={t('estoque.inventario.motivo')}
            hint={t('estoque.inventario.motivoDica')}
            required
            errorsAfterChange
          >
            {(field) => (
              <Input.TextArea id={`${TEST_ID}-motivo`} rows={3} maxLength={FIELD_LIMITS['POST gerenciar/estoque/ajustarInventario'].motivo} {...field} />
            )}
          </FormField>
        </>
      )}
    />
  );
}

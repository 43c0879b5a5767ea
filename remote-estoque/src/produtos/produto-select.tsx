import type { CSSProperties, ReactNode } from 'react';
import { Select } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { useProdutos, type Produto } from './produto.resource.ts';

export interface ProdutoSelectProps {
  /** the product's id; none (undefined or null) while nothing is chosen */
  value?: number | null;
  /** the id chosen (undefined when cleared) and that product */
  onChange: (id: number | undefined, produto?: Produto) => void;
  /** the input's id (a FormField's `htmlFor`) */
  id?: string;
  /** antd's status: 'error' while the form says the field is invalid */
  status?: 'error' | 'warning';
  onBlur?: () => void;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  style?: CSSProperties;
}

/**
 * Picks a stock product by name (search by typing): the active products and the one chosen even if
 * deactivated since (`ativosOuAtual`), each with its unit. For the movement and inventory forms.
 */
export function ProdutoSelect(props: ProdutoSelectProps): ReactNode {
  const { t } = useTranslation();
  const produtos = useProdutos();
  // ativosOuAtual (shared/forms), inline: a filter bar must not load the form libraries for it
  const offered = (produtos.data ?? []).filter((produto) => produto.ativo || produto.id === props.value);
  const byId = new Map(offered.map((produto) => [produto.id, produto]));
  return (
    <Select<number>
      id={props.id}
      data-testid={props.id}
      value={props.value ?? undefined}
      status={props.status}
      disabled={props.disabled}
      allowClear={props.allowClear}
      loading={produtos.isLoading}
      placeholder={props.placeholder ?? t('estoque.produtos.selecionar')}
      showSearch={{ optionFilterProp: 'title' }}
      style={props.style ?? { width: '100%' }}
      notFoundContent={produtos.isError ? t('estoque.produtos.erroLista') : undefined}
      options={offered.map((produto) => ({
        value: produto.id,
        title: produto.nomeProduto,
        label: `${produto.nomeProduto} (${produto.tipoUnidadeMedida})`,
      }))}
      onBlur={props.onBlur}
      onChange={(id?: number) => props.onChange(id ?? undefined, id === undefined ? undefined : byId.get(id))}
    />
  );
}

import { useState, type ReactNode } from 'react';
import { Select } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { useTranslation } from 'react-i18next';
import type { Variavel } from '../layouts/layouts.resource.ts';

export interface SelecionarVariavelDialogProps {
  open: boolean;
  variaveis: readonly Variavel[];
  onChoose: (nome: string) => void;
  onClose: () => void;
}

/** 'Selecione a Variável' (spec 01 §2): the budget variables, for the budget layout. */
export function SelecionarVariavelDialog(props: SelecionarVariavelDialogProps): ReactNode {
  const { t } = useTranslation();
  const [escolhida, setEscolhida] = useState<string>();
  const opcoes = props.variaveis.filter((v) => v.ativo && v.menu === 'ORCAMENTO').map((v) => ({ value: v.nome, label: `${v.nome} — ${v.descricao}` }));
  const fechar = () => {
    setEscolhida(undefined);
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={t('criarLayouts.selecioneVariavel')}
      okText={t('criarLayouts.inserir')}
      cancelText={t('configuracoes.catalogo.cancelar')}
      okButtonProps={{ disabled: !escolhida }}
      onOk={() => {
        props.onChoose(escolhida!);
        fechar();
      }}
      onCancel={fechar}
      destroyOnHidden
    >
      <Select
        id="selecionar-variavel"
        aria-label={t('criarLayouts.selecioneVariavel')}
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        options={opcoes}
        value={escolhida}
        onChange={setEscolhida}
        placeholder={t('criarLayouts.selecioneVariavel')}
      />
    </Modal>
  );
}

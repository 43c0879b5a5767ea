import type { ReactNode } from 'react';
import { FIELD_LIMITS } from '@clinica/shared';
import { NomeAtivoSection } from './nome-ativo-section.tsx';
import {
  useAtracoes,
  useExcluirAtracaoMutation,
  useExcluirPlanoMutation,
  usePlanos,
  useSalvarAtracaoMutation,
  useSalvarPlanoMutation,
} from './catalogos.resource.ts';

/** Health plans the patient form offers ('Tem plano de saúde?'). */
export function PlanosSection(): ReactNode {
  return (
    <NomeAtivoSection
      name="planos"
      texts={{
        titulo: 'configuracoes.planos.titulo',
        nome: 'configuracoes.planos.nome',
        ativo: 'configuracoes.planos.ativo',
        novo: 'configuracoes.planos.novo',
        editar: 'configuracoes.planos.editar',
      }}
      maxLength={FIELD_LIMITS['POST gerenciar/planoSaude/cadastroPlanoSaude'].nome}
      list={usePlanos}
      save={useSalvarPlanoMutation}
      remove={useExcluirPlanoMutation}
    />
  );
}

/** The patient form's 'Como conheceu' options (what brought the patient: a campaign, a referral…). */
export function AtracaoSection(): ReactNode {
  return (
    <NomeAtivoSection
      name="atracao"
      texts={{
        titulo: 'configuracoes.atracao.titulo',
        nome: 'configuracoes.atracao.nome',
        ativo: 'configuracoes.atracao.ativo',
        novo: 'configuracoes.atracao.novo',
        editar: 'configuracoes.atracao.editar',
      }}
      maxLength={FIELD_LIMITS['POST gerenciar/pesquisaAtracao/cadastroPesquisaAtracao'].nome}
      list={useAtracoes}
      save={useSalvarAtracaoMutation}
      remove={useExcluirAtracaoMutation}
    />
  );
}

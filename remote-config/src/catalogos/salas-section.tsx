import type { ReactNode } from 'react';
import { FIELD_LIMITS } from '@clinica/shared';
import { NomeAtivoSection } from './nome-ativo-section.tsx';
import { useExcluirSalaMutation, useSalas, useSalvarSalaMutation } from './catalogos.resource.ts';

/** Rooms: where appointments take place; an inactive room is no longer offered when booking. */
export function SalasSection(): ReactNode {
  return (
    <NomeAtivoSection
      name="salas"
      texts={{
        titulo: 'configuracoes.salas.titulo',
        nome: 'configuracoes.salas.nome',
        ativo: 'configuracoes.salas.ativa',
        novo: 'configuracoes.salas.nova',
        editar: 'configuracoes.salas.editar',
      }}
      maxLength={FIELD_LIMITS['POST gerenciar/sala/cadastroEedicao'].nome}
      list={useSalas}
      save={useSalvarSalaMutation}
      remove={useExcluirSalaMutation}
    />
  );
}

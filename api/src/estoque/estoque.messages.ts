/** Stock's messages (spec 01 §8 says only the product's save texts; the rest in the portal's own voice). */
export const ESTOQUE_MSG = {
  nomeProduto: 'NOME É OBRIGATÓRIO.',
  unidade: 'UNIDADE É OBRIGATÓRIA.',
  produtoDuplicado: 'Já existe um produto com este nome.',
  produtoNaoEncontrado: 'Produto não encontrado.',
  produtoComMovimentos: 'Este produto já tem movimentações e não pode ser excluído: desative-o.',
  gtinInvalido: 'GTIN inválido: confira os dígitos da embalagem.',
  gtinDuplicado: 'Já existe um produto com este GTIN.',
  produtoInativo: 'Este produto está inativo: ative-o para lançar entradas.',
  descricao: 'DESCRIÇÃO É OBRIGATÓRIA.',
  produto: 'PRODUTO É OBRIGATÓRIO.',
  quantidade: 'QUANTIDADE É OBRIGATÓRIA.',
  lote: 'LOTE É OBRIGATÓRIO.',
  validade: 'VALIDADE É OBRIGATÓRIA.',
  loteVencidoNaEntrada: 'Este lote já está vencido: não pode entrar no estoque.',
  loteComOutraValidade: (lote: string, validade: string) => `O lote ${lote} deste produto já está cadastrado com validade ${validade}.`,
  loteNaoEncontrado: 'Lote não encontrado para este produto.',
  loteVencido: 'Este lote está vencido e não pode sair do estoque.',
  insuficiente: (disponivel: number, unidade: string) =>
    disponivel === 0 ? 'Não há estoque disponível deste produto.' : `Estoque insuficiente: há ${disponivel} ${unidade} disponíveis.`,
  insuficienteNoLote: (disponivel: number, unidade: string) => `Estoque insuficiente neste lote: há ${disponivel} ${unidade}.`,
  saidaNaoEncontrada: 'Saída não encontrada.',
  devolucaoMaior: (restante: number) =>
    restante === 0 ? 'Tudo o que saiu já foi devolvido.' : `A devolução não pode ser maior que o que saiu: restam ${restante} para devolver.`,
  devolucaoQuantidade: 'A quantidade devolvida deve ser maior que zero.',
  pacienteNaoEncontrado: 'Paciente não encontrado.',
  procedimentoNaoEncontrado: 'Procedimento não encontrado.',
  periodo: 'A data final não pode ser anterior à inicial.',
  motivo: 'Informe o motivo do ajuste.',
  loteDoAjuste: 'Lote não encontrado.',
  contagemRepetida: 'O mesmo lote foi contado duas vezes.',
} as const;

/** The three lookups (spec 01 §7): what each is called in a message. */
export const AUXILIARES = {
  fabricante: { tabela: 'estoque_fabricante', nome: 'fabricante', artigo: 'o', uso: 'lotes' },
  unidadeMedida: { tabela: 'estoque_unidade_medida', nome: 'unidade de medida', artigo: 'a', uso: 'produtos' },
  setor: { tabela: 'estoque_setor', nome: 'setor', artigo: 'o', uso: 'movimentações' },
} as const;
export type Auxiliar = keyof typeof AUXILIARES;

export const auxiliarMsg = (tipo: Auxiliar) => {
  const { nome, artigo, uso } = AUXILIARES[tipo];
  const um = artigo === 'a' ? 'uma' : 'um';
  const Nome = nome[0]!.toUpperCase() + nome.slice(1);
  return {
    duplicado: `Já existe ${um} ${nome} com esta descrição.`,
    naoEncontrado: `${Nome} não encontrad${artigo}.`,
    emUso: `Est${artigo === 'a' ? 'a' : 'e'} ${nome} está em uso em ${uso} e não pode ser excluíd${artigo}.`,
  };
};

import { expect, test } from '@playwright/test';
import { auth } from '../fixtures/agenda.ts';
import { apiToken, signIn } from '../fixtures/portal.ts';

/** A name no earlier run used (the suite runs repeated on one database). */
const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

test.describe('fields as a person types in them', () => {
  test("the money field takes the price as it is read: 1500 is R$ 1.500,00 and a comma starts the centavos (a procedure's price)", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const nome = unique('Preço Digitado E2E');
    let procedimentoId: number | undefined;
    try {
      await signIn(page, 'admin');
      await page.goto('/#/configuracoes/procedimentos');
      const procedimentos = page.getByTestId('catalogo-procedimentos');
      await procedimentos.getByRole('button', { name: 'Novo procedimento' }).click();
      const form = page.getByTestId('procedimento-form');
      await form.getByLabel('Nome').fill(nome);
      const valor = form.getByLabel('Valor');

      await valor.pressSequentially('1500');
      await expect(valor).toHaveValue('R$ 1.500');
      await form.getByLabel('Nome').focus();
      await expect(valor).toHaveValue('R$ 1.500,00');

      // a new amount typed over the whole one, with centavos after the comma
      await valor.selectText();
      await valor.pressSequentially('1250,9');
      await expect(valor).toHaveValue('R$ 1.250,9');
      await form.getByLabel('Nome').focus();
      await expect(valor).toHaveValue('R$ 1.250,90');

      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(form).toBeHidden();
      await procedimentos.getByLabel('Buscar em Procedimentos').fill(nome);
      await expect(procedimentos.locator('tbody tr', { hasText: nome })).toContainText('R$ 1.250,90');
      const salvo = (
        (await (await request.get('/api/gerenciar/procedimento/listar', auth(token))).json()) as { id: number; nome: string; valor: number }[]
      ).find((procedimento) => procedimento.nome === nome);
      procedimentoId = salvo?.id;
      // the api keeps and answers the price in centavos
      expect(salvo?.valor).toBe(125090);
    } finally {
      if (procedimentoId !== undefined) await request.delete(`/api/gerenciar/procedimento/excluir/${procedimentoId}`, auth(token));
    }
  });
});

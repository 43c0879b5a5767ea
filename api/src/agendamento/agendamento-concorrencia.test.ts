import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogoDemo, medicoDeTeste, pacienteDeTeste, proximo } from '../test-support/agenda-fixtures.js';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let recepcao: string;
beforeAll(async () => {
  t = await createTestApp();
  recepcao = await t.login('recepcao@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const count = async (medicoId: number) =>
  Number((await t.db.selectFrom('agendamento').select((eb) => eb.fn.countAll<number>().as('n')).where('medico_id', '=', medicoId).executeTakeFirstOrThrow()).n);

describe('racing bookings', () => {
  // On PGlite the requests queue on its one connection; on PostgreSQL (scripts/test-postgres.sh) they
  // truly race through the pool, and only the exclusion constraint decides.
  it('50 bookings of one slot at once: exactly one wins, 49 hear HORÁRIO OCUPADO, one row is added', async () => {
    const medico = await medicoDeTeste(t);
    const catalogo = await catalogoDemo(t);
    const pacientes = await Promise.all(Array.from({ length: 5 }, (_, i) => pacienteDeTeste(t, `Paciente Corrida ${i}`)));
    const day = proximo('QUI');
    expect(await count(medico.id)).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/gerenciar/agendamento/criar',
          headers: bearer(recepcao),
          // different patients and start/end inside one hour: every pair overlaps
          payload: {
            procedimentoId: catalogo.procedimentoId,
            medicoId: medico.id,
            tipoCompromissoId: catalogo.tipoCompromissoId,
            pacienteId: pacientes[i % pacientes.length],
            dataAgendamento: `${day}T10:${['00', '15'][i % 2]}:00`,
            horaFinal: `${day}T11:00:00`,
          },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json()).toEqual([{ mensagemUsuario: 'HORÁRIO OCUPADO', mensagemDesenvolvedor: expect.any(String) }]);
    expect(await count(medico.id)).toBe(1);
    expect(await t.auditCount('AGENDAMENTO_CRIADO')).toBe(1);
  });
});

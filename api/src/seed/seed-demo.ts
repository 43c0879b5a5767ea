import { hashPassword } from '../auth/password.js';
import { toJson, type Db } from '../db/database.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';
import { seedAgendaDemo } from './seed-agenda.js';
import { seedEstoqueDemo } from './seed-estoque.js';
import { seedFinanceiroDemo } from './seed-financeiro.js';
import { seedFormulariosDemo } from './seed-formularios.js';
import { seedReceitasDemo } from './seed-receitas.js';
import { seedPacientesDemo } from './seed-pacientes.js';

/**
 * Creates the demo profiles and users that are missing (by profile name / user e-mail); never
 * overwrites what exists, so running it at every start is safe. Returns how many users it created.
 * Also adds the demo patients and their lookups (seed-pacientes.ts), the procedures with their
 * stages and the demo appointments (seed-agenda.ts), the stock (seed-estoque.ts), the finance
 * campaigns and quotes (seed-financeiro.ts), the receivables and payables (seed-receitas.ts) and a
 * filled anamnesis form (seed-formularios.ts).
 */
export async function seedDemo(db: Db): Promise<number> {
  let created = 0;
  for (const demo of DEMO_USERS) {
    const exists = await db
      .selectFrom('usuario')
      .select('id')
      .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', demo.email), eb('cpf', '=', demo.cpf)]))
      .executeTakeFirst();
    if (exists) continue;
    const senhaHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction().execute(async (trx) => {
      let perfil = await trx
        .selectFrom('perfil')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['nome']), '=', demo.perfil.nome.toLowerCase()))
        .executeTakeFirst();
      perfil ??= await trx
        .insertInto('perfil')
        .values({
          nome: demo.perfil.nome,
          default_home: demo.perfil.defaultHome,
          perfil_equipe: demo.perfil.perfilEquipe,
          authorities: toJson(demo.perfil.authorities),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('usuario')
        .values({ nome: demo.nome, email: demo.email, cpf: demo.cpf, senha_hash: senhaHash, eh_medico: demo.ehMedico, perfil_id: perfil.id })
        .execute();
      await trx.insertInto('auditoria').values({ acao: 'SEED_DEMO', entidade: 'usuario', entidade_id: demo.email, usuario_nome: 'Sistema' }).execute();
    });
    created++;
  }
  await seedPacientesDemo(db);
  await seedAgendaDemo(db);
  await seedEstoqueDemo(db);
  await seedFinanceiroDemo(db);
  await seedReceitasDemo(db);
  await seedFormulariosDemo(db);
  return created;
}

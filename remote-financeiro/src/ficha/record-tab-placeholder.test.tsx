import { render, screen } from '@testing-library/react';
import { initI18n, registerManifestLabels, type ProcedimentoDoPaciente } from '@clinica/shared';
import { manifest } from '../manifest.ts';
import OrcamentosFichaTab from './orcamentos.ficha-tab.tsx';

const procedimento = { id: 3, nome: 'Implante capilar', ativo: true, valor: 0, etapas: [], versao: 1 } as ProcedimentoDoPaciente;

describe("the record's finance tabs", () => {
  beforeAll(async () => {
    await initI18n('pt');
    // the host registers the manifests' labels at start-up
    registerManifestLabels([manifest]);
  });

  it('declares Orçamentos and Debitos with the permissions of spec 02 section 6, before the record’s own tabs', () => {
    expect(manifest.recordTabs.map(({ path, permission, order }) => [path, permission, order])).toEqual([
      ['orcamentos', 'ORCAMENTO', 10],
      ['debitos', 'DEBITO_FICHA_PACIENTE', 20],
    ]);
  });

  it('shows Orçamentos as its label while its screen is to come (Debitos has its own: debitos.ficha-tab.test.tsx)', () => {
    render(<OrcamentosFichaTab pacienteId={1} procedimento={procedimento} />);
    expect(screen.getByTestId('area-body')).toHaveTextContent(/^Orçamentos — /);
  });
});

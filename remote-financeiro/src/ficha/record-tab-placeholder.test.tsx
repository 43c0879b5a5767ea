import { initI18n, registerManifestLabels } from '@clinica/shared';
import { manifest } from '../manifest.ts';

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
});

import type { AreaTab } from '../auth/areas.ts';
import { firstTabAddress, pageWithTabsAt, tabAddress } from './tab-address.ts';
import type { RemoteManifest } from './remote-manifest.ts';

const tabs: AreaTab[] = [
  { path: 'orcamentos', labelKey: 'financeiro.orcamentos', permission: 'ORCAMENTO' },
  { path: 'campanha', labelKey: 'financeiro.campanha' },
  { path: 'contas-pagar', labelKey: 'financeiro.contasPagar' },
];

describe('tab addresses', () => {
  it('goes to the tab an old address names, dropping its parameter and keeping the rest', () => {
    expect(firstTabAddress([], '/financeiro', tabs, '?aba=contas-pagar&nome=ana', 'aba')).toBe('/financeiro/contas-pagar?nome=ana');
  });

  it('goes to the first tab the user may open when the old address names none, one unknown or one not allowed', () => {
    expect(firstTabAddress([], '/financeiro', tabs, '', 'aba')).toBe('/financeiro/campanha');
    expect(firstTabAddress([], '/financeiro', tabs, '?aba=nada', 'aba')).toBe('/financeiro/campanha');
    expect(firstTabAddress([], '/financeiro', tabs, '?aba=orcamentos', 'aba')).toBe('/financeiro/campanha');
    expect(firstTabAddress(['ORCAMENTO'], '/financeiro', tabs, '?aba=orcamentos', 'aba')).toBe('/financeiro/orcamentos');
  });

  it('keeps a parameter named like an old one when the page declares none', () => {
    expect(firstTabAddress(['ORCAMENTO'], '/financeiro', tabs, '?aba=campanha')).toBe('/financeiro/orcamentos?aba=campanha');
  });

  it('has no address when the user may open no tab', () => {
    expect(firstTabAddress([], '/financeiro', [tabs[0]!], '')).toBeUndefined();
  });

  it('switches tab keeping only the parameters the tabs share', () => {
    expect(tabAddress('/detalhe-medico', 'escala', '?objMedico=%7B%7D&data=2026-01-01', ['objMedico'])).toBe('/detalhe-medico/escala?objMedico=%7B%7D');
    expect(tabAddress('/usuarios', 'perfis', '?nome=ana')).toBe('/usuarios/perfis');
  });

  it('finds the page with tabs an address is on, not a page that only starts alike', () => {
    const manifest: RemoteManifest = {
      name: 'config',
      area: 'Configurações',
      pages: [
        { path: '/usuarios', module: './UsuariosPage', access: { role: 'USUARIOS' }, tabs: [{ path: 'lista', module: './Lista', label: 'usuarios.titulo' }] },
        { path: '/usuarios-antigos', module: './Antigos', access: 'session' },
      ],
    };
    expect(pageWithTabsAt(manifest, '/usuarios/lista')?.module).toBe('./UsuariosPage');
    expect(pageWithTabsAt(manifest, '/usuarios')?.module).toBe('./UsuariosPage');
    expect(pageWithTabsAt(manifest, '/usuarios-antigos')).toBeUndefined();
  });
});

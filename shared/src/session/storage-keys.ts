/** Browser storage keys of spec 01 section 3 (plus the session expiry and the physician flag). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  usuarioId: 'usuario_id',
  nomeUsuario: 'nomeUsuario',
  ehMedico: 'ehMedico',
  fotoUsuario: 'fotoUsuario',
  expiracaoSessao: 'expiracaoSessao',
  usuarios: 'usuarios',
  medicos: 'medicos',
  logo: 'logo',
  favicon: 'favicon',
  tituloPagina: 'tituloPagina',
  corDoSistema: 'corDoSistema',
  lang: 'lang',
  /** the administrator's own session, kept while they act as another user ("Entrar como") */
  sessaoAdministrador: 'sessaoAdministrador',
  /** notifications already shown as a toast in this browser (not shown again after a reload) */
  notificacoesMostradas: 'notificacoesMostradas',
} as const;

/** Keys that survive logout: they describe the installation and the device, not the user. */
export const DEVICE_KEYS: readonly string[] = [
  STORAGE_KEYS.lang,
  STORAGE_KEYS.logo,
  STORAGE_KEYS.favicon,
  STORAGE_KEYS.tituloPagina,
  STORAGE_KEYS.corDoSistema,
  STORAGE_KEYS.notificacoesMostradas,
];

/** Session length fixed by the spec: 8 hours. */
export const SESSION_DURATION_MS = 28_800_000;

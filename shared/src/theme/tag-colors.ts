/**
 * Colours for state tags (active, apt, pending, not saved): antd's preset green and orange draw
 * their text below WCAG AA (3.4:1); these keep the meaning and read at 5.5:1 or more.
 */
export const TAG_COLORS = {
  sucesso: '#237804',
  aviso: '#874d00',
} as const;

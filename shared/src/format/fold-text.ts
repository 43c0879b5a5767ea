/** Text as a search compares it: accents and case ignored ('São João' → 'sao joao'). */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

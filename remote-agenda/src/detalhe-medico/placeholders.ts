/** What the masked date and time fields show while empty. */
export const PLACEHOLDER = { date: 'dd/mm/aaaa', time: 'hh:mm' } as const;

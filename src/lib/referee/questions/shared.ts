// Player ranges and My First levels several answers share.
export const NOT_DUEL = { min: 3, max: 7 } as const;
export const DUEL = { min: 2, max: 2 } as const;
export const LINE_STEPS = ['basic', 'two-coin', 'step-1', 'step-2', 'step-3'] as const;
export const EARLY = ['basic', 'two-coin', 'step-1'] as const;

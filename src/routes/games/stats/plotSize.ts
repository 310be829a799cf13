/** The most games the totals plot shows (the last ones): readable at 360 px. */
export const SHOWN = 30;

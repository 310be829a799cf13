// Public API of the rules engine: pure functions and frozen tables, ids and numbers only.
export * from './types';
export * from './beans';
export * from './editions';
export * from './harvest';
export * from './myFirst';
export * from './rabohnzel';
export * from './phases';
export * from './fieldSetup';
export * from './setup';
export * from './checklist';
export * from './fields';
export * from './finalHarvest';
export * from './drawPile';
export * from './reshuffle';
export * from './ranking';

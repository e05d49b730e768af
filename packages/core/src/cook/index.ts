export * from './progress.ts';
export * from './step-durations.ts';
export * from './step-ingredients.ts';
export * from './timers.ts';

export * from './policy';
export * from './claims';
export * from './documents';
export * from './cnj';
export * from './money';
export * from './dates';
export * from './config';

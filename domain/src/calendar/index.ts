export * from './types';
export * from './calendar';
export * from './courts';
export * from './deadline';
export { WEEKDAY_NAMES } from './days';

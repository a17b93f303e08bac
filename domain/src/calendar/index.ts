export * from './types';
export * from './calendar';
export * from './courts';
export * from './deadline';
export { dayNumber, weekdayOf, WEEKDAY_NAMES } from './days';

export * from './types';
export * from './propose';

export * from './types';
export * from './propose';
export * from './intimation';

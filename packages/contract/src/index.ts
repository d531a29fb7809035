export * from './constants';
export * from './envelope';
export * from './fields';
export * from './patient';
export * from './account';
export * from './runtime-config';
export * from './endpoints';
export * from './kit-template';

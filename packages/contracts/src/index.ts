export * from './constants';
export * from './errors';
export * from './events';
export * from './endpoint';
export * from './entities/organization';
export * from './entities/auth';
export * from './endpoints/index';

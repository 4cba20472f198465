export * from './storage';
export * from './disk-storage';
export * from './app-storage';

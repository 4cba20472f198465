export * from './storage';
export * from './database-storage';
export * from './app-storage';
export * from './import-disk-uploads';

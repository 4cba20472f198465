export * from './result';
export * from './tax-id';
export * from './iban';
export * from './phone';
export * from './url';
export * from './birth-date';
export * from './schemas';

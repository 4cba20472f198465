/** Public surface of the reference server, for tools and later modules (tests use test/harness.ts). */
export { buildApp, type AppOptions } from './app';
export { fixedClock, systemClock, type Clock } from './clock';
export { loadConfig, type ServerConfig } from './config';
export { openDatabase, type Database, type Db, type Queryable, type Tx } from './db/database';
export { AppError } from './errors/app-error';
export { route, type RouteContext } from './http/route';
export { urlOf } from './http/route-url';
export { emitEvent } from './realtime/emit';
export { BILLING_MERCHANT_ACCOUNT, DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT, SIGNED_UP_ACCOUNT, seedDemo, seedIfEmpty } from './seed/index';

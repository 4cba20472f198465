import { authEndpoints } from './auth';

/** Every call of the three spec documents, keyed by a camelCase name. One file per resource. */
export const endpoints = {
  ...authEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The session is not a collection: it only has the answer of GET /auth/verify. */
export const sessionKeys = {
  all: ['session'] as const,
  verify: () => [...sessionKeys.all, 'verify'] as const,
};

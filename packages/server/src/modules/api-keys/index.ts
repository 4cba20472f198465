export { apiKeysRoutes, type ApiKeysOptions } from './api-keys.routes';
export { bearerSecretKey, SECRET_KEY_PREFIXES } from './api-key-rules';
export { secretKeyHolder, type SecretKeyHolder } from './api-key-queries';

export { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client';
export { ApiError, ResponseValidationError, genericErrorCode } from './api-error';
export { toApiError } from './to-api-error';
export type { Call, CallArgs, CallOptions, CallResult, UrlOf } from './call-types';
export { serializeQuery, toFormData } from './encode';

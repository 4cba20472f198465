export { gatewayRoutes } from './gateway.routes';
export { REVIEW_INTERVAL_MS, reviewDelayOf, runGatewayReviews, SANDBOX_IBAN_NEEDS_EXTERNAL_ACCOUNT, SANDBOX_REVIEW_DELAY_MS } from './review-commands';

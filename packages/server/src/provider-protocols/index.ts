// The payment protocols as pure modules; the checkout issue wires them into routes and providers.
export * from './provider';
export * from './card-numbers';
export * from './redsys/signature';
export * from './redsys/notification';
export * from './redsys/order-number';
export * from './inespay/signature';
export * from './inespay/callback';
export * from './stripe/webhook-signature';
export * from './webhooks/standard-webhooks';
export * from './webhooks/retry-schedule';
export * from './sandbox/test-instruments';
export * from './log-redaction';
export * from './redsys/bizum';
export * from './redsys/consumer-language';

export { getQueryClient, createQueryClient, shouldRetry } from './query-client';
export { configureApi, getApi, type ApiConfig } from './api';
export { createKeys } from './keys/create-keys';
export { withInvalidation, type CallerMutationOptions } from './mutations/with-invalidation';

export { $unauthorized } from './session/session.store';
export { sessionKeys } from './session/session.keys';
export { verifyQuery } from './session/session.queries';
export { loginMutation, logoutMutation, useLogin, useLogout } from './session/session.mutations';

export { organizationKeys } from './organization/organization.keys';
export { organizationQuery } from './organization/organization.queries';
export { taskKeys } from './tasks/tasks.keys';
export { tasksStatusQuery } from './tasks/tasks.queries';

export { chargeKeys } from './charges/charges.keys';
export { purchaseKeys } from './purchases/purchases.keys';
export { customerKeys } from './customers/customers.keys';
export { serviceKeys } from './services/services.keys';
export { planKeys } from './plans/plans.keys';
export { panelKeys } from './panel/panel.keys';
export { productPlanKeys } from './plans/product-plans.keys';
export {
  panelBalanceQuery,
  panelChartQuery,
  panelPayoutsQuery,
  panelSalesQuery,
  panelSubscriptionsQuery,
  type PanelRange,
} from './panel/panel.queries';
export {
  currentProductPlanQuery,
  productPlanInvoiceQuery,
  productPlanQuery,
  productPlansQuery,
  productPlanStateQuery,
} from './plans/product-plans.queries';
export {
  platformPaymentDataMutation,
  productPlanCheckoutMutation,
  usePlatformPaymentData,
  useProductPlanCheckout,
} from './plans/product-plans.mutations';

export { invalidateAfter, STALE_AFTER, type Change } from './invalidation/stale-after';
export {
  connectRealtime,
  type RealtimeListener,
  type RealtimeNotice,
  type RealtimeOptions,
} from './realtime/connect-realtime';

export { servicesListQuery, serviceQuery, type ServicesListQuery } from './services/services.queries';
export {
  createServiceMutation,
  deleteServiceMutation,
  enableServiceMutation,
  pauseServiceMutation,
  publishServiceMutation,
  updateServiceMutation,
  useCreateService,
  useDeleteService,
  useEnableService,
  usePauseService,
  usePublishService,
  useUpdateService,
  type CreateServiceInput,
  type UpdateServiceInput,
} from './services/services.mutations';
export { plansListQuery, servicePlanQuery, type PlansListQuery } from './plans/plans.queries';
export {
  createPlanMutation,
  deletePlanMutation,
  enablePlanMutation,
  pausePlanMutation,
  useCreatePlan,
  useDeletePlan,
  useEnablePlan,
  usePausePlan,
  type CreatePlanInput,
  type PlanRef,
} from './plans/plans.mutations';

export {
  customersListQuery,
  customerQuery,
  customerChargesQuery,
  customerPurchasesQuery,
  type CustomersListQuery,
  type CustomerChargesQuery,
  type CustomerPurchasesQuery,
} from './customers/customers.queries';
export {
  deleteCustomerMutation,
  updateCustomerMutation,
  useDeleteCustomer,
  useUpdateCustomer,
  type UpdateCustomerInput,
} from './customers/customers.mutations';
export { chargesListQuery, chargeQuery, chargeReceiptQuery, type ChargesListQuery } from './charges/charges.queries';
export {
  refundChargeMutation,
  sendReceiptMutation,
  useRefundCharge,
  useSendReceipt,
  type RefundChargeInput,
  type SendReceiptInput,
} from './charges/charges.mutations';
export { purchasesListQuery, purchaseQuery, type PurchasesListQuery } from './purchases/purchases.queries';
export {
  cancelPurchaseMutation,
  manualPurchaseMutation,
  pausePurchaseMutation,
  resumePurchaseMutation,
  useCancelPurchase,
  useManualPurchase,
  usePausePurchase,
  useResumePurchase,
  type CancelPurchaseInput,
  type ManualPurchaseInput,
} from './purchases/purchases.mutations';
export { exportTableMutation, useExportTable, type ExportTableInput } from './export/export.mutations';

export { webhookDeliveryKeys, widgetKeys, widgetServiceKeys } from './widget/widget.keys';
export {
  buttonSignatureQuery,
  buttonSigningSecretQuery,
  callbackSecretQuery,
  webhookDeliveriesQuery,
  widgetConfigurationQuery,
  WidgetManifest,
  WidgetManifestMissing,
  widgetManifestQuery,
  widgetServicesQuery,
  type WebhookDeliveriesQuery,
} from './widget/widget.queries';
export {
  editCallbackUrlMutation,
  editDomainMutation,
  generateSigningSecretMutation,
  resendWebhookDeliveryMutation,
  toggleCallbackMutation,
  useEditCallbackUrl,
  useEditDomain,
  useGenerateSigningSecret,
  useResendWebhookDelivery,
  useToggleCallback,
  useVersionChange,
  versionChangeMutation,
  type EditCallbackUrlInput,
  type EditDomainInput,
  type VersionChangeInput,
} from './widget/widget.mutations';

export * from './checkout/index';

export * from './auth/index';
export * from './account/index';

export * from './gateway/index';

export * from './configuration/index';

export * from './withdrawals/index';

export * from './portal/index';

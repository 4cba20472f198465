export { organizationFilesKeys } from './gateway.keys';
export { organizationFilesQuery } from './gateway.queries';
export {
  gatewayStepMutation,
  removeLegalDocumentMutation,
  uploadLegalDocumentMutation,
  useGatewayStep,
  useRemoveLegalDocument,
  useUploadLegalDocument,
  type GatewayStep,
  type GatewayStepInput,
  type LegalDocumentRef,
  type LegalDocumentUploadInput,
} from './gateway.mutations';

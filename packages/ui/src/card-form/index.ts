export { CardForm } from './card-form';
export type { CardFailure, CardFormHandle, CardFormProps, ConfirmResult } from './card-form-types';
export { cardFormKind } from './sandbox-protocol';

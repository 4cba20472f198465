export { CardForm } from './card-form';
export type { CardFailure, CardFormHandle } from './card-form-types';
export { cardFormKind } from './sandbox-protocol';

export { passwordTokenKeys } from './auth.keys';
export { passwordTokenQuery } from './auth.queries';
export {
  forgotPasswordMutation,
  newPasswordMutation,
  registerMutation,
  useForgotPassword,
  useNewPassword,
  useRegister,
  type ForgotPasswordInput,
  type NewPasswordInput,
} from './auth.mutations';

export {
  changePasswordMutation,
  confirmEmailMutation,
  resendConfirmationMutation,
  useChangePassword,
  useConfirmEmail,
  useResendConfirmation,
  type ChangePasswordInput,
} from './account.mutations';

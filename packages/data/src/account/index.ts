export {
  changePasswordMutation,
  confirmEmailMutation,
  resendConfirmationMutation,
  updateLanguageMutation,
  useChangePassword,
  useConfirmEmail,
  useResendConfirmation,
  type ChangePasswordInput,
} from './account.mutations';

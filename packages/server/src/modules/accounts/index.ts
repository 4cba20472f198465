export { accountsRoutes } from './accounts.routes';
export { afterAnswer, mailAfterAnswersSettled } from './after-answer';
export { sendWelcomeMail } from './confirmation-commands';
export { profileRoutes } from './profile.routes';
export { createOwner } from './register-commands';
export { publicBase } from './password-link-commands';
export { renderMail, type MailBlock, type MailLanguage } from './mail-layout';

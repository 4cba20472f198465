export { accountsRoutes } from './accounts.routes';
export { createOwner } from './register-commands';
export type { MailLanguage } from './password-mail-view';

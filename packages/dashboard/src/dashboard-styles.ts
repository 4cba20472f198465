import page from './app/page.css?inline';
import skipLink from './app/skip-link.css?inline';
import authLayout from './auth/auth-layout.css?inline';
import signIn from './auth/sign-in.css?inline';
import authPages from './auth/auth-pages.css?inline';
import paymentMethods from './configuration/payment-methods/payment-methods.css?inline';
import listPage from './list-page/list-page.css?inline';
import factList from './common/fact-list.css?inline';
import money from './common/money.css?inline';
import passwordRules from './common/password-rules.css?inline';
import tasksCard from './onboarding/tasks-card.css?inline';
import panel from './panel/panel.css?inline';
import plans from './plans/plans.css?inline';
import services from './services/services.css?inline';
import shellLayout from './shell/shell-layout.css?inline';
import shellNav from './shell/shell-nav.css?inline';
import topBar from './shell/top-bar.css?inline';

/**
 * The dashboard's stylesheets for its first screen and the parts many pages share; the element adopts them after
 * @cobro/ui's, so the tokens are already defined. A lazy page used by one route brings its own (useAdoptedStyles).
 */
export const dashboardStyles: string[] = [page, skipLink, authLayout, signIn, authPages, passwordRules, shellLayout, topBar, shellNav, tasksCard, panel, plans, listPage, services, money, factList, paymentMethods];

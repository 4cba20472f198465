export { PlansDialog } from './plans-dialog';
export { PLANS_DIALOG, usePlansDialog } from './use-plans-dialog';

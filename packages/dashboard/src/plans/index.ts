export { PlansDialog } from './plans-dialog';
export { openPlansDialog } from './plans-dialog-state';

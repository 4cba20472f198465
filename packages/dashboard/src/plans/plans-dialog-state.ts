import { atom } from 'nanostores';

/**
 * Whether the plans modal is open. The upgrade button (top bar) and the plan task (panel) both open it, and the
 * shell renders it once.
 */
export const $plansDialogOpen = atom(false);

export const openPlansDialog = () => $plansDialogOpen.set(true);
export const closePlansDialog = () => $plansDialogOpen.set(false);

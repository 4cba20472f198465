import { createKeys } from '../keys/create-keys';

/** The onboarding tasks (GET /tasks-status): one unfiltered list. */
export const taskKeys = createKeys('tasks');

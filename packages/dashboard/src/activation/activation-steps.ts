import type { Organization } from '@cobro/contracts';
import { ACTIVATE_PATH } from '../app/routes';

/** The wizard's five steps in order (public-flows 2): their sub-route, and their key in `onboarding_steps`. */
export const ACTIVATION_STEPS = [
  { slug: 'company-info', key: 'step_one' },
  { slug: 'contact-info', key: 'step_two' },
  { slug: 'general-info', key: 'step_three' },
  { slug: 'documents', key: 'step_four' },
  { slug: 'bank-info', key: 'step_five' },
] as const;
export type ActivationStepSlug = (typeof ACTIVATION_STEPS)[number]['slug'];

export const activationStepPath = (slug: ActivationStepSlug) => `${ACTIVATE_PATH}/${slug}`;

/** The step index a path under /activate shows: company-info is also the index; anything else is not a step. */
export function activationStepIndex(path: string): number | null {
  const rest = path.replace(/\/+$/, '').slice(ACTIVATE_PATH.length);
  if (rest === '') return 0;
  const index = ACTIVATION_STEPS.findIndex((step) => `/${step.slug}` === rest);
  return index === -1 ? null : index;
}

export type StepDisplayStatus = 'current' | 'complete' | 'pending' | 'upcoming';

export interface StepState {
  slug: ActivationStepSlug;
  status: StepDisplayStatus;
  /** The step right after a complete or pending one: where the merchant is invited to go next. */
  highlighted: boolean;
  /** Whether the sidebar links to it: a saved step, or one whose earlier steps are all saved. */
  reachable: boolean;
}

/**
 * The sidebar's step states (public-flows 4): the shown step is current; a saved step is complete; a step before
 * the current one that is not saved is pending (skipped back over); the rest are upcoming.
 */
export function stepStates(steps: Organization['onboarding_steps'], current: number): StepState[] {
  const saved = ACTIVATION_STEPS.map((step) => steps[step.key] === 'complete');
  const firstUnsaved = saved.indexOf(false) === -1 ? ACTIVATION_STEPS.length : saved.indexOf(false);
  const statuses: StepDisplayStatus[] = ACTIVATION_STEPS.map((_, index) =>
    index === current ? 'current' : saved[index] ? 'complete' : index < current ? 'pending' : 'upcoming',
  );
  return ACTIVATION_STEPS.map((step, index) => ({
    slug: step.slug,
    status: statuses[index],
    highlighted: index > 0 && (statuses[index - 1] === 'complete' || statuses[index - 1] === 'pending'),
    reachable: saved[index] || index <= firstUnsaved,
  }));
}

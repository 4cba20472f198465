import type { Organization } from '@cobro/contracts';
import { ACTIVATE_PATH, ACTIVATION_STEP_SLUGS } from '../app/routes';

/** The wizard's five steps in order (public-flows 2): their sub-route, and their key in `onboarding_steps`. */
export const ACTIVATION_STEPS = [
  { slug: ACTIVATION_STEP_SLUGS[0], key: 'step_one' },
  { slug: ACTIVATION_STEP_SLUGS[1], key: 'step_two' },
  { slug: ACTIVATION_STEP_SLUGS[2], key: 'step_three' },
  { slug: ACTIVATION_STEP_SLUGS[3], key: 'step_four' },
  { slug: ACTIVATION_STEP_SLUGS[4], key: 'step_five' },
] as const;
export type ActivationStepSlug = (typeof ACTIVATION_STEPS)[number]['slug'];

export const activationStepPath = (slug: ActivationStepSlug) => `${ACTIVATE_PATH}/${slug}`;

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
 * the current one that is not saved is pending (skipped back over); the rest are upcoming. `current` is null once
 * the wizard is finished: no step is shown any more.
 */
export function stepStates(steps: Organization['onboarding_steps'], current: number | null): StepState[] {
  const saved = ACTIVATION_STEPS.map((step) => steps[step.key] === 'complete');
  const firstUnsaved = saved.indexOf(false) === -1 ? ACTIVATION_STEPS.length : saved.indexOf(false);
  const statuses: StepDisplayStatus[] = ACTIVATION_STEPS.map((_, index) =>
    index === current ? 'current' : saved[index] ? 'complete' : current !== null && index < current ? 'pending' : 'upcoming',
  );
  return ACTIVATION_STEPS.map((step, index) => ({
    slug: step.slug,
    status: statuses[index],
    highlighted: index > 0 && (statuses[index - 1] === 'complete' || statuses[index - 1] === 'pending'),
    reachable: saved[index] || index <= firstUnsaved,
  }));
}

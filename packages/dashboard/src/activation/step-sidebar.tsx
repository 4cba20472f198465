import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { activationStepPath, type StepState } from './activation-steps';
import { STEP_STATUS_TEXTS, STEP_TITLES } from './step-titles';

/** The wizard's sidebar (public-flows 4): each step with its state; saved and reachable steps are links. */
export function StepSidebar({ states }: { states: StepState[] }) {
  const { t, i18n } = useLingui();
  return (
    <nav className="activation__steps" aria-label={t`Activation steps`}>
      <ol className="activation-steps">
        {states.map((state, index) => {
          const className = `activation-steps__item activation-steps__item--${state.status}${
            state.highlighted ? ' activation-steps__item--highlighted' : ''
          }`;
          const content = (
            <>
              <span className="activation-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="activation-steps__name">{i18n._(STEP_TITLES[state.slug])}</span>
              <span className="activation-steps__status">{i18n._(STEP_STATUS_TEXTS[state.status])}</span>
            </>
          );
          return (
            <li key={state.slug} className={className}>
              {state.status === 'current' ? (
                <span className="activation-steps__link" aria-current="step">
                  {content}
                </span>
              ) : state.reachable ? (
                <Link className="activation-steps__link" href={activationStepPath(state.slug)}>
                  {content}
                </Link>
              ) : (
                <span className="activation-steps__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

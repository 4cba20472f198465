import { PASSWORD_MIN_LENGTH } from '@cobro/contracts';
import { Icon } from '@cobro/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_RULES, passwordRuleStates, type PasswordRule } from './password-rules';

const RULE_TEXTS = {
  length: msg`At least ${PASSWORD_MIN_LENGTH} characters`,
  digit: msg`A digit`,
  lower: msg`A lower-case letter`,
  upper: msg`An upper-case letter`,
} satisfies Record<PasswordRule, unknown>;

/** The password rules, ticked as they are met while the person types (public-flows 5). */
export function PasswordRulesList({ password }: { password: string }) {
  const { t, i18n } = useLingui();
  const states = passwordRuleStates(password);
  return (
    <div className="password-rules">
      <p className="password-rules__title">{t`Your password needs:`}</p>
      <ul className="password-rules__list">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className={states[rule] ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'}>
            <Icon name={states[rule] ? 'check' : 'close'} />
            {i18n._(RULE_TEXTS[rule])}
            <span className="visually-hidden">{states[rule] ? t`(met)` : t`(not met yet)`}</span>
          </li>
        ))}
      </ul>
      <p className="password-rules__note">{t`Symbols are allowed but not required.`}</p>
    </div>
  );
}

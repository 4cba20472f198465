import { Password } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordRuleStates } from './password-rules';

describe('password rules shown live', () => {
  it('each rule is met on its own', () => {
    expect(passwordRuleStates('')).toEqual({ length: false, digit: false, lower: false, upper: false });
    expect(passwordRuleStates('12345678')).toEqual({ length: true, digit: true, lower: false, upper: false });
    expect(passwordRuleStates('abc')).toEqual({ length: false, digit: false, lower: true, upper: false });
    expect(passwordRuleStates('ABC')).toEqual({ length: false, digit: false, lower: false, upper: true });
  });

  it('symbols are not required, and do not count as a letter or a digit', () => {
    expect(passwordRuleStates('Secreto12')).toEqual({ length: true, digit: true, lower: true, upper: true });
    expect(passwordRuleStates('!!!!####')).toEqual({ length: true, digit: false, lower: false, upper: false });
  });

  it('a password meets every rule exactly when the contract accepts it', () => {
    for (const password of ['', 'Secreto12', 'secreto12', 'SECRETO12', 'Secretos', 'Sec12', 'Ñandú-Sec1', 'Pass word 9', 'A1b2C3d4']) {
      const states = passwordRuleStates(password);
      expect(PASSWORD_RULES.every((rule) => states[rule]), password).toBe(Password.safeParse(password).success);
    }
  });
});

import { localLiveKeyOf } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { keyKind, maskKey } from './diagnose';

describe('the debug diagnosis of the key', () => {
  it('tells a local live key from a live one: live-mode rules, the sandbox, no real money (decision 1121)', () => {
    const local = localLiveKeyOf('pk_test_cobrodemo_public_sandbox_key')!;
    expect(keyKind(local)).toMatch(/^local live key: .*WID-007.*sandbox.*no real money$/);
    expect(keyKind('pk_live_abcdefghijklmnopqrstuvwx')).toMatch(/^live key: real payments/);
    expect(keyKind('pk_test_cobrodemo_public_sandbox_key')).toMatch(/^test key: sandbox payments/);
    expect(maskKey(local)).toBe('pk_live_loca…_key');
  });
});

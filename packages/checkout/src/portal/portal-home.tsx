import type { PortalPurchase, PortalSession, Withdrawal } from '@cobro/contracts';
import { usePortalSignOut } from '@cobro/data';
import { Button, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { PurchaseDetail } from './purchase-detail';
import { PurchaseList } from './purchase-list';
import { WithdrawalReceived } from './withdrawal-received';

// The withdrawal form (react-hook-form and the contract's schema) loads when a buyer goes to withdraw, not with the
// sign-in, the portal's first screen (decision 1175).
const WithdrawStep = lazy(() => import('./withdraw-step').then((m) => ({ default: m.WithdrawStep })));

type View =
  | { kind: 'list' }
  | { kind: 'detail'; id: string }
  | { kind: 'withdraw'; id: string }
  | { kind: 'received'; withdrawal: Withdrawal; purchase: PortalPurchase };

/** The signed-in portal: the steps in memory (the element may sit on any page), the merchant's name and terms. */
export function PortalHome({ session, apiUrl }: { session: PortalSession; apiUrl: string }) {
  const { t } = useLingui();
  const [view, setView] = useState<View>({ kind: 'list' });
  const signOut = usePortalSignOut();
  const merchant = session.organization.name;
  const list = () => setView({ kind: 'list' });
  const withdraw = (id: string) => setView({ kind: 'withdraw', id });
  return (
    <>
      <div className="portal__bar">
        <span className="portal__who">{session.email}</span>
        <Button variant="ghost" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t`Sign out`}
        </Button>
      </div>
      {view.kind === 'list' && <PurchaseList merchant={merchant} onOpen={(id) => setView({ kind: 'detail', id })} onWithdraw={withdraw} />}
      {view.kind === 'detail' && <PurchaseDetail id={view.id} apiUrl={apiUrl} onBack={list} onWithdraw={() => withdraw(view.id)} />}
      {view.kind === 'withdraw' && (
        <Suspense fallback={<LoadingPlaceholder label={t`Loading the purchase`} />}>
          <WithdrawStep id={view.id} merchant={merchant} onBack={list} onDone={(withdrawal, purchase) => setView({ kind: 'received', withdrawal, purchase })} />
        </Suspense>
      )}
      {view.kind === 'received' && <WithdrawalReceived withdrawal={view.withdrawal} purchase={view.purchase} merchant={merchant} onBack={list} />}
    </>
  );
}

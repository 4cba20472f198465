import { Tabs } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CUSTOMER_ATTRIBUTES, PLAN_ATTRIBUTES, PRODUCT_ATTRIBUTES } from './button-attributes';
import { ButtonCode } from './button-code';
import { ButtonPreview } from './button-preview';
import { ProductButtonFields, useProductButton } from './product-button';
import { SignatureNote, SigningSecret } from './signing-secret';
import { useSignedButton } from './use-signed-button';
import { useWebButton, WebButtonFields } from './web-button';

type Mode = 'product' | 'web';

/**
 * Step 3, the payment button (services-and-configuration 2): tabs product services (a published plan, by id) and
 * web services (the plan described by attributes). Both drafts are kept while switching tabs.
 */
export function ButtonStep({ scriptUrl, canCharge }: { scriptUrl: string; canCharge: boolean }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>('product');
  const product = useProductButton();
  const web = useWebButton();
  // A web-services button carries the server's signature of its plan attributes (decision 1010).
  const signed = useSignedButton(web.attributes);
  const attributes = mode === 'product' ? product.attributes : signed.attributes;
  const reference =
    mode === 'product'
      ? [
          ...PRODUCT_ATTRIBUTES.map((a) => ({ ...a, example: (a.field === 'service_id' ? product.serviceId : product.planId) || a.example })),
          ...CUSTOMER_ATTRIBUTES,
        ]
      : [...PLAN_ATTRIBUTES, ...CUSTOMER_ATTRIBUTES];

  return (
    <Tabs
      label={t`Kind of button`}
      items={[
        { id: 'product', label: t`Product services` },
        { id: 'web', label: t`Web services` },
      ]}
      selectedId={mode}
      onSelect={(id) => setMode(id as Mode)}
    >
      <div className="web-checkout__stack">
        <p className="web-checkout__text">
          {mode === 'product'
            ? t`Sell a plan you have published: the button names it by its id.`
            : t`Describe the plan on the button itself: when a buyer clicks, Cobro finds or creates it under a published service of that name.`}
        </p>
        {mode === 'web' && <SigningSecret />}
        <div className="web-checkout__button-layout">
          {mode === 'product' ? <ProductButtonFields product={product} /> : <WebButtonFields web={web} />}
          <ButtonPreview scriptUrl={scriptUrl} attributes={attributes} />
        </div>
        <ButtonCode
          attributes={attributes}
          reference={reference}
          canCharge={canCharge}
          pending={
            mode === 'product'
              ? t`Choose a service and a plan to get the button's code.`
              : web.attributes
                ? t`Signing the button…`
                : t`Fill in the required fields to get the button's code.`
          }
          note={mode === 'web' ? <SignatureNote state={signed.state} retry={signed.retry} /> : undefined}
        />
      </div>
    </Tabs>
  );
}

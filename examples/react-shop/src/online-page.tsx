import { COBRO, type PaymentOutcome } from './cobro';

/** Web-services mode: the plan described by the attributes; Cobro finds or creates it on the first click. */
export function OnlinePage({ onPaid, onError }: PaymentOutcome) {
  return (
    <section className="product" aria-labelledby="online-title">
      <h2 id="online-title">Yoga en casa</h2>
      <p>Clases en directo por vídeo, cada mes.</p>
      <p className="product__price">19,90 € al mes</p>
      <pay-button
        widget-key={COBRO.widgetKey}
        api-url={COBRO.apiUrl}
        service-name="Yoga en casa"
        plan-name="Mensual online"
        description="Clases en directo por vídeo."
        amount="19.90"
        plan-type="Subscription"
        frequency="month"
        external-product-id="yoga-online-mensual"
        label="Suscribirme"
        locale="es"
        oncobro-payment-success={(event) => onPaid(event.detail)}
        oncobro-error={(event) => onError(event.detail)}
      />
    </section>
  );
}

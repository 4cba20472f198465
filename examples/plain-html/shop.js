// The merchant's own script: what the page does when a buyer has paid. The events of every <pay-button> bubble up
// to the document, so one listener serves all the buttons. Deliver the order from the signed callback, not from here.
const result = document.getElementById('result');

document.addEventListener('cobro-payment-success', (event) => {
  result.textContent = `Pago completado (compra ${event.detail.purchase_id}). ¡Gracias!`;
});
document.addEventListener('cobro-payment-pending', () => {
  result.textContent = 'Pago en curso: te avisaremos cuando se confirme.';
});
document.addEventListener('cobro-error', (event) => {
  // The button has already logged the details for you in the console.
  result.textContent = `No se pudo iniciar el pago (${event.detail.code}).`;
});

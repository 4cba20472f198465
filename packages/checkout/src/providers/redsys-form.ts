/** The three signed fields Redsys expects, in the order its documentation lists them. */
export interface RedsysBody {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/**
 * public-flows 4.7: a hidden form POSTed to the provider's URL with the signed fields, in the top window (the
 * payment page must not open inside a merchant's page or a frame). Built with DOM calls, never innerHTML, so a
 * value cannot inject markup; appended to the document body because a form inside a shadow root is not submitted
 * by every browser.
 */
export function buildRedsysForm(doc: Document, url: string, body: RedsysBody): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = '_top';
  form.hidden = true;
  for (const name of ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = body[name];
    form.append(input);
  }
  return form;
}

export function submitRedsysForm(url: string, body: RedsysBody): void {
  const form = buildRedsysForm(document, url, body);
  document.body.append(form);
  form.submit();
}

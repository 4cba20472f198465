import { Trans } from '@lingui/react/macro';

/** The product's legal pages (public-flows 2 does not show their addresses: decision 0503's kind of constant). */
export const PRIVACY_URL = 'https://cobro.es/legal/privacidad';
export const COOKIES_URL = 'https://cobro.es/legal/cookies';
export const PRODUCT_URL = 'https://cobro.es/';

/** The checkout footer: powered by, the merchant's terms when it has them, privacy and cookies. */
export function CheckoutFooter({ termsUrl }: { termsUrl: string | null }) {
  return (
    <footer className="checkout-footer">
      <p className="checkout-footer__powered">
        <Trans>
          Powered by{' '}
          <a href={PRODUCT_URL} target="_blank" rel="noopener noreferrer">
            Cobro
          </a>
        </Trans>
      </p>
      <ul className="checkout-footer__links">
        {termsUrl && (
          <li>
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Terms and conditions</Trans>
            </a>
          </li>
        )}
        <li>
          <a href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
            <Trans>Privacy</Trans>
          </a>
        </li>
        <li>
          <a href={COOKIES_URL} target="_blank" rel="noopener noreferrer">
            <Trans>Cookies</Trans>
          </a>
        </li>
      </ul>
    </footer>
  );
}

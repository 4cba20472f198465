/**
 * Addresses outside this application. The spec does not show them (public-flows 2): they are the product's own
 * and live here as constants so each has one place to change (docs/decisions/0503).
 */

/** The main application a merchant of another product type is sent to from /forbidden. */
export const MAIN_APPLICATION_URL = 'https://app.cobro.es/';

/** The terms and conditions and the privacy policy a new merchant accepts on /signup (public-flows 2). */
export const TERMS_URL = 'https://cobro.es/legal/terminos-y-condiciones.pdf';
export const PRIVACY_URL = 'https://cobro.es/legal/privacidad.pdf';

/** The contact-us address of the not-found pages. */
export const CONTACT_EMAIL = 'soporte@cobro.es';

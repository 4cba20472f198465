import { expiresText, greeting, renderMail, type MailBlock, type MailLanguage } from './mail-layout';

/**
 * The dashboard pages the welcome mail's next steps open, in the order of the onboarding tasks (gateway activation,
 * payment methods, services, payment links).
 */
const NEXT_STEP_PAGES = [
  '/activate-your-payment-gateway',
  '/dashboard/configuration/payment-methods',
  '/dashboard/services',
  '/dashboard/configuration/web-checkout',
] as const;

/** The welcome and confirmation mails' words in the product's languages (Spain's Spanish; English; Catalan). */
const TEXT = {
  es: {
    welcome: 'Te damos la bienvenida a Cobro',
    ready: 'Tu cuenta de Cobro ya está creada.',
    confirmSubject: 'Confirma tu correo de Cobro',
    confirm: 'Confirma tu dirección de correo electrónico: así sabremos que los avisos de tu cuenta te llegan.',
    confirmAction: 'Confirmar mi correo',
    next: 'Qué hacer ahora',
    steps: [
      ['Activa tu pasarela de pago', 'Ten a mano tu DNI (las dos caras) y un justificante de domicilio: te pediremos los datos de la empresa, del representante legal y la cuenta bancaria.'],
      ['Elige los métodos de pago', 'Tarjeta, adeudo directo SEPA, Redsys o Inespay.'],
      ['Crea tus servicios y planes', 'Lo que vendes, con pago único o por suscripción.'],
      ['Añade el botón de pago a tu web', 'O comparte el enlace de pago de cada plan.'],
    ],
    notYours: 'Si no has creado tú esta cuenta, ignora este correo.',
    notAsked: 'Si no lo has pedido tú, ignora este correo.',
  },
  en: {
    welcome: 'Welcome to Cobro',
    ready: 'Your Cobro account is ready.',
    confirmSubject: 'Confirm your Cobro e-mail address',
    confirm: "Confirm your e-mail address: that way we know your account's notices reach you.",
    confirmAction: 'Confirm my e-mail',
    next: 'What to do next',
    steps: [
      ['Activate your payment gateway', 'Have your ID card (both sides) and a proof of address at hand: we will ask for your company, legal representative and bank account details.'],
      ['Choose your payment methods', 'Card, SEPA direct debit, Redsys or Inespay.'],
      ['Create your services and plans', 'What you sell, paid once or by subscription.'],
      ['Add the pay button to your website', "Or share each plan's payment link."],
    ],
    notYours: 'If you did not create this account, ignore this e-mail.',
    notAsked: 'If you did not ask for it, ignore this e-mail.',
  },
  ca: {
    welcome: 'Et donem la benvinguda a Cobro',
    ready: 'El teu compte de Cobro ja està creat.',
    confirmSubject: 'Confirma el teu correu de Cobro',
    confirm: "Confirma la teva adreça de correu electrònic: així sabrem que t'arriben els avisos del compte.",
    confirmAction: 'Confirma el meu correu',
    next: 'Què has de fer ara',
    steps: [
      ['Activa la passarel·la de pagament', "Tingues a mà el DNI (per les dues cares) i un justificant de domicili: et demanarem les dades de l'empresa, del representant legal i el compte bancari."],
      ['Tria els mètodes de pagament', 'Targeta, domiciliació SEPA, Redsys o Inespay.'],
      ['Crea els serveis i els plans', 'El que vens, amb pagament únic o per subscripció.'],
      ['Afegeix el botó de pagament al teu web', "O comparteix l'enllaç de pagament de cada pla."],
    ],
    notYours: 'Si no has creat tu aquest compte, ignora aquest correu.',
    notAsked: "Si no ho has demanat tu, ignora aquest correu.",
  },
} as const;

/** A confirmation link and how long it works. */
export interface ConfirmationLink {
  href: string;
  ttlMs: number;
}

const confirmBlocks = (language: MailLanguage, link: ConfirmationLink): MailBlock[] => [
  TEXT[language].confirm,
  { action: TEXT[language].confirmAction, href: link.href },
  expiresText(language, link.ttlMs),
];

/**
 * The mail of a new account: the confirmation link (none when Google has confirmed the address) and what to do
 * next, each step a link into the dashboard at `base` (the public URL).
 */
export function welcomeMail(input: { language: MailLanguage; name: string; base: string; confirmation: ConfirmationLink | null }) {
  const t = TEXT[input.language];
  const steps = t.steps.map(([action, note], i) => ({ action, note, href: `${input.base}${NEXT_STEP_PAGES[i]}` }));
  return renderMail(input.language, t.welcome, [
    greeting(input.language, input.name),
    t.ready,
    ...(input.confirmation ? confirmBlocks(input.language, input.confirmation) : []),
    { heading: t.next },
    { steps },
    ...(input.confirmation ? [t.notYours] : []),
  ]);
}

/** The mail of a new confirmation link the signed-in user asked for. */
export function confirmationMail(input: { language: MailLanguage; name: string; confirmation: ConfirmationLink }) {
  const t = TEXT[input.language];
  return renderMail(input.language, t.confirmSubject, [
    greeting(input.language, input.name),
    ...confirmBlocks(input.language, input.confirmation),
    t.notAsked,
  ]);
}

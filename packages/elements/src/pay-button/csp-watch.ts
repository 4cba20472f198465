/** A Content Security Policy violation as the debug diagnosis lists it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

const violations: CspViolation[] = [];
let watching = false;
let printed = false;

/**
 * With `debug`, collects the page's `securitypolicyviolation` events from the first button on: the diagnosis lists
 * those seen so far, and each later one is printed as it happens (opening the checkout loads more code).
 */
export function watchCsp(): void {
  if (watching) return;
  watching = true;
  document.addEventListener('securitypolicyviolation', (event) => {
    const violation = { directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile };
    violations.push(violation);
    if (printed) console.warn('[Cobro <pay-button> debug] Content Security Policy violation', violation);
  });
}

/** The violations seen so far; from now on each new one is printed as it happens. */
export function takeCspViolations(): readonly CspViolation[] {
  printed = true;
  return [...violations];
}

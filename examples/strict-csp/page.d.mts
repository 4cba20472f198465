export interface Integrity {
  script: string;
  styles: string;
}
export function newNonce(): string;
export function strictHeaders(nonce: string): Record<string, string>;
export function widgetIntegrity(cobro: string, version: string): Promise<Integrity>;
export function integrityOf(manifest: { files: Record<string, { integrity: string }> }): Integrity;
export function renderPage(page: { nonce: string; cobro: string; version: string; key: string; integrity: Integrity }): string;

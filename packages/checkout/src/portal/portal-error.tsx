import { ApiError } from '@cobro/client';
import { Plural } from '@lingui/react/macro';
import { buyerErrorText } from '../errors/error-text';

/**
 * A refused portal call in the buyer's words (the checkout's error table); a 429 also says when to try again. `code`
 * names a failure found before any call (a page address without an organization: API-004).
 */
export function PortalError({ error, code: known }: { error: unknown; code?: string }) {
  const code = known ?? (error instanceof ApiError ? error.code : 'API-500');
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  const minutes = seconds ? Math.max(1, Math.ceil(seconds / 60)) : null;
  return (
    <div className="notice notice--danger" role="alert">
      <p className="notice__text">{buyerErrorText(code)}</p>
      {minutes !== null && (
        <p className="notice__text">
          <Plural value={minutes} one="You can try again in # minute." other="You can try again in # minutes." />
        </p>
      )}
      <p className="notice__text status__code">{code}</p>
    </div>
  );
}

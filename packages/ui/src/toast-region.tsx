import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { IconButton } from './icon-button';
import { Icon, type IconName } from './icons';
import { $toasts, dismissToast, type ToastTone } from './toast-store';

const TONE_ICONS: Record<ToastTone, IconName> = { success: 'check', info: 'info', warning: 'alert', danger: 'alert' };

/**
 * Where toasts appear. The live region is always rendered, even empty, because screen readers only announce
 * changes inside a region that already existed. Render one per page (in the element that owns the layout).
 */
export function ToastRegion() {
  const toasts = useStore($toasts);
  const { t } = useLingui();
  return (
    <section className="toast-region" aria-label={t`Notifications`}>
      <ol className="toast-region__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((item) => (
          <li key={item.id} className={`toast toast--${item.tone}`}>
            <Icon name={TONE_ICONS[item.tone]} className="toast__icon" />
            <div className="toast__body">
              <p className="toast__title">{item.title}</p>
              {item.description && <p className="toast__description">{item.description}</p>}
            </div>
            <IconButton icon="close" size="sm" label={t`Dismiss`} onClick={() => dismissToast(item.id)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

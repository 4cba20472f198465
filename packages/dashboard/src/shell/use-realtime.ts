import { connectRealtime } from '@cobro/data';
import { useEffect } from 'react';
import { useDashboardConfig } from '../app/dashboard-config';

/**
 * Joins the page's realtime connection while the signed-in shell is shown. socket.io is served by the API's own
 * server at its default path, so the origin of the API URL is where it lives (docs/decisions/0504).
 */
export function useRealtime() {
  const { apiUrl, onRealtime } = useDashboardConfig();
  useEffect(
    () => connectRealtime({ url: new URL(apiUrl, window.location.href).origin }, onRealtime),
    [apiUrl, onRealtime],
  );
}

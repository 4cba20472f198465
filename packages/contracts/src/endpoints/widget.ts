import { endpoint } from '../endpoint';
import {
  EditCallbackUrlBody,
  EditDomainBody,
  VersionChangeBody,
  WidgetConfiguration,
  WidgetServicesResponse,
} from '../entities/widget';
import { SESSION } from './presets';

/** The merchant's widget settings; every change answers with the whole configuration. */
export const widgetEndpoints = {
  widgetConfiguration: endpoint({ method: 'GET', path: '/widget-configuration', ...SESSION, response: WidgetConfiguration }),
  widgetServices: endpoint({
    method: 'GET',
    path: '/widget-configuration/services',
    ...SESSION,
    response: WidgetServicesResponse,
  }),
  toggleCallback: endpoint({
    method: 'POST',
    path: '/widget-configuration/toggle-callback',
    ...SESSION,
    response: WidgetConfiguration,
  }),
  editCallbackUrl: endpoint({
    method: 'POST',
    path: '/widget-configuration/edit-callback-url',
    ...SESSION,
    body: EditCallbackUrlBody,
    response: WidgetConfiguration,
  }),
  /** WID-005 when another organization already uses the domain. */
  editDomain: endpoint({
    method: 'POST',
    path: '/widget-configuration/edit-domain',
    ...SESSION,
    body: EditDomainBody,
    response: WidgetConfiguration,
  }),
  /** WID-006 for a version that does not exist. */
  versionChange: endpoint({
    method: 'POST',
    path: '/widget-configuration/version-change',
    ...SESSION,
    body: VersionChangeBody,
    response: WidgetConfiguration,
  }),
} as const;

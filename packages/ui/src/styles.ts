import badge from './badge.css?inline';
import button from './button.css?inline';
import dataTable from './data-table/data-table.css?inline';
import dialog from './dialog.css?inline';
import field from './field.css?inline';
import menu from './menu.css?inline';
import placeholder from './placeholder.css?inline';
import base from './styles/base.css?inline';
import tokens from './styles/tokens.css?inline';
import tabs from './tabs.css?inline';
import toast from './toast.css?inline';

/**
 * Every stylesheet of @cobro/ui, tokens first. An element adopts them into its shadow root as constructable
 * stylesheets (no <style> tags, no inline styles: strict-CSP pages need no 'unsafe-inline').
 */
export const uiStyles: string[] = [tokens, base, button, badge, menu, dialog, toast, placeholder, field, tabs, dataTable];

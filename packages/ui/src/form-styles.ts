import badge from './badge.css?inline';
import button from './button.css?inline';
import dialog from './dialog.css?inline';
import field from './field.css?inline';
import placeholder from './placeholder.css?inline';
import base from './styles/base.css?inline';
import tokens from './styles/tokens.css?inline';
import toast from './toast.css?inline';

/**
 * The stylesheets of @cobro/ui's forms, buttons, badges, dialogs, toasts and placeholders, tokens first: all the
 * buyer's elements draw with (<merchant-checkout>, <customer-portal>). A module apart from `uiStyles` so their
 * chunks do not carry the dashboard's tables, tabs and menus (issue 31).
 */
export const uiFormStyles: string[] = [tokens, base, button, badge, dialog, toast, placeholder, field];

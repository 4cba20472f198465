import { describe, expect, it } from 'vitest';
import { serializeListState, parseListState, type ListConfig } from '../list-page';
import { dialogKey, ownsDialog, parseDialog, withDialog } from './dialog-state';

const LIST: ListConfig = { statusValues: ['succeeded', 'failed'], sortFields: ['created_at'] };

describe('the open dialog in the URL', () => {
  it('reads the dialog and the ids of what it is about', () => {
    expect(parseDialog('status=succeeded&dialog=refund&charge=ch_1')).toEqual({ dialog: 'refund', ids: { charge: 'ch_1' } });
    expect(parseDialog('dialog=delete&service=se_1&plan=pl%201')).toEqual({ dialog: 'delete', ids: { service: 'se_1', plan: 'pl 1' } });
  });

  it('no dialog, an empty one or empty ids are nothing', () => {
    expect(parseDialog('')).toBeNull();
    expect(parseDialog('?status=failed')).toBeNull();
    expect(parseDialog('dialog=&charge=ch_1')).toBeNull();
    expect(parseDialog('dialog=details&charge=')).toEqual({ dialog: 'details', ids: {} });
  });

  it('only the known entity parameters are ids; anything else in the query is not', () => {
    expect(parseDialog('dialog=refund&charge=ch_1&amount=500')?.ids).toEqual({ charge: 'ch_1' });
  });

  it('opening keeps the list state and puts the dialog last, encoded', () => {
    expect(withDialog('status=succeeded&page=2', { dialog: 'refund', ids: { charge: 'ch 1&x' } })).toBe(
      'status=succeeded&page=2&dialog=refund&charge=ch+1%26x',
    );
  });

  it('closing takes out the dialog and its ids and nothing else', () => {
    expect(withDialog('status=succeeded&dialog=refund&charge=ch_1&page=2', null)).toBe('status=succeeded&page=2');
    expect(withDialog('dialog=delete&customer=cus_1', null)).toBe('');
  });

  it('opening another dialog replaces the ids of the one before', () => {
    expect(withDialog('dialog=delete&service=se_1&plan=pl_1', { dialog: 'delete', ids: { service: 'se_2' } })).toBe('dialog=delete&service=se_2');
  });

  it('the list page reads its state around a dialog, and a list change keeps the dialog open', () => {
    const search = 'status=failed&dialog=refund&charge=ch_1';
    const state = parseListState(new URLSearchParams(search), LIST, '2026-01-01');
    expect(state.status).toEqual(['failed']);
    const next = serializeListState({ ...state, search: 'ana' }, LIST);
    expect(withDialog(next, parseDialog(search))).toBe('status=failed&search=ana&dialog=refund&charge=ch_1');
  });

  it('one key per dialog and entity, whatever the list around it', () => {
    const a = parseDialog('page=2&dialog=refund&charge=ch_1')!;
    const b = parseDialog('dialog=refund&charge=ch_1&status=failed')!;
    expect(dialogKey(a)).toBe(dialogKey(b));
    expect(dialogKey(a)).not.toBe(dialogKey(parseDialog('dialog=send-receipt&charge=ch_1')!));
    expect(dialogKey(a)).not.toBe(dialogKey(parseDialog('dialog=refund&charge=ch_2')!));
  });

  it('a feature opens only its own dialogs, naming exactly its entities', () => {
    const refund = parseDialog('dialog=refund&charge=ch_1');
    expect(ownsDialog(refund, ['refund', 'send-receipt'], ['charge'])).toBe(true);
    expect(ownsDialog(refund, ['pause'], ['purchase'])).toBe(false);
    expect(ownsDialog(parseDialog('dialog=refund'), ['refund'], ['charge'])).toBe(false);
    expect(ownsDialog(parseDialog('dialog=refund&charge=ch_1&purchase=pu_1'), ['refund'], ['charge'])).toBe(false);
    expect(ownsDialog(null, ['refund'], ['charge'])).toBe(false);
  });

  it('a plan is an optional entity of the catalog dialogs; the customer delete is not theirs', () => {
    const catalog = (search: string) => ownsDialog(parseDialog(search), ['copy-link', 'delete'], ['service'], ['plan']);
    expect(catalog('dialog=delete&service=se_1')).toBe(true);
    expect(catalog('dialog=delete&service=se_1&plan=pl_1')).toBe(true);
    expect(catalog('dialog=delete&plan=pl_1')).toBe(false);
    expect(catalog('dialog=delete&customer=cus_1')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors';
import { WIDGET_ERROR_CODES, widgetErrorStatus, type WidgetErrorCodeKey } from './widget-errors';

/** services-and-configuration 8, "Published widget error codes", letter for letter. */
const PUBLISHED = 'GE-001; AE-001, AE-002, AE-003; ORG-001, ORG-002; CUS-002, CUS-003, CUS-006; CHK-002, CHK-004, CHK-006, CHK-007, CHK-010, CHK-014, CHK-015, CHK-017; PE-001, PE-004, PE-005; OTFE-001, OTFE-002, OTFE-003, OTFE-004; SER-002, SER-005; WID-001, WID-002'.split(/[;,]\s*/);

/** Ours, published beside the spec's: WID-007, an unsigned or altered web-services button (decision 1010). */
const OURS = ['WID-007'];

describe('published widget error codes', () => {
  it('are exactly the published list and our own additions', () => {
    expect(Object.keys(WIDGET_ERROR_CODES).sort()).toEqual([...PUBLISHED, ...OURS].sort());
  });
  it('each has a description and a recommendation', () => {
    for (const entry of Object.values(WIDGET_ERROR_CODES)) {
      expect(entry.description.length).toBeGreaterThan(10);
      expect(entry.recommendation.length).toBeGreaterThan(20);
    }
  });
  it('a code the API raises is in ERROR_CODES with the same meaning', () => {
    for (const [code, entry] of Object.entries(WIDGET_ERROR_CODES)) {
      const api = ERROR_CODES[code as keyof typeof ERROR_CODES] as { message: string } | undefined;
      if (entry.source === 'widget') {
        expect(api, code).toBeUndefined();
        continue;
      }
      expect(api, code).toBeDefined();
      expect(entry.description, code).toContain(api!.message);
    }
  });
  it('a browser-side code has no HTTP status', () => {
    expect(widgetErrorStatus('OTFE-001' as WidgetErrorCodeKey)).toBeNull();
    expect(widgetErrorStatus('AE-003')).toBe(403);
  });
});

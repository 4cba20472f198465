// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useAdoptedStyles } from './adopt-styles';

const PAGE_CSS = '.page-only { color: rgb(1, 2, 3); }';

/** A lazy page that first shows a loading state, then its outer element (the element the ref is on). */
function Page({ loading }: { loading: boolean }) {
  const styles = useAdoptedStyles(PAGE_CSS);
  if (loading) return <p>…</p>;
  return (
    <div ref={styles} className="page-only">
      page
    </div>
  );
}

function Toggle() {
  const [loading, setLoading] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setLoading((value) => !value)}>
        toggle
      </button>
      <Page loading={loading} />
    </>
  );
}

function mountInShadowRoot() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  act(() => createRoot(container).render(<Toggle />));
  return shadow;
}

const pageSheets = (root: ShadowRoot) => root.adoptedStyleSheets.filter((sheet) => sheet.cssRules[0]?.cssText.includes('page-only'));

describe('a lazy page brings its own stylesheet', () => {
  it('adopts it in the shadow root the page is drawn in once the page element appears, after a loading state', () => {
    const shadow = mountInShadowRoot();
    expect(pageSheets(shadow)).toHaveLength(0);
    act(() => shadow.querySelector('button')!.click());
    expect(pageSheets(shadow)).toHaveLength(1);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('adopts it once per root however often the page mounts, and one sheet serves every element', () => {
    const first = mountInShadowRoot();
    const second = mountInShadowRoot();
    for (let i = 0; i < 5; i++) act(() => first.querySelector('button')!.click());
    act(() => second.querySelector('button')!.click());
    expect(pageSheets(first)).toHaveLength(1);
    expect(pageSheets(second)).toHaveLength(1);
    expect(pageSheets(first)[0]).toBe(pageSheets(second)[0]);
  });
});

/**
 * Code to read and copy. It wraps instead of scrolling, so it never becomes a scroll area that needs its own
 * keyboard stop; `translate="no"` keeps browser translation away from it.
 */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <figure className="code-block">
      <figcaption className="code-block__caption">{label}</figcaption>
      <pre className="code-block__pre" translate="no">
        <code>{code}</code>
      </pre>
    </figure>
  );
}

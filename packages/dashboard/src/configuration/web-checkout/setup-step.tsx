import { useState, type ReactNode } from 'react';

type Props = { number: number; title: string; defaultOpen: boolean; children: ReactNode };

/**
 * One of the four collapsible steps (services-and-configuration 2): a native <details>, so the summary is a
 * keyboard control with its expanded state announced, and the step title stays a heading.
 */
export function SetupStep({ number, title, defaultOpen, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details className="setup-step" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="setup-step__summary">
        <span className="setup-step__number" aria-hidden="true">
          {number}
        </span>
        <h2 className="setup-step__title">{title}</h2>
      </summary>
      <div className="setup-step__body">{children}</div>
    </details>
  );
}

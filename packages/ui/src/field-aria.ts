export type FieldAria = {
  hintId?: string;
  errorId?: string;
  controlProps: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
};

/**
 * The ids and ARIA attributes that tie a control to its texts: the error first (it matters most when the field is
 * read again), then the hint. aria-invalid is only present while there is an error.
 */
export function fieldAria(id: string, { error, hint }: { error?: string; hint?: string }): FieldAria {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return {
    hintId,
    errorId,
    controlProps: {
      id,
      ...(error ? { 'aria-invalid': true as const } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    },
  };
}

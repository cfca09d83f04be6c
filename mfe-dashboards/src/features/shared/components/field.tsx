import type { ReactNode } from 'react';
import { Field as DesignSystemField } from '@funil/shared-ui/field';

/** The design system's Field (label beside its control, hint, error) for controls that take only an id. */
export function Field({
  label,
  hint,
  error,
  id,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** A stable id where the markup is pre-rendered and the live page adopts what was typed (sign-in). */
  id?: string;
  children: (id: string) => ReactNode;
}) {
  return (
    <DesignSystemField id={id} label={label} hint={hint} error={error}>
      {(control) => children(control.id)}
    </DesignSystemField>
  );
}

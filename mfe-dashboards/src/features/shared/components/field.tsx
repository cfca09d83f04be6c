import type { ReactNode } from 'react';
import { Field as DesignSystemField } from '@funil/shared-ui/src/field/field';

/** The design system's Field (label beside its control, hint, error) for controls that take only an id. */
export function Field({ label, hint, error, children }: { label: string; hint?: ReactNode; error?: ReactNode; children: (id: string) => ReactNode }) {
  return <DesignSystemField label={label} hint={hint} error={error}>{(control) => children(control.id)}</DesignSystemField>;
}

import { useId, type ReactNode } from 'react';
import ui from './ui.module.css';

/** A label beside (not around) its control, so the control's accessible name is exactly the label text. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

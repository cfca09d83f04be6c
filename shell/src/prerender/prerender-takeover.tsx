// The live page replaces the server's pre-rendered markup in #root (scripts/site.ts). A visitor may already have
// typed into the pre-rendered form by then: what they entered (and the focus) is carried over to the live fields,
// through the same input/change events a user's typing fires, so the page's own state (react-hook-form, masks) sees it.
import { useEffect } from 'react';

interface FieldValue {
  key: string;
  value: string;
  checked: boolean;
}

export interface PrerenderSnapshot {
  fields: FieldValue[];
  focusedKey: string | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fieldKey(field: Field, index: number): string {
  return field.id ? `#${field.id}` : field.name ? `@${field.name}` : `${field.tagName}:${index}`;
}

function fieldsOf(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')];
}

/** What the visitor changed in the pre-rendered markup (fields whose value differs from the markup's default). */
export function snapshotPrerendered(root: HTMLElement): PrerenderSnapshot {
  const fields: FieldValue[] = [];
  let focusedKey: string | null = null;
  fieldsOf(root).forEach((field, index) => {
    const key = fieldKey(field, index);
    if (document.activeElement === field) focusedKey = key;
    const changed =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? field.checked !== field.defaultChecked
        : field instanceof HTMLSelectElement
          ? [...field.options].some((option) => option.selected !== option.defaultSelected)
          : field.value !== field.defaultValue;
    if (changed) fields.push({ key, value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  });
  return { fields, focusedKey };
}

function setNativeValue(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

/** Replays the snapshot onto the live fields with the same keys. */
export function restorePrerendered(root: HTMLElement, snapshot: PrerenderSnapshot): void {
  if (snapshot.fields.length === 0 && snapshot.focusedKey === null) return;
  const live = new Map(fieldsOf(root).map((field, index) => [fieldKey(field, index), field] as const));
  for (const saved of snapshot.fields) {
    const field = live.get(saved.key);
    if (!field) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== saved.checked) field.click();
      continue;
    }
    if (field.value === saved.value) continue;
    setNativeValue(field, saved.value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  if (snapshot.focusedKey) live.get(snapshot.focusedKey)?.focus();
}

/** Rendered next to the app: after the commit that replaced the markup, carries the visitor's input over once. */
export function PrerenderTakeover({ root, snapshot }: { root: HTMLElement; snapshot: PrerenderSnapshot }) {
  useEffect(() => {
    if (!root.hasAttribute('data-prerendered')) return;
    root.removeAttribute('data-prerendered');
    restorePrerendered(root, snapshot);
  }, [root, snapshot]);
  return null;
}

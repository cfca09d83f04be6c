import { describe, expect, it, vi } from 'vitest';
import { restorePrerendered, snapshotPrerendered } from './prerender-takeover';

function markup() {
  return `<form><input id="nome" name="name" value=""><input name="email" value=""><input id="aceite" type="checkbox">
    <select id="nivel"><option value="a" selected>A</option><option value="b">B</option></select></form>`;
}

describe('pre-rendered markup takeover', () => {
  it('carries what was typed, checked, selected and focused over to the live fields, through input/change events', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = markup();
    root.querySelector<HTMLInputElement>('#nome')!.value = 'Maria Silva';
    root.querySelector<HTMLInputElement>('#aceite')!.checked = true;
    root.querySelector<HTMLSelectElement>('#nivel')!.value = 'b';
    root.querySelector<HTMLInputElement>('[name=email]')!.focus();
    const snapshot = snapshotPrerendered(root);
    expect(snapshot.fields.map((field) => field.key)).toEqual(['#nome', '#aceite', '#nivel']);

    root.innerHTML = markup(); // the live page replaces the markup
    const onInput = vi.fn();
    const onChange = vi.fn();
    root.addEventListener('input', onInput);
    root.addEventListener('change', onChange);
    restorePrerendered(root, snapshot);

    expect(root.querySelector<HTMLInputElement>('#nome')!.value).toBe('Maria Silva');
    expect(root.querySelector<HTMLInputElement>('#aceite')!.checked).toBe(true);
    expect(root.querySelector<HTMLSelectElement>('#nivel')!.value).toBe('b');
    expect(onInput).toHaveBeenCalled();
    expect(onChange).toHaveBeenCalled();
    expect(document.activeElement).toBe(root.querySelector('[name=email]'));
    root.remove();
  });

  it('an untouched form changes nothing', () => {
    const root = document.createElement('div');
    root.innerHTML = markup();
    const snapshot = snapshotPrerendered(root);
    expect(snapshot).toEqual({ fields: [], focusedKey: null });
  });
});

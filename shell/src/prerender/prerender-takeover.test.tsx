import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptPrerendered,
  carryOut,
  finishTakeover,
  HELD_ATTRIBUTE,
  trackPrerendered,
  type PrerenderTracker,
} from './prerender-takeover';

function takeOver(root: HTMLElement, tracker: PrerenderTracker) {
  const focus = adoptPrerendered(root, tracker);
  return finishTakeover(root, tracker, focus);
}

// The same page twice: the pre-rendered markup, then the live render (ids from React's useId differ between the two).
function markup(useId: string) {
  return `<form id="f"><input id="nome" name="name" value=""><input name="email" value="">
    <input id="${useId}" name="phone" type="tel" value="">
    <input type="radio" name="nivel" value="a"><input type="radio" name="nivel" value="b">
    <input id="aceite" type="checkbox">
    <select id="pais"><option value="br" selected>BR</option><option value="pt">PT</option></select>
    <button type="button" id="picker">+55</button><button type="submit">Enviar</button></form>
    <button type="button" data-cta="">Quero começar agora</button>`;
}

/** Simulates React's takeover: the pre-rendered nodes are removed and the live ones put in their place. */
function replace(root: HTMLElement) {
  root.replaceChildren();
  root.innerHTML = markup('«r1»');
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('pre-rendered markup takeover', () => {
  it('the live page adopts values, the chosen radio, checkbox, select, focus and caret, through input/change events', () => {
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', 'mfe_funnel/Landing');
    document.body.append(root);
    root.innerHTML = markup('«R1»');
    const tracker = trackPrerendered(root);
    const q = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
    q<HTMLInputElement>('#nome').value = 'Maria Silva';
    q<HTMLInputElement>('[name=phone]').value = '(11) 9';
    q<HTMLInputElement>('[value=b]').checked = true;
    q<HTMLInputElement>('#aceite').checked = true;
    q<HTMLSelectElement>('#pais').value = 'pt';
    const nome = q<HTMLInputElement>('#nome');
    nome.focus();
    nome.setSelectionRange(2, 5);

    replace(root);
    const onInput = vi.fn();
    const onChange = vi.fn();
    root.addEventListener('input', onInput);
    root.addEventListener('change', onChange);
    expect(takeOver(root, tracker)).toBeNull();

    expect(q<HTMLInputElement>('#nome').value).toBe('Maria Silva');
    expect(q<HTMLInputElement>('[name=phone]').value).toBe('(11) 9');
    expect(q<HTMLInputElement>('[value=b]').checked).toBe(true);
    expect(q<HTMLInputElement>('[value=a]').checked).toBe(false);
    expect(q<HTMLInputElement>('#aceite').checked).toBe(true);
    expect(q<HTMLSelectElement>('#pais').value).toBe('pt');
    expect(onInput).toHaveBeenCalled();
    expect(onChange).toHaveBeenCalled();
    expect(document.activeElement).toBe(q('#nome'));
    expect([q<HTMLInputElement>('#nome').selectionStart, q<HTMLInputElement>('#nome').selectionEnd]).toEqual([2, 5]);
  });

  it('a value the live page reformats (a mask) keeps a caret that was at the end at the end', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = markup('«R1»');
    const tracker = trackPrerendered(root);
    const phone = root.querySelector<HTMLInputElement>('[name=phone]')!;
    phone.value = '11987';
    phone.focus();
    phone.setSelectionRange(5, 5);
    replace(root);
    // The live page's mask formats what the input event carried.
    root.querySelector('[name=phone]')!.addEventListener('input', (event) => {
      const input = event.target as HTMLInputElement;
      input.value = input.value === '11987' ? '(11) 987' : input.value;
    });
    takeOver(root, tracker);
    const live = root.querySelector<HTMLInputElement>('[name=phone]')!;
    expect(live.value).toBe('(11) 987');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([8, 8]);
  });

  it('an untouched page changes nothing and holds nothing', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = markup('«R1»');
    const tracker = trackPrerendered(root);
    replace(root);
    const onInput = vi.fn();
    root.addEventListener('input', onInput);
    root.addEventListener('click', onInput);
    expect(takeOver(root, tracker)).toBeNull();
    expect(onInput).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('focus left by the visitor is not given back', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = markup('«R1»');
    const tracker = trackPrerendered(root);
    root.querySelector<HTMLInputElement>('#nome')!.focus();
    root.querySelector<HTMLInputElement>('#nome')!.blur();
    await Promise.resolve();
    replace(root);
    takeOver(root, tracker);
    expect(document.activeElement).toBe(document.body);
  });

  it('a held submit is found on the live page and carried out once, on its submit button', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = markup('«R1»');
    const tracker = trackPrerendered(root);
    root.querySelector('button[type=submit]')!.setAttribute(HELD_ATTRIBUTE, 'submit');
    replace(root);
    const held = takeOver(root, tracker)!;
    expect(held.kind).toBe('submit');
    expect(held.target).toBe(root.querySelector('button[type=submit]'));
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', onSubmit);
    carryOut(held);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a held call-to-action tap is carried out as a click on the live button', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = markup('«R1»');
    const tracker = trackPrerendered(root);
    root.querySelector('[data-cta]')!.setAttribute(HELD_ATTRIBUTE, 'click');
    replace(root);
    const held = takeOver(root, tracker)!;
    const onClick = vi.fn();
    root.querySelector('[data-cta]')!.addEventListener('click', onClick);
    carryOut(held);
    expect(held.kind).toBe('click');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a held tap on another button (the country picker) is carried out as a click', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = markup('«R1»');
    const tracker = trackPrerendered(root);
    root.querySelector('#picker')!.setAttribute(HELD_ATTRIBUTE, 'tap');
    replace(root);
    const held = takeOver(root, tracker)!;
    const onClick = vi.fn();
    root.querySelector('#picker')!.addEventListener('click', onClick);
    carryOut(held);
    expect(held.kind).toBe('tap');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a held submit of a form without a submit button submits the form', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<form><input name="q"></form>';
    const tracker = trackPrerendered(root);
    root.querySelector('form')!.setAttribute(HELD_ATTRIBUTE, 'submit');
    root.replaceChildren();
    root.innerHTML = '<form><input name="q"></form>';
    const held = takeOver(root, tracker)!;
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', onSubmit);
    carryOut(held);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('restores the scroll position the visitor had in the pre-rendered page', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = markup('«R1»');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    const tracker = trackPrerendered(root);
    root.setAttribute('data-prerendered', 'x');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 240 });
    window.dispatchEvent(new Event('scroll'));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 }); // the live render moved it
    replace(root);
    takeOver(root, tracker);
    expect(scrollTo).toHaveBeenCalledWith(0, 240);
    scrollTo.mockRestore();
  });
});

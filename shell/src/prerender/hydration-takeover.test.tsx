// The takeover with React's own hydration (shell/src/main.tsx): what a visitor typed, checked and chose in the
// pre-rendered markup before hydrateRoot reaches the page's state, whether React hydrates the nodes in place or, on a
// mismatch, renders the page again in their place.
import { act, useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptPrerendered,
  finishTakeover,
  HELD_ATTRIBUTE,
  PrerenderTakeover,
  TAKEOVER_MARK,
  trackPrerendered,
} from './prerender-takeover';

interface Sent {
  name: string;
  accept: boolean;
  level: string;
}

/** A page with controlled fields, as the registration form's: its state is what a submit sends. */
function FormPage({ heading, onSend }: { heading: string; onSend: (sent: Sent) => void }) {
  const [name, setName] = useState('');
  const [accept, setAccept] = useState(false);
  const [level, setLevel] = useState('');
  const id = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, accept, level });
      }}
    >
      <h1>{heading}</h1>
      <label htmlFor={id}>Nome</label>
      <input id={id} name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input type="checkbox" name="aceite" checked={accept} onChange={(event) => setAccept(event.target.checked)} />
      <input type="radio" name="nivel" value="a" checked={level === 'a'} onChange={() => setLevel('a')} />
      <input type="radio" name="nivel" value="b" checked={level === 'b'} onChange={() => setLevel('b')} />
      <p data-testid="state">{`${name}|${accept}|${level}`}</p>
      <button type="submit">Enviar</button>
    </form>
  );
}

// React's act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  performance.clearMarks(TAKEOVER_MARK);
});

/** The edge's page: the pre-rendered markup in #root, and the visitor typing into it before the shell runs. */
function prerendered(heading: string) {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-prerendered', 'mfe_funnel/Landing');
  container.innerHTML = renderToString(<FormPage heading={heading} onSend={() => undefined} />);
  document.body.append(container);
  const q = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  const name = q<HTMLInputElement>('[name=name]');
  name.value = 'Maria Souza';
  q<HTMLInputElement>('[name=aceite]').checked = true;
  q<HTMLInputElement>('[value=b]').checked = true;
  name.focus();
  name.setSelectionRange(2, 5);
  return { container, name, q };
}

async function hydrate(container: HTMLElement, heading: string, onSend: (sent: Sent) => void) {
  const tracker = trackPrerendered(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <PrerenderTakeover root={container} tracker={tracker}>
        <FormPage heading={heading} onSend={onSend} />
      </PrerenderTakeover>,
      { onRecoverableError },
    );
  });
  return { onRecoverableError };
}

describe('takeover by hydration', () => {
  it('hydrated in place: the same nodes, and the page state holds what was typed, checked and chosen', async () => {
    const { container, name, q } = prerendered('Semana Java');
    const onSend = vi.fn();
    const { onRecoverableError } = await hydrate(container, 'Semana Java', onSend);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(q('[name=name]')).toBe(name); // nothing rendered twice
    expect(container.hasAttribute('data-prerendered')).toBe(false);
    expect(performance.getEntriesByName(TAKEOVER_MARK, 'mark')).toHaveLength(1);
    expect(q('[data-testid=state]').textContent).toBe('Maria Souza|true|b');
    expect(name.value).toBe('Maria Souza');
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([2, 5]);
    await act(async () => q<HTMLButtonElement>('button').click());
    expect(onSend).toHaveBeenCalledWith({ name: 'Maria Souza', accept: true, level: 'b' });
  });

  it('a markup that does not match is rendered again, and what was typed is adopted by the new nodes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React's development warning about the mismatch
    const { container, name, q } = prerendered('Carregando...');
    const onSend = vi.fn();
    const { onRecoverableError } = await hydrate(container, 'Semana Java', onSend);

    expect(onRecoverableError).toHaveBeenCalled();
    expect(q('[name=name]')).not.toBe(name);
    expect(q('h1').textContent).toBe('Semana Java');
    expect(q('[data-testid=state]').textContent).toBe('Maria Souza|true|b');
    expect(document.activeElement).toBe(q('[name=name]'));
    expect([
      q<HTMLInputElement>('[name=name]').selectionStart,
      q<HTMLInputElement>('[name=name]').selectionEnd,
    ]).toEqual([2, 5]);
    vi.restoreAllMocks();
  });

  it('a submit the edge held before the takeover is carried out once by the hydrated form, with what was typed', async () => {
    const { container, q } = prerendered('Semana Java');
    q('form').setAttribute(HELD_ATTRIBUTE, 'submit'); // as TAKEOVER_GUARD_SCRIPT marks a form submitted without a button
    const onSend = vi.fn();
    await hydrate(container, 'Semana Java', onSend);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ name: 'Maria Souza', accept: true, level: 'b' });
    expect(q('form').hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('a focus moved on between the commit and the end of the takeover stays where it went', () => {
    // React finishes a pending hydration inside the script that dispatched a discrete event; the takeover's last step
    // runs in a microtask after that script, which may have moved the focus to the next field meanwhile.
    const { container, name, q } = prerendered('Semana Java');
    const tracker = trackPrerendered(container);
    const focus = adoptPrerendered(container, tracker);
    expect(focus?.control).toBe(name);
    const next = q<HTMLInputElement>('[name=aceite]');
    next.focus();
    finishTakeover(container, tracker, focus);
    expect(document.activeElement).toBe(next);
  });
});

// The live page takes over the edge's pre-rendered markup in #root (edge/src/compose.ts). That markup is usable from the
// first paint, so by then a visitor may have typed, chosen, focused, scrolled, submitted or tapped a call-to-action.
// React hydrates the markup (shell/src/main.tsx: the same nodes become the live page's), or, where the markup does not
// match the live page's first render, renders the page again in their place. One mechanism for every pre-rendered page,
// no per-form code: the old nodes are kept when the shell starts (trackPrerendered), and in the commit that puts the
// live page on screen (a layout effect, before the browser paints it) the live page adopts what is there:
// - values, checkboxes, the chosen radio, selects: through the same input/change events typing fires, so the page's
//   own state (controlled inputs, masks) takes them (a hydrated field keeps its node: only React's state is told);
// - focus, caret/selection, the window's scroll position;
// - the submit or call-to-action tap the edge's takeover guard held (data-funil-held): carried out once on the live
//   button, right after React has re-rendered with the adopted values.
import { useLayoutEffect, type ReactNode } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Control = Field | HTMLButtonElement;

/** performance.mark at the takeover: what the bench measures (bench/src/takeover.ts) and field monitoring can read. */
export const TAKEOVER_MARK = 'funil:takeover';

/** Set by the edge's TAKEOVER_GUARD_SCRIPT on the held submitter / form / call-to-action. */
export const HELD_ATTRIBUTE = 'data-funil-held';

const FIELD_SELECTOR = 'input, textarea, select';
const BUTTON_SELECTOR = 'button, form';

export interface PrerenderTracker {
  /** The pre-rendered nodes, still readable once React has replaced them. */
  nodes: Node[];
  /** The pre-rendered control that had the focus last (null once the visitor left the fields). */
  focused: () => Control | null;
  scroll: () => { x: number; y: number };
  stop: () => void;
}

const elementsOf = <T extends Element>(nodes: readonly Node[], selector: string): T[] =>
  nodes.flatMap((node) =>
    node instanceof Element
      ? [...(node.matches(selector) ? [node as T] : []), ...node.querySelectorAll<T>(selector)]
      : [],
  );

/** React's useId values ('_R_1_' from the server, '_r_0_' from a client render; '«r1»' or ':r1:' before React 19.2)
 * differ between the server and the client render: not a stable key. */
const stableId = (id: string) => id !== '' && !/^_[rR]_|[«»:]/.test(id);

/** The same field in the markup and in the live page: its id, else its name (+ value for a radio), else its position. */
function fieldKey(field: Field, index: number): string {
  if (stableId(field.id)) return `#${field.id}`;
  if (field.name)
    return field instanceof HTMLInputElement && field.type === 'radio'
      ? `@${field.name}=${field.value}`
      : `@${field.name}`;
  return `${field.tagName}:${index}`;
}

function keyed<T extends Element>(elements: T[], key: (element: T, index: number) => string): Map<string, T> {
  const map = new Map<string, T>();
  elements.forEach((element, index) => {
    const k = key(element, index);
    if (!map.has(k)) map.set(k, element);
  });
  return map;
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changed(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

function setNativeValue(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

interface Selection {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/** The caret/selection of a text field (null for types without one, e.g. email, or when the browser has none). */
function selectionOf(field: Control): Selection | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  try {
    if (field.selectionStart === null || field.selectionEnd === null) return null;
    return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? 'none' };
  } catch {
    return null;
  }
}

/**
 * Starts watching the pre-rendered markup in `root` (call before the live render starts): keeps its nodes, which
 * control has the focus (a focused node that React removes loses it silently) and the scroll position.
 */
export function trackPrerendered(root: HTMLElement): PrerenderTracker {
  const nodes = [...root.childNodes];
  const inMarkup = (target: EventTarget | null): target is Control =>
    target instanceof Element &&
    target.matches(`${FIELD_SELECTOR}, button`) &&
    nodes.some((node) => node.contains(target));
  let focused: Control | null = inMarkup(document.activeElement) ? document.activeElement : null;
  let scroll = { x: window.scrollX, y: window.scrollY };
  const onFocusIn = (event: FocusEvent) => {
    focused = inMarkup(event.target) ? event.target : null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    // Blur by the visitor (the node is still in the page): no focus to carry over. Removal by React: keep it.
    queueMicrotask(() => {
      if (focused === left && left instanceof Node && left.isConnected && document.activeElement !== left)
        focused = null;
    });
  };
  const onScroll = () => {
    if (!root.hasAttribute('data-prerendered')) return;
    scroll = { x: window.scrollX, y: window.scrollY };
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  window.addEventListener('scroll', onScroll, { passive: true });
  return {
    nodes,
    focused: () => focused,
    scroll: () => scroll,
    stop: () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('focusout', onFocusOut, true);
      window.removeEventListener('scroll', onScroll);
    },
  };
}

/** A held action, found again on the live page. */
export interface HeldAction {
  /** A submit, a call-to-action tap ('Processando...' shown), or a tap on another button (e.g. the country picker). */
  kind: 'submit' | 'click' | 'tap';
  target: HTMLButtonElement | HTMLFormElement;
}

/** The focused control as the visitor left it, read before the takeover changes anything (a value set moves the caret). */
export interface FocusSnapshot {
  control: Control;
  value: string;
  selection: Selection | null;
}

/**
 * A field React hydrated in place (still the pre-rendered node), which the visitor changed: the node shows it, React's
 * state does not (hydration keeps the node's value and sets the default to the page's own, `defaultValue` /
 * `defaultChecked`). React notices a change against the value it last saw (its tracker, which hydration set to what
 * the node held): the field is set back to the page's value through the element's own setter (which React tracks),
 * then to the visitor's through the prototype's (which it does not), and the event typing fires carries it.
 */
function tellReact(field: Field) {
  if (isToggle(field)) {
    if (field.type === 'radio' && !field.checked) return; // the checked radio of the group carries the choice
    const checked = field.checked;
    field.checked = field.defaultChecked;
    if (field.checked !== checked) field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  field.value = field.defaultValue;
  setNativeValue(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The live page adopts the pre-rendered one's fields (`root` now holds the live markup), in the takeover commit: values,
 * checkboxes, the chosen radio, selects, through input/change events. Then (finishTakeover, once React has re-rendered
 * with them) the focus, caret and scroll, and the held action. Returns the focused control as it was before.
 */
export function adoptPrerendered(root: HTMLElement, tracker: PrerenderTracker): FocusSnapshot | null {
  tracker.stop();
  const focused = tracker.focused();
  const snapshot = focused && {
    control: focused,
    value: focused instanceof HTMLButtonElement ? '' : focused.value,
    selection: selectionOf(focused),
  };
  const oldFields = elementsOf<Field>(tracker.nodes, FIELD_SELECTOR);
  const live = keyed(elementsOf<Field>([root], FIELD_SELECTOR), fieldKey);
  oldFields.forEach((old, index) => {
    if (!changed(old)) return;
    if (root.contains(old)) {
      tellReact(old);
      return;
    }
    const field = live.get(fieldKey(old, index));
    if (!field) return;
    if (isToggle(field)) {
      if (field.checked !== (old as HTMLInputElement).checked) field.click();
      return;
    }
    if (field.value === old.value) return;
    setNativeValue(field, old.value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
  return snapshot;
}

/**
 * After the live page has re-rendered with the adopted values (a controlled input rewrites its value, which moves the
 * caret): focus, caret/selection and scroll as the visitor left them. Returns the held submit / tap, mapped onto the
 * live page (same position among the buttons and forms, same element type), for carryOut.
 */
export function finishTakeover(
  root: HTMLElement,
  tracker: PrerenderTracker,
  focus: FocusSnapshot | null,
): HeldAction | null {
  const hydrated = tracker.nodes.some((node) => node.isConnected && root.contains(node));
  if (focus) {
    const oldFocused = focus.control;
    const inPlace = root.contains(oldFocused);
    const active = document.activeElement;
    // The visitor's focus now, not as it was at the commit: this runs in a microtask, which may come only after the
    // script that forced the commit (a discrete event on the page while it was being hydrated) has moved the focus on.
    // A field hydrated in place kept its node, so it kept the focus, or lost it to where the visitor went since; a
    // replaced field's focus is carried over only while the focus is nowhere (it went with the removed node).
    const focusLost = active === null || active === document.body || !active.isConnected;
    const liveFocused = inPlace
      ? active === oldFocused
        ? oldFocused
        : null
      : !focusLost
        ? null
        : oldFocused instanceof HTMLButtonElement
          ? counterpart(tracker.nodes, root, oldFocused)
          : live(root).get(fieldKey(oldFocused, oldFields(tracker).indexOf(oldFocused)));
    if (liveFocused) {
      if (document.activeElement !== liveFocused) liveFocused.focus({ preventScroll: true });
      const { selection, value: oldValue } = focus;
      if (selection && (liveFocused instanceof HTMLInputElement || liveFocused instanceof HTMLTextAreaElement)) {
        // The page reformatted what was typed (a mask: '11987' -> '(11) 987'): a caret at the end stays at the end,
        // one inside is kept within the new value; the same value keeps the exact selection.
        const atEnd = selection.start === oldValue.length && selection.end === oldValue.length;
        const length = liveFocused.value.length;
        const range =
          liveFocused.value === oldValue
            ? selection
            : atEnd
              ? { start: length, end: length, direction: selection.direction }
              : {
                  start: Math.min(selection.start, length),
                  end: Math.min(selection.end, length),
                  direction: selection.direction,
                };
        try {
          liveFocused.setSelectionRange(range.start, range.end, range.direction);
        } catch {
          // A type without a caret (email): the focus is enough.
        }
      }
    }
  }

  // Hydrated in place, the page never moved: the scroll is the visitor's (maybe scrolled since the commit). Replaced,
  // the page is put back where the visitor had it.
  if (!hydrated) {
    const { x, y } = tracker.scroll();
    if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y);
  }

  const heldOld = elementsOf<HTMLButtonElement | HTMLFormElement>(tracker.nodes, `[${HELD_ATTRIBUTE}]`)[0];
  if (!heldOld) return null;
  const target = counterpart(tracker.nodes, root, heldOld);
  const marked = heldOld.getAttribute(HELD_ATTRIBUTE);
  const kind = marked === 'click' || marked === 'tap' ? marked : 'submit';
  return target ? { kind, target } : null;
}

const oldFields = (tracker: PrerenderTracker) => elementsOf<Field>(tracker.nodes, FIELD_SELECTOR);
const live = (root: HTMLElement) => keyed(elementsOf<Field>([root], FIELD_SELECTOR), fieldKey);

/** The live element at the same position among the page's buttons and forms, if it is the same kind of element. */
function counterpart<T extends HTMLButtonElement | HTMLFormElement>(
  nodes: Node[],
  root: HTMLElement,
  old: T,
): T | null {
  const index = elementsOf<Element>(nodes, BUTTON_SELECTOR).indexOf(old);
  const candidate = [...root.querySelectorAll<Element>(BUTTON_SELECTOR)][index];
  return candidate && candidate.tagName === old.tagName ? (candidate as T) : null;
}

/** Carries the held submit / tap out on the live page, once: the button's own click (a disabled one does nothing). */
export function carryOut(held: HeldAction): void {
  if (!held.target.isConnected) return;
  held.target.removeAttribute(HELD_ATTRIBUTE); // a hydrated node is the one the guard marked
  if (held.target instanceof HTMLFormElement) held.target.requestSubmit();
  else held.target.click();
}

/**
 * Wraps the app (one child, so the page's place in the tree, and its useId values, are the pre-render's): in the commit
 * that hydrated or replaced the markup, the live page adopts the fields; right after React has applied them (a
 * microtask: after the commit's synchronous re-render, before the browser paints or runs anything else), focus, caret,
 * scroll and the held action, once.
 */
export function PrerenderTakeover({
  root,
  tracker,
  children,
}: {
  root: HTMLElement;
  tracker: PrerenderTracker;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    if (!root.hasAttribute('data-prerendered')) return;
    root.removeAttribute('data-prerendered');
    const focus = adoptPrerendered(root, tracker);
    performance.mark(TAKEOVER_MARK);
    queueMicrotask(() => {
      const held = finishTakeover(root, tracker, focus);
      if (held) carryOut(held);
    });
  }, [root, tracker]);
  return children;
}

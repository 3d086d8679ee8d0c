/**
 * React's controlled fields on Preact: a field with `value` (or a box with `checked`) shows what
 * its last render said, not what was typed or clicked, once its handler has run. Preact leaves the
 * typed text in place when no render follows, e.g. a handler that drops a letter from a number
 * field sets the state it already had; React DOM puts the rendered value back. This does the same:
 * after an input or change handler, once the render it asked for (if any) is done, a field that
 * differs from its last rendered value gets that value back.
 */
import { options, type VNode } from 'preact';
// First: its hook must be installed before this one wraps it.
import 'preact/compat';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Rendered {
  value?: unknown;
  checked?: unknown;
}
type FieldProps = Rendered & Record<string, unknown>;

const FIELDS = new Set(['input', 'textarea', 'select']);
const HANDLERS = ['onChange', 'onInput'] as const;

/** Each field's value and checked as its last render set them. */
const rendered = new WeakMap<Element, Rendered>();

/** The props of a field whose value or checked the app controls; undefined for any other node. */
function controlledProps(vnode: VNode): FieldProps | undefined {
  if (typeof vnode.type !== 'string' || !FIELDS.has(vnode.type)) return undefined;
  const props = vnode.props as FieldProps;
  return props.value != null || props.checked != null ? props : undefined;
}

function putBack(field: FieldElement): void {
  const last = rendered.get(field);
  if (!last) return;
  if (last.value != null && field.value !== String(last.value)) field.value = String(last.value);
  if (last.checked != null && field instanceof HTMLInputElement && field.checked !== last.checked) {
    field.checked = Boolean(last.checked);
  }
}

function controlled(handler: (event: Event) => unknown) {
  return (event: Event) => {
    try {
      return handler(event);
    } finally {
      const field = event.currentTarget as FieldElement;
      // Preact renders in a microtask queued by the handler's state change: this one comes after.
      queueMicrotask(() => putBack(field));
    }
  };
}

// Installed once, around preact/compat's own hook (which turns onChange into onInput).
const compatVNode = options.vnode;
options.vnode = (vnode) => {
  const props = controlledProps(vnode);
  if (props) {
    for (const name of HANDLERS) {
      const handler = props[name];
      if (typeof handler === 'function') props[name] = controlled(handler as (e: Event) => unknown);
    }
  }
  compatVNode?.(vnode);
};

const earlierDiffed = options.diffed;
options.diffed = (vnode) => {
  // `__e` is the element Preact rendered the node into (its `_dom`, a stable mangled name).
  const element = (vnode as VNode & { __e?: Element | null }).__e;
  const props = controlledProps(vnode);
  if (element && props) rendered.set(element, { value: props.value, checked: props.checked });
  earlierDiffed?.(vnode);
};

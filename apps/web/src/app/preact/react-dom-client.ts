// `react-dom/client` in the production build, where React and React DOM are Preact's compatibility
// layer (decision 219; aliases in vite.config.ts). Two React 19 behaviours the app relies on are
// added here, once, before anything renders:
// - A function component gets `ref` as a prop (react-hook-form's `register()` spreads a ref into
//   TextField, SelectField...). Preact 10 keeps it off the props unless the component is wrapped in
//   forwardRef, and would hand it the component instance instead.
// - `createRoot(element, { onUncaughtError })`: a render error no boundary caught is reported, and
//   the root renders nothing, as React 19 unmounts it.
// One departure: the first render keeps the elements a prerendered page already holds (the landing,
// decision 227) where the app renders the same ones, instead of emptying the element first as React
// and Preact's compatibility layer do; attributes and text are brought to what the app renders.
import { Component, createElement, options, render, type ComponentChildren, type VNode } from 'preact';
import { unmountComponentAtNode } from 'preact/compat';

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const type = vnode.type as unknown;
  const isClass =
    typeof type === 'function' &&
    typeof (type as { prototype?: { render?: unknown } }).prototype?.render === 'function';
  if (typeof type === 'function' && !isClass && vnode.ref) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    vnode.ref = null as unknown as VNode['ref'];
  }
  previousVNodeHook?.(vnode);
};

interface ErrorInfo {
  componentStack?: string;
}
interface RootOptions {
  onUncaughtError?: (error: unknown, errorInfo: ErrorInfo) => void;
}

interface BoundaryProps {
  onUncaughtError?: RootOptions['onUncaughtError'];
  children?: ComponentChildren;
}

class RootBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failed: true });
    this.props.onUncaughtError?.(error, { componentStack: info.componentStack ?? '' });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function createRoot(container: Element | DocumentFragment, rootOptions: RootOptions = {}) {
  return {
    render(children: ComponentChildren) {
      render(createElement(RootBoundary, { onUncaughtError: rootOptions.onUncaughtError }, children), container);
    },
    unmount() {
      unmountComponentAtNode(container as Element);
    },
  };
}

export { hydrateRoot } from 'preact/compat/client';

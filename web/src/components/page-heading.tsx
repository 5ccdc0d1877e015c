import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * False until the person first presses a key or a pointer: a freshly loaded page leaves focus alone, so the first
 * Tab reaches the skip link and the menu; after that, each new page moves focus to its heading.
 */
let hasInteracted = false;
for (const type of ['keydown', 'pointerdown'] as const) {
  window.addEventListener(type, () => (hasInteracted = true), { once: true, capture: true });
}

/**
 * The page's h1. Takes focus when the page opens after a client-side navigation, so keyboard and
 * screen-reader users start at the new content, and names the browser tab.
 */
export function PageHeading(props: { title: string; children?: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Read when the page first renders: effects run after paint, and a key pressed in between (the first Tab on a
  // fresh page) would otherwise count as having come before the page opened and pull focus back to the heading.
  const openedAfterInteraction = useRef(hasInteracted);
  useEffect(() => {
    document.title = `${props.title} · Clausewise`;
  }, [props.title]);
  useEffect(() => {
    if (openedAfterInteraction.current) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div class="page-heading">
      <h1 tabIndex={-1} ref={heading}>
        {props.title}
      </h1>
      {props.children}
    </div>
  );
}

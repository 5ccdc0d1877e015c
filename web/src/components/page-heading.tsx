import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * The page's h1. Takes focus when the page opens so keyboard and screen-reader users start at the new
 * content after a client-side navigation, and names the browser tab.
 */
export function PageHeading(props: { title: string; children?: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${props.title} · Clausewise`;
  }, [props.title]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
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

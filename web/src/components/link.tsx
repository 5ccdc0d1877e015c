import type { ComponentChildren } from 'preact';
import { handleLinkClick } from '../router.ts';

export function Link(props: { href: string; children: ComponentChildren; class?: string; 'aria-current'?: 'page' }) {
  return (
    <a
      href={props.href}
      class={props.class}
      aria-current={props['aria-current']}
      onClick={(event) => handleLinkClick(event, props.href)}
    >
      {props.children}
    </a>
  );
}

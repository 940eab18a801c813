// A link the app's router follows: a real <a href> (open in a new tab still works), a plain click goes to onNavigate.
import type { ComponentProps, MouseEvent } from 'react';

export type NavLinkProps = Omit<ComponentProps<'a'>, 'href' | 'onClick'> & {
  href: string;
  onNavigate: (path: string) => void;
  active?: boolean;
};

export function isActivePath(itemPath: string, currentPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

export function NavLink({ href, onNavigate, active = false, ...props }: NavLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a
      href={href}
      onClick={follow}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      {...props}
    />
  );
}

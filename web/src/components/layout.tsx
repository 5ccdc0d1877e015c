import type { ComponentChildren } from 'preact';
import { usePathname } from '../router.ts';
import { useSession } from '../session.tsx';
import { Link } from './link.tsx';

export function Layout(props: { children: ComponentChildren }) {
  const { user, signOut } = useSession();
  const pathname = usePathname();
  const section = pathname.startsWith('/settings') ? 'settings' : pathname.startsWith('/search') ? 'search' : 'projects';
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="app-header">
        <Link href="/" class="brand">
          Clausewise
        </Link>
        <nav aria-label="Main">
          <ul>
            <li>
              <Link href="/" aria-current={section === 'projects' ? 'page' : undefined}>
                Projects
              </Link>
            </li>
            <li>
              <Link href="/search" aria-current={section === 'search' ? 'page' : undefined}>
                Search
              </Link>
            </li>
            {user.role === 'admin' && (
              <li>
                <Link href="/settings/users" aria-current={section === 'settings' ? 'page' : undefined}>
                  Settings
                </Link>
              </li>
            )}
            <li>
              <a href="/api/docs" target="_blank" rel="noopener">
                API docs
              </a>
            </li>
          </ul>
        </nav>
        <div class="account">
          <span class="account-name" title={user.email}>
            {user.name || user.email} <span class="muted">({user.role})</span>
          </span>
          <Link href="/account/password" aria-current={pathname === '/account/password' ? 'page' : undefined}>
            Change password
          </Link>
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {props.children}
      </main>
    </>
  );
}

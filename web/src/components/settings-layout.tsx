import type { ComponentChildren } from 'preact';
import { usePathname } from '../router.ts';
import { useSession } from '../session.tsx';
import { EmptyState } from './notice.tsx';
import { PageHeading } from './page-heading.tsx';
import { Link } from './link.tsx';

const SETTINGS_SECTIONS = [
  { href: '/settings/users', label: 'Users', group: null },
  { href: '/settings/security/credentials', label: 'API Credentials', group: 'Security' },
  { href: '/settings/security/walls', label: 'Ethical Walls', group: 'Security' },
] as const;

/** Settings pages share a side navigation: Users, then Security > API Credentials and Ethical Walls (spec §5). */
export function SettingsLayout(props: { children: ComponentChildren }) {
  const { user } = useSession();
  const pathname = usePathname();
  // The server refuses the admin API to others anyway (403); this only spares them a screen of errors.
  if (user.role !== 'admin') {
    return (
      <>
        <PageHeading title="Settings" />
        <EmptyState title="Only administrators can change settings.">
          Ask an administrator to add people, create API credentials or set up ethical walls.
        </EmptyState>
      </>
    );
  }
  const current = pathname === '/settings' ? '/settings/users' : pathname;
  return (
    <div class="settings">
      <nav aria-label="Settings" class="settings-nav">
        <p class="settings-nav-title">Settings</p>
        <ul>
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.href}>
              <Link href={section.href} aria-current={current === section.href ? 'page' : undefined}>
                {section.group && <span class="muted">{section.group} › </span>}
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div class="settings-content">{props.children}</div>
    </div>
  );
}

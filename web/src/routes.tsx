import { EmptyState } from './components/notice.tsx';
import { PageHeading } from './components/page-heading.tsx';
import { Link } from './components/link.tsx';
import { matchRoute, usePathname } from './router.ts';
import { ProjectsPage } from './pages/projects.tsx';
import { ProjectPage } from './pages/project.tsx';
import { DocumentPage } from './pages/document.tsx';
import { PlaybookPage } from './pages/playbook.tsx';
import { SearchPage } from './pages/search.tsx';
import { CredentialsPage } from './pages/settings-credentials.tsx';
import { UsersPage } from './pages/settings-users.tsx';
import { WallsPage } from './pages/settings-walls.tsx';
import { AccountPasswordPage } from './pages/change-password.tsx';
import { SettingsLayout } from './components/settings-layout.tsx';
import type { JSX } from 'preact';

type Params = Record<string, string>;

/** Every screen of the console, by path. */
const ROUTES: { pattern: string; render: (params: Params) => JSX.Element }[] = [
  { pattern: '/', render: () => <ProjectsPage /> },
  { pattern: '/projects', render: () => <ProjectsPage /> },
  { pattern: '/projects/:id', render: (p) => <ProjectPage key={p.id} projectId={p.id!} /> },
  { pattern: '/projects/:id/playbook', render: (p) => <PlaybookPage key={p.id} projectId={p.id!} /> },
  { pattern: '/search', render: () => <SearchPage /> },
  { pattern: '/documents/:id', render: (p) => <DocumentPage key={p.id} documentId={p.id!} /> },
  { pattern: '/settings', render: () => <SettingsLayout><UsersPage /></SettingsLayout> },
  { pattern: '/settings/users', render: () => <SettingsLayout><UsersPage /></SettingsLayout> },
  { pattern: '/settings/security/credentials', render: () => <SettingsLayout><CredentialsPage /></SettingsLayout> },
  { pattern: '/settings/security/walls', render: () => <SettingsLayout><WallsPage /></SettingsLayout> },
  { pattern: '/account/password', render: () => <AccountPasswordPage onChanged={() => {}} /> },
];

export function Routes() {
  const pathname = usePathname();
  for (const route of ROUTES) {
    const params = matchRoute(route.pattern, pathname);
    if (params) return route.render(params);
  }
  return (
    <>
      <PageHeading title="Page not found" />
      <EmptyState title="There is nothing at this address.">
        <Link href="/">Go to your projects</Link>.
      </EmptyState>
    </>
  );
}

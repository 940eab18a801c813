// Any unknown path inside the layout (part 1 §2): links to /calendar, /clients, /services and /masters.
import { clsx } from 'clsx';
import { navigationLabels } from '@beautydesk/domain/messages/navigation';
import { NOT_FOUND_LINKS } from '@beautydesk/domain/rules/navigation';
import { buttonVariants } from '../../../components/button/button.tsx';
import { NavLink } from '../../shell/nav-link.tsx';
import { ErrorPage } from '../error-page.tsx';
import * as styles from '../error-page.css.ts';
import { errorPageTexts } from '../texts.ts';

const LINK_LABELS: Readonly<Record<string, string>> = {
  '/calendar': navigationLabels.calendar,
  '/clients': navigationLabels.clients,
  '/services': navigationLabels.services,
  '/masters': navigationLabels.masters,
};

export type NotFoundProps = {
  onNavigate: (path: string) => void;
  links?: readonly string[];
};

export function NotFound({ onNavigate, links = NOT_FOUND_LINKS }: NotFoundProps) {
  return (
    <ErrorPage
      slot="not-found"
      code={errorPageTexts.notFoundCode}
      title={errorPageTexts.notFoundTitle}
      text={errorPageTexts.notFoundText}
      actions={
        <ul className={styles.actions}>
          {links.map((path) => (
            <li key={path}>
              <NavLink
                href={path}
                onNavigate={onNavigate}
                className={clsx(buttonVariants({ variant: 'secondary' }))}
              >
                {LINK_LABELS[path] ?? path}
              </NavLink>
            </li>
          ))}
        </ul>
      }
    />
  );
}

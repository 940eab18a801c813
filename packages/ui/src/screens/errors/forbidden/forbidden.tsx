// The 403 page (part 1 §2): links to /dashboard and back.
import { Button, buttonVariants } from '../../../components/button/button.tsx';
import { NavLink } from '../../shell/nav-link.tsx';
import { ErrorPage } from '../error-page.tsx';
import * as styles from '../error-page.css.ts';
import { errorPageTexts } from '../texts.ts';

export const DASHBOARD_PATH = '/dashboard';

export type ForbiddenProps = {
  onNavigate: (path: string) => void;
  onBack: () => void;
};

export function Forbidden({ onNavigate, onBack }: ForbiddenProps) {
  return (
    <ErrorPage
      slot="forbidden"
      code={errorPageTexts.forbiddenCode}
      title={errorPageTexts.forbiddenTitle}
      text={errorPageTexts.forbiddenText}
      actions={
        <div className={styles.actions}>
          <NavLink href={DASHBOARD_PATH} onNavigate={onNavigate} className={buttonVariants()}>
            {errorPageTexts.toDashboard}
          </NavLink>
          <Button variant="secondary" onClick={onBack}>
            {errorPageTexts.back}
          </Button>
        </div>
      }
    />
  );
}

// The 500 page (part 1 §2): reload, /dashboard and back.
import { Button, buttonVariants } from '../../../components/button/button.tsx';
import { NavLink } from '../../shell/nav-link.tsx';
import { ErrorPage } from '../error-page.tsx';
import * as styles from '../error-page.css.ts';
import { DASHBOARD_PATH } from '../forbidden/forbidden.tsx';
import { errorPageTexts } from '../texts.ts';

export type ServerErrorProps = {
  onReload: () => void;
  onNavigate: (path: string) => void;
  onBack: () => void;
  /** What failed, when known (a message from the error catalogue). */
  detail?: string | null;
};

export function ServerError({ onReload, onNavigate, onBack, detail }: ServerErrorProps) {
  return (
    <ErrorPage
      slot="server-error"
      code={errorPageTexts.serverErrorCode}
      title={errorPageTexts.serverErrorTitle}
      text={detail ?? errorPageTexts.serverErrorText}
      actions={
        <div className={styles.actions}>
          <Button onClick={onReload}>{errorPageTexts.reload}</Button>
          <NavLink
            href={DASHBOARD_PATH}
            onNavigate={onNavigate}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {errorPageTexts.toDashboard}
          </NavLink>
          <Button variant="ghost" onClick={onBack}>
            {errorPageTexts.back}
          </Button>
        </div>
      }
    />
  );
}

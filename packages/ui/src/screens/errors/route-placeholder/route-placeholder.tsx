// A route whose screen is not built yet: clearly marked, inside the layout, naming the route.
import { ErrorPage } from '../error-page.tsx';
import * as styles from '../error-page.css.ts';
import { errorPageTexts } from '../texts.ts';

export type RoutePlaceholderProps = {
  /** The screen's name, e.g. 'Клиенты'. */
  title: string;
  /** The route pattern, e.g. '/clients/:clientId'. */
  path: string;
};

export function RoutePlaceholder({ title, path }: RoutePlaceholderProps) {
  return (
    <ErrorPage
      slot="route-placeholder"
      className={styles.placeholder}
      title={title}
      text={errorPageTexts.placeholderText}
      actions={<p className={styles.path}>{path}</p>}
    >
      <p role="note" className={styles.path}>
        {errorPageTexts.placeholderTitle}
      </p>
    </ErrorPage>
  );
}

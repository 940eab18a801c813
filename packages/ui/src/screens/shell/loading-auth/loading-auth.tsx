// The protected layout while authentication loads (part 1 §2): 'Loading authentication...'.
import { navigationMessages } from '@beautydesk/domain/messages/navigation';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import * as styles from './loading-auth.css.ts';

export function LoadingAuth() {
  return (
    <div data-slot="loading-auth" className={styles.root}>
      <Spinner size="lg" label={navigationMessages.loadingAuthentication} />
      <p aria-hidden="true">{navigationMessages.loadingAuthentication}</p>
    </div>
  );
}

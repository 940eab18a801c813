// /success/invitation-sent, /success/role-created, /success/user-updated, /success/settings-saved (part 2 §2):
// what was done, and the spec's two links onward (real links the app's router follows).
import { ButtonSlot } from '../../../components/button/button-slot.tsx';
import { AuthStatus } from '../../auth/auth-page/auth-page.tsx';
import { NavLink } from '../../shell/nav-link.tsx';
import { successPages, type SuccessKind } from '../labels.ts';

export type SuccessScreenProps = {
  kind: SuccessKind;
  /** A plain click on a link; the app navigates (a modified click opens a tab as usual). */
  onNavigate: (path: string) => void;
};

export function SuccessScreen({ kind, onNavigate }: SuccessScreenProps) {
  const page = successPages[kind];
  return (
    <AuthStatus
      kind="success"
      title={page.title}
      message={page.message}
      data-screen={`success-${kind}`}
      actions={page.links.map((link, index) => (
        <ButtonSlot key={link.href} variant={index === 0 ? 'primary' : 'secondary'}>
          <NavLink href={link.href} onNavigate={onNavigate}>
            {link.label}
          </NavLink>
        </ButtonSlot>
      ))}
    />
  );
}

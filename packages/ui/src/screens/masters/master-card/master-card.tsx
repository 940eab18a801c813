// A master as a card (part 2 §2 Masters screen): full, compact and table-row views of the same parts, with the
// actions the user's permissions allow (canEdit and canDelete default to true, §6).
import type { Master } from '@beautydesk/domain/schemas/masters';
import { Avatar } from '../../../components/avatar/avatar.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Card } from '../../../components/card/card.tsx';
import { Icon, type IconName } from '../../../components/icon/icon.tsx';
import { mastersLabels as l } from '../labels.ts';
import * as styles from '../masters.css.ts';
import { ActiveBadge, CoefficientBadge, WorkingDayChips } from './master-parts.tsx';

export const masterCardViews = ['full', 'compact', 'table-row'] as const;
export type MasterCardView = (typeof masterCardViews)[number];

export type MasterAction = 'edit' | 'schedule' | 'coefficient' | 'studio' | 'toggle' | 'delete';

export type MasterCardProps = {
  master: Master;
  studioName?: string | null;
  view?: MasterCardView;
  canEdit?: boolean;
  canDelete?: boolean;
  onAction?: (action: MasterAction, master: Master) => void;
};

const editActions: readonly { action: MasterAction; icon: IconName }[] = [
  { action: 'edit', icon: 'edit' },
  { action: 'schedule', icon: 'calendar' },
  { action: 'coefficient', icon: 'chart' },
  { action: 'studio', icon: 'studios' },
  { action: 'toggle', icon: 'refresh' },
];

/** The buttons of one master: edit, schedule, coefficient, studio change, toggle (masters.edit); delete (masters.delete). */
export function MasterActions({
  master,
  canEdit = true,
  canDelete = true,
  onAction,
}: Pick<MasterCardProps, 'master' | 'canEdit' | 'canDelete' | 'onAction'>) {
  const label = (action: MasterAction) =>
    action === 'toggle'
      ? master.isActive
        ? l.actions.deactivate
        : l.actions.activate
      : l.actions[action];
  const button = (action: MasterAction, icon: IconName) => (
    <Button
      key={action}
      size="sm"
      variant={action === 'delete' ? 'ghost' : 'secondary'}
      icon={<Icon name={icon} size="sm" />}
      aria-label={l.actionFor(label(action), master.name)}
      onClick={() => onAction?.(action, master)}
    >
      {label(action)}
    </Button>
  );
  if (!canEdit && !canDelete) return null;
  return (
    <div className={styles.actions}>
      {canEdit ? editActions.map(({ action, icon }) => button(action, icon)) : null}
      {canDelete ? button('delete', 'trash') : null}
    </div>
  );
}

export function MasterCard({
  master,
  studioName,
  view = 'full',
  canEdit = true,
  canDelete = true,
  onAction,
}: MasterCardProps) {
  const head = (
    <div className={styles.cardHeadWrap}>
      <Avatar name={master.name} src={master.photoUrl} size={view === 'compact' ? 'sm' : 'md'} />
      <div className={styles.cardTitleWrap}>
        <span className={styles.name}>{master.name}</span>
        {view !== 'compact' ? (
          <span className={styles.muted}>
            {[studioName, master.phone].filter(Boolean).join(' · ')}
          </span>
        ) : null}
      </div>
      <div className={styles.badges}>
        <CoefficientBadge value={master.coefficient} />
        <ActiveBadge active={master.isActive} />
      </div>
    </div>
  );
  const actions = (
    <MasterActions master={master} canEdit={canEdit} canDelete={canDelete} onAction={onAction} />
  );
  return (
    <Card
      size="sm"
      variant={master.isActive ? 'default' : 'filled'}
      data-view={view}
      aria-label={master.name}
      role="article"
    >
      <div className={view === 'table-row' ? styles.row : styles.card}>
        {head}
        {view === 'compact' ? null : (
          <>
            <span className={styles.muted}>{master.qualification}</span>
            <WorkingDayChips schedule={master.schedule} />
          </>
        )}
        {actions}
      </div>
    </Card>
  );
}

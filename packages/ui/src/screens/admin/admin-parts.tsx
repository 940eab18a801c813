// Pieces both admin screens show: the page's title with its explanation, and an impersonation mode's badge.
import { Badge } from '../../components/badge/badge.tsx';
import { Heading, Paragraph } from '../../components/typography/typography.tsx';
import * as styles from './admin.css.ts';

/** The page's h1 (labelling its section through `id`) and the muted line under it. */
export function AdminTitle({
  id,
  title,
  description,
}: {
  id: string;
  title: string;
  description: string;
}) {
  return (
    <div className={styles.headerText}>
      <Heading level={1} size="xl" id={id}>
        {title}
      </Heading>
      <Paragraph tone="muted">{description}</Paragraph>
    </div>
  );
}

/** SAFE in blue, GOD in amber. */
export function ModeBadge({ mode }: { mode: string }) {
  return <Badge variant={mode === 'god' ? 'warning' : 'info'}>{mode.toUpperCase()}</Badge>;
}

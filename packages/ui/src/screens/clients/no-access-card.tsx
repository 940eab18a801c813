// 'Нет доступа к клиентам' in place of a clients screen's content, with the right it needs.
import { Card, CardContent } from '../../components/card/card.tsx';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { Icon } from '../../components/icon/icon.tsx';

export function NoAccessCard({ title, hint }: { title: string; hint: string }) {
  return (
    <Card>
      <CardContent>
        <EmptyState
          titleLevel={2}
          icon={<Icon name="clients" />}
          title={title}
          description={hint}
        />
      </CardContent>
    </Card>
  );
}

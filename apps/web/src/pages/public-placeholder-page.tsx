// A public route whose screen is not built yet: a marked placeholder in the public frame.
import { RoutePlaceholder } from '@beautydesk/ui/screens/errors/route-placeholder';
import { PublicFrame } from './public-frame.tsx';

export default function PublicPlaceholderPage({ title, path }: { title: string; path: string }) {
  return (
    <PublicFrame>
      <RoutePlaceholder title={title} path={path} />
    </PublicFrame>
  );
}

// A protected route whose screen is not built yet: a marked placeholder inside the layout.
import { RoutePlaceholder } from '@beautydesk/ui/screens/errors/route-placeholder';

export default function PlaceholderPage({ title, path }: { title: string; path: string }) {
  return <RoutePlaceholder title={title} path={path} />;
}
